import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';

const obj = "$o = [pscustomobject]@{ Name = 'Ada'; Age = 36; City = 'London' };";

describe('Select-Object', () => {
  it('selects named properties in the given order', () => {
    expect(out(obj + "$s = $o | Select-Object Age, Name; $s.psobject.Properties.Name -join ','")).toEqual(['Age,Name']);
  });
  it('expands wildcards and adds calculated properties', () => {
    expect(out(obj + "($o | Select-Object N*, @{Name='Double'; Expression={ $_.Age * 2 }}) | ConvertTo-Json -Compress")).toEqual(['{"Name":"Ada","Double":72}']);
    expect(out(obj + "($o | select @{l='Upper'; e={ $_.Name.ToUpper() }}).Upper")).toEqual(['ADA']);
  });
  it('writes null for a missing property', () => {
    expect(out(obj + '($o | Select-Object Nope).Nope -eq $null')).toEqual([true]);
  });
  it('slices with -First, -Last, -Skip, -Index', () => {
    expect(out('1..10 | Select-Object -First 3')).toEqual([1, 2, 3]);
    expect(out('1..10 | Select-Object -Last 2')).toEqual([9, 10]);
    expect(out('1..10 | Select-Object -Skip 8')).toEqual([9, 10]);
    expect(out('1..5 | Select-Object -Skip 1 -First 2')).toEqual([2, 3]);
    expect(out('1..10 | Select-Object -Index 0, 5')).toEqual([1, 6]);
    expect(out('1..5 | Select-Object -SkipLast 2')).toEqual([1, 2, 3]);
  });
  it('expands a property', () => {
    expect(out(obj + '$o | Select-Object -ExpandProperty Name')).toEqual(['Ada']);
    expect(out("[pscustomobject]@{ L = 1,2 } | Select-Object -ExpandProperty L")).toEqual([1, 2]);
  });
  it('reports a missing expanded property', () => {
    const r = run(obj + '$o | Select-Object -ExpandProperty Nope');
    expect(r.errors[0].fullyQualifiedErrorId).toBe('ExpandPropertyNotFound,Microsoft.PowerShell.Commands.SelectObjectCommand');
    expect(r.errors[0].message).toBe('Property "Nope" cannot be found.');
  });
  it('drops duplicates with -Unique', () => {
    expect(out('1,2,2,3,1 | Select-Object -Unique')).toEqual([1, 2, 3]);
  });
});
