import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';

describe('Measure-Object', () => {
  it('counts', () => {
    expect(out('(1..7 | Measure-Object).Count')).toEqual([7]);
  });
  it('computes sum, average, maximum, minimum', () => {
    expect(out('$m = 1..10 | Measure-Object -Sum -Average -Maximum -Minimum; $m.Sum; $m.Average; $m.Maximum; $m.Minimum')).toEqual([55, 5.5, 10, 1]);
  });
  it('leaves unrequested statistics null', () => {
    expect(out('(1,2 | Measure-Object).Sum -eq $null')).toEqual([true]);
  });
  it('measures a property', () => {
    expect(out("$m = [pscustomobject]@{ A = 2 }, [pscustomobject]@{ A = 5 } | measure A -Sum; $m.Sum; $m.Property")).toEqual([7, 'A']);
  });
  it('measures text', () => {
    expect(out("$m = 'hello world', 'again' | Measure-Object -Line -Word -Character; $m.Lines; $m.Words; $m.Characters")).toEqual([2, 3, 16]);
  });
  it('reports non-numeric input for -Sum', () => {
    expect(run("'x' | Measure-Object -Sum").errors[0].fullyQualifiedErrorId).toBe('NonNumericInputObject,Microsoft.PowerShell.Commands.MeasureObjectCommand');
  });
});
