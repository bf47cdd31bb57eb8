import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
beforeAll(() => {
  writeFileSync(path.join(folder.dir, 'a.svc'), 'x');
  writeFileSync(path.join(folder.dir, 'b.txt'), 'hello');
  writeFileSync(path.join(folder.dir, '.hidden'), '');
  mkdirSync(path.join(folder.dir, 'sub'));
  writeFileSync(path.join(folder.dir, 'sub', 'c.svc'), '');
});
afterAll(() => folder.remove());

describe('Get-ChildItem', () => {
  it('lists the current location as FileInfo and DirectoryInfo objects', () => {
    expect(folder.out('Get-ChildItem | ForEach-Object { "$($_.Mode) $($_.Name) $($_.Length) $($_.PSIsContainer)" }')).toEqual([
      '----- a.svc 1 False', '----- b.txt 5 False', // a folder has no Length: `.Length` is PowerShell's intrinsic 1 (about_Properties)
      'd---- sub 1 True',
    ]);
    expect(folder.out('"$(ls b.txt)"')).toEqual([path.join(folder.dir, 'b.txt')]);
    expect(folder.out('(ls b.txt).GetType().FullName; (dir sub).FullName; (gci)[0].LastWriteTime.GetType().Name')).toEqual([
      'System.IO.FileInfo', path.join(folder.dir, 'sub', 'c.svc'), 'DateTime',
    ]);
  });
  it('filters by name, kind and depth, and shows hidden items with -Force', () => {
    expect(folder.out('Get-ChildItem -Filter *.svc -Recurse -Name')).toEqual(['a.svc', 'sub/c.svc']);
    expect(folder.out('Get-ChildItem *.txt -Name; Get-ChildItem -Directory -Name; (Get-ChildItem -File).Count')).toEqual(['b.txt', 'sub', 2]);
    expect(folder.out('Get-ChildItem -Force -Name')).toEqual(['.hidden', 'a.svc', 'b.txt', 'sub']);
  });
  it('reports a path that does not exist', () => {
    const r = folder.run('Get-ChildItem ./missing');
    expect(r.errors[0].fullyQualifiedErrorId).toBe('PathNotFound,Microsoft.PowerShell.Commands.GetChildItemCommand');
    expect(r.errors[0].message).toBe(`Cannot find path '${path.join(folder.dir, 'missing')}' because it does not exist.`);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('ls')).toMatch(/^Get-ChildItem is not available to endpoint scripts/);
  });
});
