#!/usr/bin/env node
// Screenshots of the console page (docs/console.md) for the docs: runs `svc examples/described-api.svc` on a free port,
// sends a few requests, and photographs the page in Debian's chromium through playwright-core (no browser download;
// SVC_CHROMIUM names another binary). Writes docs/console.png and docs/console-request.png.
//   node scripts/gen-console-screenshots.mjs            (after npm run build)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(process.execPath, ['--no-node-snapshot', path.join(root, 'bin/svc.js'), '--port', '0', 'examples/described-api.svc'], {
  cwd: root, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'],
});
const base = await new Promise((resolve, reject) => {
  let seen = '';
  child.stderr.on('data', (d) => {
    seen += d;
    const m = /Listening on (http:\/\/\S+)/.exec(seen);
    if (m) resolve(m[1]);
  });
  child.on('exit', (code) => reject(new Error(`svc exited with ${code}: ${seen}`)));
});
const browser = await chromium.launch({ executablePath: process.env.SVC_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  // The file defines its endpoints after the listener is bound: wait for the last one.
  for (let n = 0; n < 100; n++) {
    const list = await (await fetch(`${base}/_svc/api/endpoints`)).json();
    if (list.length === 3) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${base}/_svc/`);
  await page.getByTestId('connection').filter({ hasText: 'live' }).waitFor();
  await fetch(`${base}/users/Ann?format=full`);
  await fetch(`${base}/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"Name":"Bob","Age":42}' });
  await fetch(`${base}/users/Eve`);
  await fetch(`${base}/users/Ann/avatar`);
  const card = page.getByTestId('endpoint').filter({ hasText: '/users/:name' }).first();
  await card.getByText('Try it').click();
  await card.locator('input[name="route-name"]').fill('Ann');
  await card.locator('input[name="query"]').fill('format=short');
  await card.getByRole('button', { name: 'Send' }).click();
  await card.getByTestId('try-status').waitFor();
  await page.getByTestId('request').filter({ hasText: '/users/Ann/avatar' }).waitFor();
  await page.screenshot({ path: path.join(root, 'docs/console.png') });
  const entry = page.getByTestId('request').filter({ hasText: '/users/Ann/avatar' });
  await entry.locator('summary').click();
  await entry.screenshot({ path: path.join(root, 'docs/console-request.png') });
  console.log('wrote docs/console.png and docs/console-request.png');
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
