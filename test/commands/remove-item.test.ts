import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());
const at = (name: string) => path.join(folder.dir, name);

describe('Remove-Item', () => {
  it('removes files, wildcards and piped items', () => {
    for (const n of ['a.tmp', 'b.tmp', 'c.txt', 'd.txt']) writeFileSync(at(n), '');
    folder.out('Remove-Item *.tmp; Get-ChildItem c.txt | Remove-Item; del d.txt');
    expect(['a.tmp', 'b.tmp', 'c.txt', 'd.txt'].map((n) => existsSync(at(n)))).toEqual([false, false, false, false]);
  });
  it('leaves hidden files (a leading dot) a wildcard matches unless -Force, as PowerShell does', () => {
    for (const n of ['x.tmp', '.hidden.tmp']) writeFileSync(at(n), '');
    folder.out('Remove-Item *.tmp');
    expect([existsSync(at('x.tmp')), existsSync(at('.hidden.tmp'))]).toEqual([false, true]);
    folder.out('Remove-Item *.tmp -Force');
    expect(existsSync(at('.hidden.tmp'))).toBe(false);
  });
  it('removes a folder with children only with -Recurse', () => {
    mkdirSync(at('dir'));
    writeFileSync(at('dir/x'), '');
    const r = folder.run('Remove-Item dir');
    expect(r.errors[0].message).toBe(`The item at ${at('dir')} has children and the Recurse parameter was not specified. Nothing was removed.`);
    expect(existsSync(at('dir/x'))).toBe(true);
    folder.out('Remove-Item dir -Recurse');
    expect(existsSync(at('dir'))).toBe(false);
  });
  it('reports a missing item', () => {
    expect(folder.run('Remove-Item gone.txt').errors[0].fullyQualifiedErrorId).toBe('PathNotFound,Microsoft.PowerShell.Commands.RemoveItemCommand');
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Remove-Item x')).toMatch(/^Remove-Item is not available to endpoint scripts/);
  });
});
