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
  it('runs once without input', () => {
    expect(out("ForEach-Object { 'once' }")).toEqual(['once']);
  });
  it('streams the output of the block (arrays unroll)', () => {
    expect(out('1..2 | ForEach-Object { $_, $_ }')).toEqual([1, 1, 2, 2]);
  });
});
