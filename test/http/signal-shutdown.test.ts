// Shutdown that is clean every time (docs/sandbox.md, shutdown): a real svc process serving a file, a request in a
// sleep past the grace, then SIGTERM (or SIGINT). Each run must answer the request in flight 503 (never a reset)
// and exit 0 (never a crash: this once ended in a segmentation fault, exit 139, in 6 runs of 10). Twenty runs in a
// row, a few at a time, with a small grace so the file stays quick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { finished, scriptFile, startSvc, waitFor } from '../shell/helpers.js';

const RUNS = 20;
const AT_ONCE = 2;

// The script tells this test server when it has started, so the signal always finds the call in its sleep (a
// request still on its way when the listener closes may be cut, and that is not what is tested here).
const started = new Map<string, () => void>();
const notify = createServer((req, res) => {
  started.get(new URL(req.url ?? '/', 'http://x').searchParams.get('run') ?? '')?.();
  res.end('ok');
});
let script = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => notify.listen(0, '127.0.0.1', resolve));
  const port = (notify.address() as AddressInfo).port;
  script = scriptFile(`Set-SvcSetting -ShutdownGrace 0
New-SvcEndpoint -Url /sleep -Timeout 60 -Endpoint { $null = Invoke-RestMethod "http://127.0.0.1:${port}/?run=$($Query.run)"; Start-Sleep 30; 'late' }
`, 'sleep.svc');
});
afterAll(() => new Promise<void>((resolve) => notify.close(() => resolve())));

interface Run { exit: string; status: number | string; body: string }

let runIds = 0;

async function oneRun(signal: NodeJS.Signals): Promise<Run> {
  const child = startSvc([script], { SVC_PORT: '0' });
  const end = finished(child);
  const base = /Listening on (http:\/\/\S+)/.exec(await waitFor(child.stderr, /Listening on (http:\/\/\S+)\n/))![1];
  const run = String(++runIds);
  const inSleep = new Promise<void>((resolve) => started.set(run, resolve));
  const answer = fetch(`${base}/sleep?run=${run}`).then(async (r) => ({ status: r.status as number | string, body: await r.text() }),
    (e: unknown) => ({ status: `no answer: ${String((e as Error).cause ?? e)}`, body: '' }));
  await inSleep;
  await new Promise((r) => setTimeout(r, 100)); // past the notification, into Start-Sleep
  child.kill(signal);
  const [done, response] = await Promise.all([end, answer]);
  const exit = done.signal ?? String(done.code);
  if (exit !== '0' || typeof response.status === 'string') process.stderr.write(`svc ended with ${exit}; stderr:\n${done.stderr}\n`);
  return { exit, ...response };
}

async function runs(signal: NodeJS.Signals, count: number): Promise<Run[]> {
  const out: Run[] = [];
  for (let i = 0; i < count; i += AT_ONCE) {
    out.push(...await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - i) }, () => oneRun(signal))));
  }
  return out;
}

const clean: Run = { exit: '0', status: 503, body: 'The server is shutting down; the endpoint script was stopped.' };

describe('a signal during a long call', () => {
  it(`SIGTERM, ${RUNS} times in a row: 503 for the call in flight, exit 0, never a crash`, async () => {
    expect(await runs('SIGTERM', RUNS)).toEqual(Array.from({ length: RUNS }, () => clean));
  }, 180_000);

  it('SIGINT the same', async () => {
    expect(await runs('SIGINT', 2)).toEqual([clean, clean]);
  }, 60_000);
});
