#!/usr/bin/env node
// How long a save takes to reach the answers (docs/files.md, reload on change): `svc --watch defs.svc` in a temporary
// folder, ten edits each followed by polling the endpoint every 5 ms until it answers the new text. Prints the times
// sorted and their median. Part of the time is file-watch.ts's settle timer (SETTLE_MS). After `npm run build`:
//   node --no-node-snapshot scripts/measure-reload-latency.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const svc = fileURLToPath(new URL('../bin/svc.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'svc-reload-latency-'));
const defs = join(dir, 'defs.svc');
writeFileSync(defs, 'New-SvcEndpoint /hello { "v0" }\n');
const child = spawn(process.execPath, ['--no-node-snapshot', svc, '--port', '0', '--watch', 'defs.svc'], { cwd: dir, env: { ...process.env, NO_COLOR: '1', XDG_CONFIG_HOME: dir } });
let stderr = '';
child.stderr.on('data', (d) => { stderr += d; });
while (!/Listening on (http:\S+)/.test(stderr)) await new Promise((r) => setTimeout(r, 20));
const base = /Listening on (http:\S+)/.exec(stderr)[1];
await fetch(base + '/hello');
const times = [];
for (let i = 1; i <= 10; i++) {
  const start = performance.now();
  writeFileSync(defs, `New-SvcEndpoint /hello { "v${i}" }\n`);
  while ((await (await fetch(base + '/hello')).text()) !== `v${i}`) await new Promise((r) => setTimeout(r, 5));
  times.push(Math.round(performance.now() - start));
  await new Promise((r) => setTimeout(r, 200));
}
child.kill('SIGTERM');
await new Promise((r) => child.on('close', r));
rmSync(dir, { recursive: true, force: true });
times.sort((a, b) => a - b);
console.log(`save to new answer, ms: ${times.join(' ')}; median ${times[5]}`);
