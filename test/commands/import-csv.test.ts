import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Import-Csv', () => {
  it('makes one object per row with the header\'s names; quoted fields keep commas, quotes and line breaks', () => {
    writeFileSync(path.join(folder.dir, 'u.csv'), 'Name,Role,Note\r\nAnn,Admin,"says ""hi"", twice"\nBo,User,"two\nlines"\nCy,User\n');
    expect(folder.out("Import-Csv u.csv | ForEach-Object { \"$($_.Name)|$($_.Role)|$($_.Note)|$($null -eq $_.Note)\" }")).toEqual([
      'Ann|Admin|says "hi", twice|False', 'Bo|User|two\nlines|False', 'Cy|User||True',
    ]);
    expect(folder.out("(Import-Csv u.csv | Where-Object Role -eq 'User').Count")).toEqual([2]);
  });
  it('reads other delimiters and names the type of a #TYPE line (the type, then CSV:type, as ImportCsvHelper sets them)', () => {
    writeFileSync(path.join(folder.dir, 't.csv'), '#TYPE My.Thing\n"a";"b"\n"1";"2"\n');
    expect(folder.out("$o = Import-Csv t.csv -Delimiter ';'; $o.a; $o.b; $o.PSObject.TypeNames -join ' '")).toEqual(['1', '2', 'My.Thing CSV:My.Thing']);
  });
  it('takes -Header: the file\'s first line is data then', () => {
    writeFileSync(path.join(folder.dir, 'h.csv'), 'ann,admin\nbo,user\n');
    expect(folder.out("Import-Csv h.csv -Header Name, Role | ForEach-Object { \"$($_.Name):$($_.Role)\" }")).toEqual(['ann:admin', 'bo:user']);
  });
  it('reports a missing file', () => {
    expect(folder.run('Import-Csv nope.csv').errors[0].fullyQualifiedErrorId).toBe('PathNotFound,Microsoft.PowerShell.Commands.ImportCsvCommand');
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Import-Csv x.csv')).toMatch(/^Import-Csv is not available to endpoint scripts/);
  });
});
