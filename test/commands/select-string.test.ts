import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

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
});
