import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Get-Content', () => {
  it('writes a file\'s lines, or the whole text with -Raw', () => {
    writeFileSync(path.join(folder.dir, 'a.txt'), 'one\r\ntwo\nthree\n');
    expect(folder.out('Get-Content a.txt')).toEqual(['one', 'two', 'three']);
    expect(folder.out('(gc ./a.txt -Raw).Length')).toEqual([readFileSync(path.join(folder.dir, 'a.txt'), 'utf8').length]);
    expect(folder.out('type a.txt -TotalCount 2; Get-Content a.txt -Tail 1; Get-Content a.txt -First 1')).toEqual(['one', 'two', 'three', 'one']);
  });
  it('reads the files piped in and wildcard paths', () => {
    writeFileSync(path.join(folder.dir, 'b.log'), 'b\n');
    writeFileSync(path.join(folder.dir, 'c.log'), 'c\n');
    expect(folder.out('Get-Content *.log')).toEqual(['b', 'c']);
    expect(folder.out("Get-ChildItem -Filter *.log | Get-Content")).toEqual(['b', 'c']);
  });
  it('reports a missing file and goes on with the next path', () => {
    const r = folder.run('Get-Content nope.txt, a.txt -TotalCount 1');
    expect(r.errors.map((e) => [e.fullyQualifiedErrorId, e.message])).toEqual([
      ['PathNotFound,Microsoft.PowerShell.Commands.GetContentCommand', `Cannot find path '${path.join(folder.dir, 'nope.txt')}' because it does not exist.`],
    ]);
    expect(r.output).toEqual(['one']);
  });
  it('raises ItemNotFoundException for a missing file, which a FileNotFoundException catch does not take', () => {
    const script = "try { Get-Content nope.txt -ErrorAction Stop } catch [System.IO.FileNotFoundException] { 'FileNotFound' } "
      + 'catch [System.Management.Automation.ItemNotFoundException] { $_.Exception.GetType().Name; $_.CategoryInfo.Category; $_.Exception.ItemName }';
    expect(folder.out(script)).toEqual(['ItemNotFoundException', 'ObjectNotFound', path.join(folder.dir, 'nope.txt')]);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Get-Content a.txt')).toMatch(/^Get-Content is not available to endpoint scripts/);
  });
});
