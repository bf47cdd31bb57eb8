import { describe, expect, it } from 'vitest';
import { out } from './helpers.js';

describe('New-TimeSpan', () => {
  it('adds the parts given', () => {
    // TotalMinutes is a Double (90.0), which PowerShell writes as 90.
    expect(out('$m = (New-TimeSpan -Hours 1 -Minutes 30).TotalMinutes; "$m"; $m.GetType().Name')).toEqual(['90', 'Double']);
  });
  it('measures End minus Start', () => {
    expect(out("(New-TimeSpan -Start '2024-01-01' -End '2024-01-03 12:00').TotalDays")).toEqual([2.5]);
  });
  it('defaults a missing end to now', () => {
    const [days] = out("(New-TimeSpan -Start (Get-Date).AddDays(-3)).Days") as number[];
    expect(days).toBe(3);
  });
});
