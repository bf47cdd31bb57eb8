import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('Group-Object', () => {
  it('groups equal values, sorted by key, with Count, Name and Group', () => {
    expect(out("'b','a','b' | Group-Object | % { \"$($_.Name)=$($_.Count)\" }")).toEqual(['a=1', 'b=2']);
    expect(out("('b','a','B' | Group-Object)[1].Group -join ','")).toEqual(['b,B']);
  });
  it('groups by property and by script block', () => {
    expect(out("[pscustomobject]@{ K = 1 }, [pscustomobject]@{ K = 2 }, [pscustomobject]@{ K = 1 } | group K | % Count")).toEqual([2, 1]);
    expect(out('1..5 | Group-Object { $_ % 2 } | % Name')).toEqual(['0', '1']);
  });
  it('writes a hashtable with -AsHashTable', () => {
    expect(out('$h = 1..5 | Group-Object { $_ % 2 } -AsHashTable; $h[1] -join ","')).toEqual(['1,3,5']);
  });
  it('leaves Group empty with -NoElement', () => {
    expect(out("('a','a' | Group-Object -NoElement).Group.Count")).toEqual([0]);
  });
});
