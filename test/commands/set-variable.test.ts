import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('Set-Variable', () => {
  it('sets a variable by name', () => {
    expect(out('Set-Variable -Name answer -Value 42; $answer')).toEqual([42]);
    expect(out('Set-Variable x 7; $x')).toEqual([7]);
  });
  it('sets in the global scope from a function', () => {
    expect(out('function f { Set-Variable g 1 -Scope Global }; f; $g')).toEqual([1]);
  });
  it('writes the variable with -PassThru', () => {
    expect(out('(Set-Variable y 3 -PassThru).Value')).toEqual([3]);
  });
});
