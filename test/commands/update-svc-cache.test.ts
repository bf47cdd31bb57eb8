// Update-SvcCache (docs/state.md, the concurrency rule) through the real launcher; its concurrency through real
// HTTP is in test/http/cache-endpoints.test.ts.
import { describe, expect, it } from 'vitest';
import { runCache } from './cache-run.js';

describe('Update-SvcCache', () => {
  it('runs the block with the current value and stores what it writes', async () => {
    const r = await runCache([
      'Update-SvcCache hits { param($n) [int]$n + 1 } -PassThru',
      'Update-SvcCache hits { $_ + 10 } -PassThru',
      "Update-SvcCache list { param($l) , ((@($l) -ne $null) + 'a') }; Update-SvcCache list { param($l) , ($l + 'b') }; $Cache:list -join ','",
      "Update-SvcCache many { 1; 2; 3 }; $Cache:many.Count",
      "Update-SvcCache gone { }; $null -eq $Cache:gone; (Get-SvcCache gone*).Count",
      "Update-SvcCache t { 'x' } -AbsoluteExpirationFromNow (New-TimeSpan -Minutes 5); $null -ne (Get-SvcCache t*).Expires",
    ].join('\n'));
    expect(r.stderr).toBe('');
    expect(r.lines).toEqual(['1', '11', 'a,b', '3', 'True', '0', 'True']);
  }, 60_000);

  it('releases the lock when the block fails, and refuses what cannot be copied', async () => {
    const r = await runCache([
      "try { Update-SvcCache k { throw 'inside' } } catch { \"caught: $_\" }",
      "Update-SvcCache k { 'after' } -PassThru",
      "Update-SvcCache k { { 'code' } }",
      '$Cache:k',
    ].join('\n'));
    expect(r.lines).toEqual(['caught: inside', 'after', 'after']);
    expect(r.stderr).toMatch(/^Update-SvcCache:\n/);
    expect(r.stderr).toContain('| A script block cannot be stored in the cache: it is code, not data. Store its text, or the data it makes.');
  }, 60_000);
});
