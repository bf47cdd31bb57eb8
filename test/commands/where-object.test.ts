import { describe, expect, it } from 'vitest';
import { out, firstError } from './helpers.js';

const people = "$p = [pscustomobject]@{ Name = 'Ada'; Age = 36 }, [pscustomobject]@{ Name = 'Bob'; Age = 20 }, [pscustomobject]@{ Name = 'cy'; Age = 0 };";

describe('Where-Object', () => {
  it('filters with a script block', () => {
    expect(out('1..6 | Where-Object { $_ % 2 -eq 0 }')).toEqual([2, 4, 6]);
    expect(out('1..3 | ? { $_ -gt 1 }')).toEqual([2, 3]);
  });
  it('has the simplified comparison syntax', () => {
    const cases: [string, unknown[]][] = [
      ["$p | Where-Object Name -eq 'ada' | % Name", ['Ada']],
      ["$p | Where-Object Name -ceq 'ada' | % Name", []],
      ['$p | Where-Object Age -gt 18 | % Name', ['Ada', 'Bob']],
      ["$p | where Name -like 'B*' | % Name", ['Bob']],
      ["$p | where Name -match '^[a-c]' | % Name", ['Ada', 'Bob', 'cy']],
      ["$p | where Name -cmatch '^[a-c]' | % Name", ['cy']],
      ["$p | where Name -in 'Bob','cy' | % Name", ['Bob', 'cy']],
      ["$p | where Name -notin 'Bob','cy' | % Name", ['Ada']],
      ['$p | where Age | % Name', ['Ada', 'Bob']],
      ['$p | where -Not Age | % Name', ['cy']],
      ["$p | Where-Object -Property Age -Value 20 -EQ | % Name", ['Bob']],
    ];
    for (const [src, expected] of cases) expect(out(people + src), src).toEqual(expected);
  });
  it('checks -contains against a collection property', () => {
    expect(out("[pscustomobject]@{ Tags = 'a','b' } | Where-Object Tags -contains 'b' | % { 'yes' }")).toEqual(['yes']);
  });
  it('tests types with -Is and -IsNot', () => {
    expect(out("[pscustomobject]@{ V = 1 }, [pscustomobject]@{ V = 'x' } | Where-Object V -Is [int] | % V")).toEqual([1]);
    expect(out("[pscustomobject]@{ V = 1 }, [pscustomobject]@{ V = 'x' } | Where-Object V -IsNot int | % V")).toEqual(['x']);
  });
  it('refuses two operators', () => {
    expect(firstError("1 | Where-Object Name -eq 1 -gt 2").id).toBe('AmbiguousParameterSet,Microsoft.PowerShell.Commands.WhereObjectCommand');
  });
});
