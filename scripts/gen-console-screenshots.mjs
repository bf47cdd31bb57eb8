#!/usr/bin/env node
// Screenshots of the console page (docs/console.md) for the docs: runs `svc examples/users-api.svc` on a free port,
// sends a few requests, and photographs the page in Debian's chromium through playwright-core (no browser download;
// SVC_CHROMIUM names another binary). Writes docs/console.png and docs/console-request.png, and the text each shows
// to docs/console-screenshots.txt (times and durations written as HH:MM:SS and N ms), which scripts/check-docs.mjs
// compares with what is committed (the pixels depend on the machine's fonts; the words do not).
//   node scripts/gen-console-screenshots.mjs            (after npm run build)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What differs from run to run in the page's text: request durations, clock times, dates, the free port. */
function steady(text) {
  return text.replace(/\b\d+ ms\b/g, 'N ms').replace(/\b\d{1,2}:\d{2}:\d{2}( [AP]M)?/g, 'HH:MM:SS')
    .replace(/\b(Date: |date: ).*$/gm, '$1DATE').replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:5000').replace(/[ \t]+$/gm, '').trimEnd();
}
const child = spawn(process.execPath, ['--no-node-snapshot', path.join(root, 'bin/svc.js'), '--port', '0', 'examples/users-api.svc'], {
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
    if (list.length === 4) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${base}/_svc/`);
  await page.getByTestId('connection').filter({ hasText: 'live' }).waitFor();
  await fetch(`${base}/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Ann","age":42}' });
  await fetch(`${base}/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Bob","age":7}' });
  await fetch(`${base}/users`);
  await fetch(`${base}/users/9`);
  await fetch(`${base}/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Eve","age":200}' });
  const card = page.getByTestId('endpoint').filter({ hasText: 'Reads one user by id' }).first();
  await card.getByText('Try it').click();
  await card.locator('input[name="route-id"]').fill('1');
  await card.getByRole('button', { name: 'Send' }).click();
  await card.getByTestId('try-status').waitFor();
  await page.getByTestId('request').filter({ hasText: '/users/1' }).waitFor();
  await page.screenshot({ path: path.join(root, 'docs/console.png') });
  const pageText = await page.locator('body').innerText();
  // The refused POST (age 200 is past ValidateRange): a request with its error record.
  const entry = page.locator('[data-testid="request"][data-status="400"]');
  await entry.locator('summary').click();
  await entry.screenshot({ path: path.join(root, 'docs/console-request.png') });
  const entryText = await entry.innerText();
  writeFileSync(path.join(root, 'docs/console-screenshots.txt'), [
    '# The text of the console screenshots (scripts/gen-console-screenshots.mjs); compared by scripts/check-docs.mjs.',
    '', '## docs/console.png', '', steady(pageText), '', '## docs/console-request.png', '', steady(entryText), '',
  ].join('\n'));
  console.log('wrote docs/console.png, docs/console-request.png and docs/console-screenshots.txt');
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
