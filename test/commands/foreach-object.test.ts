import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('ForEach-Object', () => {
  it('runs -Process per object with $_ and $PSItem', () => {
    expect(out('1..3 | ForEach-Object { $_ * 2 }')).toEqual([2, 4, 6]);
    expect(out('1..2 | % { $PSItem + 1 }')).toEqual([2, 3]);
  });
  it('runs -Begin and -End once', () => {
    expect(out('1..3 | ForEach-Object -Begin { $s = 0 } -Process { $s += $_ } -End { $s }')).toEqual([6]);
  });
  it('reads three unnamed blocks as begin, process, end', () => {
    expect(out("1..2 | foreach { 'b' } { $_ } { 'e' }")).toEqual(['b', 1, 2, 'e']);
  });
  it('reads a property by name', () => {
    expect(out("[pscustomobject]@{ Name = 'a' }, [pscustomobject]@{ Name = 'b' } | ForEach-Object Name")).toEqual(['a', 'b']);
  });
  it('calls a method by name, with arguments', () => {
    expect(out("'abc','de' | ForEach-Object ToUpper")).toEqual(['ABC', 'DE']);
    expect(out("'hello' | ForEach-Object Substring 1 3")).toEqual(['ell']);
  });
  it('reads a member as the dot operator does: arrays unroll, keys, script methods, void methods, missing names', () => {
    expect(out("[pscustomobject]@{ Tags = 'a','b' } | ForEach-Object Tags")).toEqual(['a', 'b']);
    expect(out("@{ Key = 5 } | ForEach-Object Key")).toEqual([5]);
    expect(out("[pscustomobject]@{ N = 2 } | Add-Member -MemberType ScriptMethod -Name Twice -Value { $this.N * 2 } -PassThru | ForEach-Object Twice")).toEqual([4]);
    expect(out("$l = [System.Collections.ArrayList]::new(); $l | ForEach-Object Add 1; $l.Count")).toEqual([0]);
    expect(out("$l = [System.Collections.ArrayList]::new(); ,$l | ForEach-Object Clear; $l.Count")).toEqual([0]);
    expect(out("'abc' | ForEach-Object NoSuchMember")).toEqual([]);
    expect(out("[pscustomobject]@{ P = $null } | ForEach-Object P")).toEqual([null]);
  });
  it('runs once without input', () => {
    expect(out("ForEach-Object { 'once' }")).toEqual(['once']);
  });
  it('streams the output of the block (arrays unroll)', () => {
    expect(out('1..2 | ForEach-Object { $_, $_ }')).toEqual([1, 1, 2, 2]);
  });
});
