// Native programs from the prompt (docs/shell.md "Native commands"): the real interpreter with the shell's real
// native host (src/shell/native-host.ts: PATH lookup, spawnSync in the current location).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from '../commands/file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('native commands', () => {
  it('run when no cmdlet, function or alias has the name, their output in the pipeline as lines', () => {
    expect(folder.out("printf 'a\\nb\\n' | ForEach-Object { $_.ToUpper() }")).toEqual(['A', 'B']);
    expect(folder.out('(printf "x\\ny\\nz").Count')).toEqual([3]);
  });
  it('set $LASTEXITCODE and $?', () => {
    expect(folder.out('true; $?; $LASTEXITCODE; sh -c "exit 3"; $?; $LASTEXITCODE')).toEqual([true, 0, false, 3]);
  });
  it('get their arguments as text: switches, values, arrays', () => {
    expect(folder.out("$a = 'p', 'q'; printf '%s|' -n 'two words' $a")).toEqual(['-n|two words|p|q|']);
  });
  it('take pipeline input as standard input, one line per object', () => {
    expect(folder.out("'b', 'a' | tr a-z A-Z; 1..3 | wc -l")).toEqual(['B', 'A', '3']);
  });
  it('run in the current location with the shell\'s environment', () => {
    writeFileSync(path.join(folder.dir, 'here.txt'), '');
    expect(folder.out("$env:SVC_NATIVE_TEST = 'yes'; sh -c 'ls; echo $SVC_NATIVE_TEST'")).toEqual(['here.txt', 'yes']);
  });
  it('are never found from endpoint scripts', () => {
    expect(endpointError('printf hi')).toMatch(/^The term 'printf' is not recognized/);
  });
});
