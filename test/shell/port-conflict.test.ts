// Port-conflict recovery at a real prompt (tmux on its own -L socket): a second svc started on the port the first
// one holds reports the conflict in one line; `Set-SvcSetting -Port` then binds at once and says where it listens,
// Get-SvcSetting reports the bound port, and `irm` reaches the new listener (docs/shell.md "Port settings").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tmuxOn } from './tmux-panes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const socket = `commands-port-${process.pid}`;
const dir = mkdtempSync(path.join(tmpdir(), 'svc-port-conflict-'));
const t = tmuxOn(socket);
const tmux = t.run;
const { waitFor, type } = t;

function startSvc(name: string, port: number): void {
  const command = `cd ${root} && NO_COLOR=1 SVC_HISTORY=${path.join(dir, name + '.history')} ${process.execPath} --no-node-snapshot bin/svc.js --port ${port}`;
  if (name === 'first') tmux('new-session', '-d', '-s', 't', '-n', name, '-x', '160', '-y', '50', command);
  else tmux('new-window', '-t', 't', '-n', name, command);
}

afterAll(() => {
  t.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('port conflict at start-up', () => {
  it('recovers with Set-SvcSetting -Port, which binds at once and says where it listens', async () => {
    startSvc('first', 0);
    const port = Number((await waitFor('t:first', /Listening on http:\/\/127\.0\.0\.1:(\d+)/))[1]);
    startSvc('second', port);
    await waitFor('t:second', new RegExp(`Cannot listen on 127\\.0\\.0\\.1:${port}: port ${port} is already in use\\. The listener is off; Set-SvcSetting -Port N binds another port \\(0 picks a free one\\)\\.`));
    await waitFor('t:second', /svc> $/m);
    type('t:second', 'Set-SvcSetting -Port 0');
    const moved = Number((await waitFor('t:second', /Listening on http:\/\/127\.0\.0\.1:(\d+)/))[1]);
    expect(moved).not.toBe(port);
    type('t:second', "New-SvcEndpoint /b { 'hi from b' }; irm /b; \"port=$((Get-SvcSetting).Port)\"");
    await waitFor('t:second', new RegExp(`hi from b\\s*\\n\\s*port=${moved}`));
    // The first svc still serves its own port.
    type('t:first', '"first=$((Get-SvcSetting).Port)"');
    await waitFor('t:first', new RegExp(`first=${port}`));
  }, 60000);
});
