import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';

describe('Get-Variable', () => {
  it('writes Name/Value objects', () => {
    expect(out('$answer = 42; $v = Get-Variable answer; $v.Name; $v.Value')).toEqual(['answer', 42]);
  });
  it('writes only values with -ValueOnly', () => {
    expect(out('$answer = 42; Get-Variable -Name answer -ValueOnly')).toEqual([42]);
  });
  it('matches wildcards', () => {
    expect(out('$zz1 = 1; $zz2 = 2; Get-Variable zz* | % Name')).toEqual(['zz1', 'zz2']);
  });
  it('reports a missing variable', () => {
    const r = run('Get-Variable nope');
    expect(r.errors[0].fullyQualifiedErrorId).toBe('VariableNotFound,Microsoft.PowerShell.Commands.GetVariableCommand');
    expect(r.errors[0].message).toBe("Cannot find a variable with the name 'nope'.");
  });
});
