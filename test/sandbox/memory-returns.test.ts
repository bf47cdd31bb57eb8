// Memory comes back after an attack (docs/sandbox.md, "Memory after an attack"): svc as a user starts it, through its
// launcher, serves a burst of million-element outputs, and its server process's RSS returns near its level before.
// The bound is generous (the machine is shared); `npm run bench -- attack` measures every hostile kind.
import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { finished, loadedFile, serveFile, startSvc, type Served } from '../shell/helpers.js';

const MB = 1024 * 1024;
/** The target, the attack bench's too. Measured: within ~55 MB 2 s after the burst, within ~25 MB at ~10 s. */
const BOUND = 100 * MB;
const WITHIN_MS = 10_000;

/** The served process: the launcher's child when it re-launched node, else the launcher itself. */
function servedPid(launcher: number): number {
  const children = readFileSync(`/proc/${launcher}/task/${launcher}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return children.length > 0 ? Number(children[0]) : launcher;
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

const serving: Promise<Served> = serveFile(['--port', '0',
  loadedFile("New-SvcEndpoint -Url /huge -Endpoint { 1..1000000 }\nNew-SvcEndpoint -Url /ok -Endpoint { 'ok' }")], {}, startSvc);
afterAll(async () => {
  const { child } = await serving;
  const done = finished(child);
  child.kill('SIGTERM');
  await done;
});

it('gives the memory of a burst of huge outputs back within seconds', async () => {
  const { child, url } = await serving;
  const pid = servedPid(child.pid!);
  for (let i = 0; i < 20; i++) expect(await (await fetch(`${url}/ok`)).text()).toBe('ok');
  const before = rssBytes(pid);
  for (let round = 0; round < 2; round++) {
    const bodies = await Promise.all(Array.from({ length: 4 }, async () => (await fetch(`${url}/huge`)).text()));
    for (const body of bodies) expect(body.length).toBeGreaterThan(6_000_000);
  }
  const peak = rssBytes(pid);
  let now = peak;
  const started = Date.now();
  while (now - before > BOUND && Date.now() - started < WITHIN_MS) {
    await new Promise((r) => setTimeout(r, 250));
    now = rssBytes(pid);
  }
  const mb = (bytes: number) => Math.round(bytes / MB);
  expect(mb(now), `RSS ${mb(before)} MB before, ${mb(peak)} MB after the burst, ${mb(now)} MB ${Date.now() - started} ms later`)
    .toBeLessThanOrEqual(mb(before + BOUND));
}, 90_000);
