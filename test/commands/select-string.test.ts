import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from './file-helpers.js';
import { out } from './helpers.js';
import { exampleText } from './example-runner.js';

const folder = tempFolder();
afterAll(() => folder.remove());

// More cases, as a script with its expected streams: test/scripts/commands/select-string.svc.
describe('Select-String', () => {
  it('keeps the lines that match, case-insensitively', () => {
    expect(out("'Apple', 'berry', 'cap' | Select-String a | ForEach-Object Line")).toEqual(['Apple', 'cap']);
  });
  it('numbers piped lines from 1', () => {
    expect(out("'x', 'y', 'x' | Select-String x | ForEach-Object LineNumber")).toEqual([1, 3]);
  });
  it('reports every match with -AllMatches', () => {
    expect(out("('a1b22' | Select-String '\\d+' -AllMatches).Matches | ForEach-Object Value")).toEqual(['1', '22']);
  });
  it('treats the pattern as text with -SimpleMatch', () => {
    expect(out("'a.b', 'axb' | Select-String -SimpleMatch . | ForEach-Object Line")).toEqual(['a.b']);
  });
  it('writes one Boolean with -Quiet', () => {
    expect(out("'a', 'b' | Select-String z -Quiet")).toEqual([false]);
  });
  it('keeps the lines around a match with -Context, marking the match with >', () => {
    expect(out("'a', 'b', 'c', 'd', 'e' | Select-String c -Context 1 | ForEach-Object { \"$_\" }")).toEqual(['  b\n> c\n  d']);
    expect(out("$m = 'a', 'b', 'c', 'd', 'e' | Select-String c -Context 2, 1; $m.Context.PreContext; '|'; $m.Context.PostContext")).toEqual(['a', 'b', '|', 'd']);
    // A match near the end has what context there is.
    expect(out("('a', 'b' | Select-String b -Context 0, 3).Context.PostContext.Count")).toEqual([0]);
  });
  it('stops at the first match with -List', () => {
    expect(out("'x1', 'y', 'x2' | Select-String x -List | ForEach-Object Line")).toEqual(['x1']);
  });
});

describe('Select-String on files', () => {
  writeFileSync(path.join(folder.dir, 'a.txt'), 'alpha\nbeta\ngamma\ndelta\n');
  writeFileSync(path.join(folder.dir, 'b.log'), 'one beta\ntwo beta\n');
  const full = (name: string) => path.join(folder.dir, name);
  it('searches the files -Path names, wildcards allowed, as path:line:text', () => {
    expect(folder.out('Select-String beta *.txt, *.log | ForEach-Object { "$_" }')).toEqual([
      `${full('a.txt')}:2:beta`, `${full('b.log')}:1:one beta`, `${full('b.log')}:2:two beta`,
    ]);
    expect(folder.out('$m = Select-String -Path ./a.txt -Pattern gamma; $m.Filename; $m.LineNumber; $m.ToString((Get-Location).Path)')).toEqual(['a.txt', 3, 'a.txt:3:gamma']);
  });
  it('writes each file\'s first match with -List, and searches piped file items', () => {
    expect(folder.out('Select-String beta *.log, *.txt -List | ForEach-Object { $_.Filename + $_.LineNumber }')).toEqual(['b.log1', 'a.txt2']);
    expect(folder.out('Get-ChildItem *.txt | Select-String alpha | ForEach-Object Line')).toEqual(['alpha']);
    expect(folder.out('Select-String -LiteralPath a.txt -Pattern DELTA -CaseSensitive')).toEqual([]);
  });
  it('shows context lines with their numbers from a file', () => {
    expect(folder.out('(Select-String gamma a.txt -Context 1).ToString((Get-Location).Path)')).toEqual(['  a.txt:2:beta\n> a.txt:3:gamma\n  a.txt:4:delta']);
  });
  it('shows a file\'s path relative to the current location, as PowerShell\'s view of MatchInfo does; "$m" keeps the full path', async () => {
    expect(folder.out('Select-String gamma a.txt | Out-String')).toEqual(['a.txt:3:gamma\n']);
    expect(folder.out('Select-String gamma a.txt -Context 1 | Out-String')).toEqual(['  a.txt:2:beta\n> a.txt:3:gamma\n  a.txt:4:delta\n']);
    expect(await exampleText("New-Item -ItemType Directory logs | Out-Null; Set-Content logs/today.txt 'all good', 'one error'\n"
      + 'Select-String error logs/today.txt\nSet-Location logs; Select-String error today.txt, ../logs/today.txt\n'
      + 'Set-Location ..; New-Item -ItemType Directory other | Out-Null; Set-Location other; (Select-String error ../logs/today.txt | Out-String) -like "/*"'))
      .toBe('logs/today.txt:2:one error\ntoday.txt:2:one error\ntoday.txt:2:one error\nTrue');
    expect(folder.out('"$(Select-String gamma a.txt)"')).toEqual([`${full('a.txt')}:3:gamma`]);
  });
  it('reports a missing file and goes on', () => {
    const r = folder.run('Select-String a nope.txt, a.txt -List');
    expect(r.errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['PathNotFound,Microsoft.PowerShell.Commands.SelectStringCommand']);
    expect(r.output.length).toBe(1);
  });
});
