// Shutdown that is clean every time (docs/sandbox.md, shutdown): a real svc process serving a file, a request in a
// long sleep, then SIGTERM. The request in flight is answered 503 at the grace
// (ShutdownGrace 0 here, so the test is quick), the isolates are disposed only once nothing runs in them, and the
// process exits 0. Before the stop flag, 6 runs in 10 ended in a segmentation fault (exit 139); about 1 in 20 still
// does on a loaded machine (docs/sandbox.md, shutdown), so twenty runs in a row are not asserted here yet.
import { describe, expect, it } from 'vitest';
import { finished, scriptFile, startSvc, waitFor } from './helpers.js';

const script = scriptFile(`Set-SvcSetting -ShutdownGrace 0
New-SvcEndpoint -Url /sleep -Timeout 60 -Endpoint { Start-Sleep 30; 'late' }
`, 'sleep.svc');

async function oneRun(signal: NodeJS.Signals): Promise<{ code: number | null; signal: string | null; status: number; body: string }> {
  const child = startSvc([script], { SVC_PORT: '0' });
  const base = /Listening on (http:\/\/\S+)/.exec(await waitFor(child.stderr, /Listening on (http:\/\/\S+)\n/))![1];
  const answer = fetch(`${base}/sleep`).then(async (r) => ({ status: r.status, body: await r.text() }));
  await new Promise((r) => setTimeout(r, 1000)); // the script is in its sleep (a request still arriving may be cut)
  child.kill(signal);
  const [end, response] = await Promise.all([finished(child), answer]);
  if (end.signal !== null || end.code !== 0) process.stderr.write(`svc ended with ${end.signal ?? end.code}; stderr:\n${end.stderr}\n`);
  return { code: end.code, signal: end.signal, ...response };
}

describe('SIGTERM during a long call', () => {
  it('answers 503 and exits 0', async () => {
    expect(await oneRun('SIGTERM')).toEqual({ code: 0, signal: null, status: 503, body: 'The server is shutting down; the endpoint script was stopped.' });
  }, 30000);

});
