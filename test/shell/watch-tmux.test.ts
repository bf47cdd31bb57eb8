// Reload on change in a real terminal (tmux on its own -L socket; docs/files.md): `svc --watch defs.svc` serves, another
// process edits the file, and the endpoint answers differently within one second, without a restart. At an
// interactive prompt, `Set-SvcSetting -Watch` does the same for the files loaded there with `. ./file.svc`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tmuxOn } from './tmux-panes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const socket = `files-watch-${process.pid}`;
const dir = mkdtempSync(path.join(tmpdir(), 'svc-watch-tmux-'));
const t = tmuxOn(socket);
const tmux = t.run;
const { waitFor, type } = t;

function start(name: string, args: string): void {
  const command = `cd ${dir} && NO_COLOR=1 XDG_CONFIG_HOME=${dir} SVC_HISTORY=${path.join(dir, name + '.history')} ${process.execPath} --no-node-snapshot ${root}/bin/svc.js --port 0 ${args}`;
  if (name === 'watch') tmux('new-session', '-d', '-s', 't', '-n', name, '-x', '160', '-y', '50', command);
  else tmux('new-window', '-t', 't', '-n', name, command);
}


async function answer(url: string): Promise<string> {
  return (await fetch(url)).text();
}

afterAll(() => {
  t.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('reload on change at a terminal', () => {
  it('svc --watch defs.svc: an edit from another process changes the answer within one second', async () => {
    writeFileSync(path.join(dir, 'defs.svc'), 'New-SvcEndpoint /hello { "hello v1" }\n');
    start('watch', '--watch defs.svc');
    const base = (await waitFor('t:watch', /Listening on (http:\/\/127\.0\.0\.1:\d+)/))[1];
    expect(await answer(base + '/hello')).toBe('hello v1');
    const edited = Date.now();
    writeFileSync(path.join(dir, 'defs.svc'), 'New-SvcEndpoint /hello { "hello v2" }\n');
    let text = '';
    while (Date.now() - edited < 1000 && text !== 'hello v2') {
      text = await answer(base + '/hello');
      if (text !== 'hello v2') await new Promise((r) => setTimeout(r, 20));
    }
    expect(text).toBe('hello v2');
    await waitFor('t:watch', /svc: reloaded\n~ \/hello/);
  }, 60000);

  it('Set-SvcSetting -Watch at the prompt watches the files loaded there', async () => {
    writeFileSync(path.join(dir, 'prompt.svc'), 'New-SvcEndpoint /p { "p v1" }\n');
    start('prompt', '');
    await waitFor('t:prompt', /svc> $/m);
    type('t:prompt', '. ./prompt.svc; Set-SvcSetting -Watch; irm /p');
    await waitFor('t:prompt', /^p v1$/m);
    writeFileSync(path.join(dir, 'prompt.svc'), 'New-SvcEndpoint /p { "p v2" }\n');
    await waitFor('t:prompt', /~ \/p/);
    type('t:prompt', 'irm /p');
    await waitFor('t:prompt', /^p v2$/m);
  }, 60000);
});
