import { describe, expect, it } from 'vitest';
import { out, firstError } from './helpers.js';

describe('Get-Random', () => {
  it('writes an integer below -Maximum', () => {
    const values = out('1..50 | ForEach-Object { Get-Random -Maximum 5 }') as number[];
    expect(values.every((v) => Number.isInteger(v) && v >= 0 && v < 5)).toBe(true);
  });
  it('writes a double for double bounds', () => {
    const [v] = out('Get-Random -Minimum 1.5 -Maximum 2.5') as number[];
    expect(v).toBeGreaterThanOrEqual(1.5);
    expect(v).toBeLessThan(2.5);
  });
  it('writes a Double when a bound is a Double, even a whole one (1.0), as PowerShell does', () => {
    expect(out('(Get-Random -Minimum 1.0 -Maximum 2.0).GetType().Name; (Get-Random -Minimum 1 -Maximum 2.0).GetType().Name')).toEqual(['Double', 'Double']);
    const values = out('1..20 | ForEach-Object { Get-Random -Minimum 1.0 -Maximum 2.0 }').map(Number);
    expect(values.every((v) => v >= 1 && v < 2)).toBe(true);
    expect(values.some((v) => !Number.isInteger(v))).toBe(true);
    expect(out('(Get-Random -Minimum 1 -Maximum 3).GetType().Name')).toEqual(['Int32']);
  });
  it('picks from the pipeline without repeats', () => {
    const picked = out("'a','b','c' | Get-Random -Count 3") as string[];
    expect([...picked].sort()).toEqual(['a', 'b', 'c']);
  });
  it('repeats with -SetSeed', () => {
    expect(out('Get-Random -SetSeed 7 -Maximum 1000')).toEqual(out('Get-Random -SetSeed 7 -Maximum 1000'));
  });
  it('refuses Minimum >= Maximum', () => {
    expect(firstError('Get-Random -Minimum 5 -Maximum 5').id).toBe('MinGreaterThanOrEqualMax,Microsoft.PowerShell.Commands.GetRandomCommand');
  });
});
