import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Get-Item', () => {
  it('gets the file or folder a path names, as FileInfo / DirectoryInfo; wildcards give every match', () => {
    writeFileSync(path.join(folder.dir, 'a.txt'), 'hello');
    writeFileSync(path.join(folder.dir, 'b.txt'), '');
    writeFileSync(path.join(folder.dir, '.hidden.txt'), '');
    mkdirSync(path.join(folder.dir, 'sub'));
    expect(folder.out('$f = Get-Item a.txt; $f.Name; $f.Length; $f.PSObject.TypeNames[0]; "$f" -eq $f.FullName')).toEqual(['a.txt', 5, 'System.IO.FileInfo', true]);
    expect(folder.out('(gi sub).PSObject.TypeNames[0]; (Get-Item sub).PSIsContainer')).toEqual(['System.IO.DirectoryInfo', true]);
    expect(folder.out('(Get-Item *.txt).Name')).toEqual(['a.txt', 'b.txt']);
    expect(folder.out('(Get-Item *.txt -Force).Name')).toEqual(['.hidden.txt', 'a.txt', 'b.txt']);
    expect(folder.out('(Get-Item .hidden.txt).Name')).toEqual(['.hidden.txt']);
  });
  it('reports a missing path and goes on with the next', () => {
    const r = folder.run('(Get-Item nope.txt, a.txt).Name');
    expect(r.errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['PathNotFound,Microsoft.PowerShell.Commands.GetItemCommand']);
    expect(r.errors[0].message).toBe(`Cannot find path '${path.join(folder.dir, 'nope.txt')}' because it does not exist.`);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Get-Item a.txt')).toMatch(/^Get-Item is not available to endpoint scripts/);
  });
});
