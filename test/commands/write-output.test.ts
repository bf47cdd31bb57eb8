import { describe, expect, it } from 'vitest';
import { firstError, out } from './helpers.js';

describe('Write-Output', () => {
  it('writes each argument (remaining arguments)', () => {
    expect(out('Write-Output hello world')).toEqual(['hello', 'world']);
  });
  it('enumerates an array argument', () => {
    expect(out('Write-Output 1,2,3 | ForEach-Object { $_ * 10 }')).toEqual([10, 20, 30]);
  });
  it('keeps an array whole with -NoEnumerate', () => {
    expect(out('(Write-Output 1,2,3 -NoEnumerate | Measure-Object).Count')).toEqual([1]);
  });
  it('passes pipeline input through', () => {
    expect(out("'a','b' | Write-Output")).toEqual(['a', 'b']);
  });
  it('answers to echo', () => {
    expect(out('echo hi')).toEqual(['hi']);
  });
  it('reports an unknown parameter with its id', () => {
    expect(firstError('Write-Output -Foo 1')).toEqual({
      id: 'NamedParameterNotFound,Microsoft.PowerShell.Commands.WriteOutputCommand',
      message: "A parameter cannot be found that matches parameter name 'Foo'.",
    });
  });
});
