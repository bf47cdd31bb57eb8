import { describe, expect, it } from 'vitest';
import { firstError, out } from './helpers.js';

describe('Remove-Variable', () => {
  it('removes a variable (alias rv)', () => {
    expect(out('$x = 1; Remove-Variable x; $null -eq $x; $y = 2; rv y; $null -eq $y')).toEqual([true, true]);
  });
  it('removes where a lookup finds it, or from the named scope', () => {
    expect(out("$v = 'outer'; function f { $v = 'inner'; Remove-Variable v; $v }; f")).toEqual(['outer']);
    expect(out("$g = 1; function f { Remove-Variable g -Scope Global }; f; $null -eq $g")).toEqual([true]);
  });
  it('reports a missing name as VariableNotFound', () => {
    expect(firstError('Remove-Variable nope').id).toBe('VariableNotFound,Microsoft.PowerShell.Commands.RemoveVariableCommand');
  });
});
