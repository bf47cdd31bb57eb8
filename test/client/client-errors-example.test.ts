// examples/client-errors.svc, the whole of docs/contract.md 7 in one run, as a user runs it: `svc --exit FILE`.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('shows each endpoint as PowerShell 7 and Windows PowerShell 5.1 report it', () => {
  // stdout and stderr into one file, so errors stay where they happened (as on a terminal).
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'svc-client-example-')), 'out.txt');
  const fd = openSync(file, 'w');
  const r = spawnSync(process.execPath, ['--no-node-snapshot', path.join(root, 'bin/svc.js'), '--exit', '--port', '0', 'examples/client-errors.svc'], {
    cwd: root, env: { ...process.env, NO_COLOR: '1' }, timeout: 30000, stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const transcript = readFileSync(file, 'utf8');
  rmSync(path.dirname(file), { recursive: true, force: true });
  expect(r.status, transcript).toBe(0);
  const [core, desktop] = transcript.split('==== ClientEdition Desktop');
  expect(desktop).toBeDefined();
  // Core: the body is the error text, stack trace lines included.
  expect(core).toMatch(/\| Whoa!\n\s*\| at <ScriptBlock>, <No file>: line 2\n\s*\| at <ScriptBlock>, <No file>: line 1/);
  expect(core).toContain('| Bad things happened');
  expect(core).toContain('| Not here');
  expect(core).toContain('ErrorDetails       : Whoa!');
  // Desktop: the generic message, and the body read back through a StreamReader.
  // ... in Windows PowerShell 5.1's classic view.
  expect(desktop).toMatch(/Invoke-RestMethod : The remote server returned an error: \(500\) Internal Server Error\.\nAt \S+client-errors\.svc:\d+ char:\d+\n\+ /);
  expect(desktop).toContain('Invoke-RestMethod : The remote server returned an error: (404) Not Found.');
  expect(desktop).toContain('    + FullyQualifiedErrorId : WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeRestMethodCommand');
  expect(desktop).toContain('Exception type     : System.Net.WebException');
  expect(desktop).toContain('Body (StreamReader): Whoa!');
  expect(desktop).not.toContain('| Not here');
});
