// Get-SvcCache (docs/state.md) through the real launcher.
import { describe, expect, it } from 'vitest';
import { runCache } from './cache-run.js';

describe('Get-SvcCache', () => {
  it('reads a copy; a missing key is $null, not an error; an array comes out one element at a time', async () => {
    const r = await runCache([
      "Set-SvcCache -Key n -Value 42; Get-SvcCache -Key n",
      '$null -eq (Get-SvcCache missing)',
      "Set-SvcCache list @('a', 'b'); (Get-SvcCache list | Measure-Object).Count; $Cache:list.GetType().Name",
      "Set-SvcCache one @(,'only'); (Get-SvcCache one).GetType().Name; $Cache:one.GetType().Name",
    ].join('\n'));
    expect(r.stderr).toBe('');
    expect(r.lines).toEqual(['42', 'True', '2', 'Object[]', 'String', 'Object[]']);
  }, 60_000);

  it('lists keys, sorted, with a wildcard or without a key', async () => {
    const r = await runCache([
      "Set-SvcCache 'user:2' 'bea'; Set-SvcCache 'user:1' 'ann'; Set-SvcCache other 1 -Persist",
      "(Get-SvcCache 'user:*').Key -join ','",
      "(Get-SvcCache).Key -join ','",
      "$e = Get-SvcCache other*; $e.PSObject.TypeNames[0]; $e.Size; $e.Persist; $null -eq $e.Expires",
      "(Get-SvcCache 'User:*').Count",
    ].join('\n'));
    expect(r.stderr).toBe('');
    expect(r.lines).toEqual(['user:1,user:2', 'other,user:1,user:2', 'Svc.CacheEntry', '1', 'True', 'True', '0']);
  }, 60_000);

  it('a sliding expiration moves ahead on each read', async () => {
    const r = await runCache([
      'Set-SvcCache s 1 -SlidingExpiration (New-TimeSpan -Milliseconds 600)',
      'foreach ($i in 1..4) { Start-Sleep -Milliseconds 300; $null -ne (Get-SvcCache s) }',
      'Start-Sleep -Milliseconds 900; $null -eq (Get-SvcCache s)',
    ].join('\n'));
    expect(r.lines).toEqual(['True', 'True', 'True', 'True', 'True']);
  }, 60_000);
});
