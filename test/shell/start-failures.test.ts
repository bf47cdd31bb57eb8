// Start-up failures are loud and final (docs/contract.md 2): a listener that cannot start, in every mode, is one line
// naming the address and the way out; a file, -c or --watch then exits 1 having served nothing (and printed nothing
// more), while the prompt stays with the listener off. A script file that cannot be read is one line too.
import { createServer, type Server } from 'node:net';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished, scriptFile, startSvc, svc, tempDir, waitFor } from './helpers.js';

let busy: Server;
let port = 0;
beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
  port = (busy.address() as { port: number }).port;
});
afterAll(() => { busy.close(); });

const DEFINITIONS = 'New-SvcEndpoint /a { 1 }\nNew-SvcEndpoint /b { 2 }\nWrite-Host "Endpoints: /a /b"\n"after"\n';
const portLine = () => `svc: Cannot listen on 127.0.0.1:${port}: port ${port} is already in use. Use --port N (0 picks a free port), or Set-SvcSetting -Port N before the first endpoint.\n`;

describe.concurrent('a port in use', () => {
  it.each([
    ['svc FILE', () => [scriptFile(DEFINITIONS)]],
    ['svc -c', () => ['-c', DEFINITIONS]],
    ['svc --watch FILE', () => ['--watch', scriptFile(DEFINITIONS)]],
  ])('%s: one line naming the port and the way out, nothing more, exit 1', async (_mode, args) => {
    const r = await svc(['--port', String(port), ...args()]);
    expect(r).toMatchObject({ code: 1, stdout: '', stderr: portLine() });
  }, 30000);

  it('svc --watch FILE whose first endpoint comes with a reload: the same line, exit 1', async () => {
    const file = scriptFile('"no endpoint yet"\n');
    const child = startSvc(['--port', String(port), '--watch', file]);
    const end = finished(child);
    await waitFor(child.stdout, /no endpoint yet\n/);
    writeFileSync(file, DEFINITIONS);
    // The reload runs the file staged (docs/files.md), so its own output comes first; the set it staged is then
    // applied and the bind fails: the same line, the last one, and svc ends.
    const r = await end;
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('no endpoint yet\nEndpoints: /a /b\nafter\n');
    expect(r.stderr).toBe(`svc: reloaded\n+ /a\n+ /b\n${portLine()}`);
  }, 30000);

  it('the prompt: one line saying the listener is off and how to bind; the shell goes on, and binds on -Port', async () => {
    const input = 'New-SvcEndpoint /a { "served" }\n"port=$((Get-SvcSetting).Port)"\nSet-SvcSetting -Port 0\nirm /a\n';
    const r = await svc(['--port', String(port)], {}, input);
    expect(r.code).toBe(0);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toBe(`svc: Cannot listen on 127.0.0.1:${port}: port ${port} is already in use. The listener is off; Set-SvcSetting -Port N binds another port (0 picks a free one).`);
    expect(lines[1]).toMatch(/^Listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(r.stdout).toContain(`port=${port}\n`);
    expect(r.stdout).toContain('served\n');
  }, 30000);
});

describe.concurrent('other start-up failures', () => {
  it.each([
    ['an address not on this machine', '10.255.255.1', 'the address 10.255.255.1 is not available on this machine'],
    ['a host name that does not resolve', 'no-such-host.invalid', 'the host name no-such-host.invalid cannot be resolved'],
  ])('a bad --host (%s): one line naming it and the way out, exit 1', async (_what, host, why) => {
    const r = await svc(['--host', host, '--port', '0', '-c', DEFINITIONS]);
    expect(r).toMatchObject({
      code: 1, stdout: '',
      stderr: `svc: Cannot listen on ${host}:0: ${why}. Use --host ADDR, or Set-SvcSetting -ListenAddress ADDR before the first endpoint.\n`,
    });
  }, 30000);

  it.each([
    ['a missing file', () => 'no-such-file.svc', 'no such file'],
    ['a folder', () => tempDir(), 'it is a folder, not a file'],
  ])('a script file that cannot be read (%s): one line, exit 2', async (_what, path, why) => {
    const file = path();
    const r = await svc([file]);
    expect(r).toMatchObject({ code: 2, stdout: '', stderr: `svc: cannot read '${file}': ${why}.\n` });
  }, 30000);
});
