import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointError, tempFolder } from './file-helpers.js';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('Export-Csv', () => {
  it('writes the objects as CSV, and -Append adds rows in the file\'s columns', () => {
    folder.out("[pscustomobject]@{Name='Ann'; Age=5} | Export-Csv people.csv; [pscustomobject]@{Age=7; Name='Bo'} | Export-Csv people.csv -Append");
    expect(readFileSync(path.join(folder.dir, 'people.csv'), 'utf8')).toBe('"Name","Age"\n"Ann","5"\n"Bo","7"\n');
  });
  it('round-trips through Import-Csv', () => {
    expect(folder.out("Import-Csv people.csv | ForEach-Object { $_.Name + '=' + $_.Age }")).toEqual(['Ann=5', 'Bo=7']);
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('@{a=1} | Export-Csv x.csv')).toMatch(/^Export-Csv is not available to endpoint scripts/);
  });
});
