// A value as data (src/engine/values/value-data.ts; docs/state.md, "Values are copied as data"): values made by real
// scripts go through the encoding and come back as new values of the same types; what is not data is refused.
import { describe, expect, it } from 'vitest';
import { decodeValueData, encodeValueData, typeNameOf, toJson } from '../../src/engine/values/index.js';
import { out } from '../commands/helpers.js';
import type { PSDateTime, PSHashtable } from '../../src/engine/values/types.js';

/** The value a script writes (as one object), copied through the data form. */
function roundTrip(source: string): { before: unknown; after: unknown } {
  const [before] = out(`Write-Output -NoEnumerate (${source})`);
  const encoded = encodeValueData(before);
  if (!encoded.ok) throw new Error(encoded.message);
  return { before, after: decodeValueData(encoded.text) };
}

describe('encodeValueData / decodeValueData', () => {
  it.each([
    ["'text'", 'System.String'],
    ['42', 'System.Int32'],
    ['4.5', 'System.Double'],
    ['2.0', 'System.Double'],
    ['9007199254740993L', 'System.Int64'],
    ['1.10d', 'System.Decimal'],
    ['[byte]7', 'System.Byte'],
    ['$true', 'System.Boolean'],
    ["[char]'x'", 'System.Char'],
    ["[datetime]'2024-02-29 10:00'", 'System.DateTime'],
    ['New-TimeSpan -Minutes 90', 'System.TimeSpan'],
    ["[guid]'0f8fad5b-d9cb-469f-a165-70867728950e'", 'System.Guid'],
    ["[version]'1.2.3'", 'System.Version'],
    ['[System.DayOfWeek]::Friday', 'System.DayOfWeek'],
    ['@{ a = 1 }', 'System.Collections.Hashtable'],
    ['[ordered]@{ b = 2; a = 1 }', 'System.Collections.Specialized.OrderedDictionary'],
    ['@(1, 2)', 'System.Object[]'],
    ['[int[]](1, 2)', 'System.Int32[]'],
    ['[System.Collections.ArrayList]@(1, 2)', 'System.Collections.ArrayList'],
    ["[System.Collections.Generic.List[string]]@('a')", 'System.Collections.Generic.List`1[[System.String, System.Private.CoreLib, Version=8.0.0.0, Culture=neutral, PublicKeyToken=7cec85d7bea7798e]]'],
    ["[pscustomobject]@{ Name = 'Ann'; Tags = @('x') }", 'System.Management.Automation.PSCustomObject'],
    ['[byte[]](1, 2, 255)', 'System.Byte[]'],
  ])('%s keeps its type and its JSON', (source, type) => {
    const { before, after } = roundTrip(source);
    expect(typeNameOf(after)).toBe(typeNameOf(before));
    if (!type.includes('List`1')) expect(typeNameOf(after)).toBe(type);
    expect(toJson(after, { depth: 5, compress: true })).toBe(toJson(before, { depth: 5, compress: true }));
    if (typeof before === 'object' && before !== null) expect(after).not.toBe(before);
  });

  it('keeps a DateTime\'s kind, an ordered table\'s order, and nested values', () => {
    const [v] = out("$d = [ordered]@{ z = (Get-Date '2024-01-02T03:04:05').ToUniversalTime(); a = @{ inner = @(1, [pscustomobject]@{ p = 'q' }) } }; Write-Output -NoEnumerate $d");
    const encoded = encodeValueData(v);
    if (!encoded.ok) throw new Error(encoded.message);
    const copy = decodeValueData(encoded.text);
    expect(toJson(copy, { depth: 10, compress: true })).toBe(toJson(v, { depth: 10, compress: true }));
    const z = (copy as PSHashtable).get('z') as PSDateTime;
    expect([z.kind, z.epochMs]).toEqual(['Utc', ((v as PSHashtable).get('z') as PSDateTime).epochMs]);
    expect((copy as PSHashtable).keys()).toEqual(['z', 'a']);
  });

  it.each([
    ["{ 'code' }", 'A script block cannot be stored in the cache: it is code, not data.'],
    ['[System.Text.StringBuilder]::new()', 'A live System.Text.StringBuilder object cannot be stored in the cache'],
    ["[regex]'a+'", 'A live System.Text.RegularExpressions.Regex object cannot be stored in the cache'],
    ['@{ run = { 1 } }', 'A script block cannot be stored in the cache'],
    ["New-SvcApiResponse -Body 'x'", 'A New-SvcApiResponse object cannot be stored in the cache'],
  ])('refuses %s', (source, message) => {
    const [v] = out(`Write-Output -NoEnumerate (${source})`);
    const encoded = encodeValueData(v);
    expect(encoded.ok).toBe(false);
    expect(encoded.ok ? '' : encoded.message).toContain(message);
  });

  it('refuses a value that contains itself', () => {
    const [v] = out('$h = @{}; $h.self = $h; Write-Output -NoEnumerate $h');
    expect(encodeValueData(v)).toEqual({ ok: false, message: 'The value contains itself, so it cannot be copied into the cache.' });
  });
});
