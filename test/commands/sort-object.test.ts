import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

const people = "$p = [pscustomobject]@{ N = 'b'; A = 2 }, [pscustomobject]@{ N = 'a'; A = 2 }, [pscustomobject]@{ N = 'c'; A = 1 };";

describe('Sort-Object', () => {
  it('sorts values', () => {
    expect(out('3,1,2 | Sort-Object')).toEqual([1, 2, 3]);
    expect(out("'b','A','c' | sort")).toEqual(['A', 'b', 'c']);
    expect(out('3,1,2 | Sort-Object -Descending')).toEqual([3, 2, 1]);
  });
  it('sorts by property, stable for equal keys', () => {
    expect(out(people + '$p | Sort-Object A | % N')).toEqual(['c', 'b', 'a']);
  });
  it('sorts by several keys and by hashtable with Descending', () => {
    expect(out(people + '$p | Sort-Object A, N | % N')).toEqual(['c', 'a', 'b']);
    expect(out(people + "$p | Sort-Object @{Expression='A'; Descending=$true}, N | % N")).toEqual(['a', 'b', 'c']);
  });
  it('sorts by script block', () => {
    expect(out("'ccc','a','bb' | Sort-Object { $_.Length }")).toEqual(['a', 'bb', 'ccc']);
  });
  it('keeps one of each with -Unique (case-insensitive unless -CaseSensitive)', () => {
    expect(out("'a','B','A','b' | Sort-Object -Unique")).toEqual(['a', 'B']);
    expect(out("'a','A' | Sort-Object -Unique -CaseSensitive").length).toBe(2);
  });
  it('takes -Top and -Bottom', () => {
    expect(out('5,3,1,4 | Sort-Object -Top 2')).toEqual([1, 3]);
    expect(out('5,3,1,4 | Sort-Object -Bottom 2')).toEqual([4, 5]);
  });
});
