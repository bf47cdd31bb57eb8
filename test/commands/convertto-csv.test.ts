import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('ConvertTo-Csv', () => {
  it('writes a quoted header and one quoted line per object, as PowerShell 7', () => {
    expect(out("[pscustomobject]@{Name='Ann'; Age=5}, [pscustomobject]@{Name='Bo \"B\"'; Age=$null} | ConvertTo-Csv")).toEqual([
      '"Name","Age"', '"Ann","5"', '"Bo ""B""",',
    ]);
  });
  it('takes -Delimiter, adds #TYPE with -IncludeTypeInformation, and shows arrays by their type', () => {
    expect(out("[pscustomobject]@{a=1; b=@(1,2)} | ConvertTo-Csv -Delimiter ';' -IncludeTypeInformation")).toEqual([
      '#TYPE System.Management.Automation.PSCustomObject', '"a";"b"', '"1";"System.Object[]"',
    ]);
  });
  it('uses a hashtable\'s keys as columns', () => {
    expect(out("[ordered]@{x=1; y='z'} | ConvertTo-Csv")).toEqual(['"x","y"', '"1","z"']);
  });
  it('is available in endpoint scripts too (it touches no file)', () => {
    expect(out("@{a=1} | ConvertTo-Csv").length).toBe(2);
  });
});
