// Set-SvcCache (docs/state.md) through the real launcher.
import { describe, expect, it } from 'vitest';
import { runCache } from './cache-run.js';
import { tempDir } from '../shell/helpers.js';

describe('Set-SvcCache', () => {
  it('stores a copy, by name or position, from the pipeline too, with the expiration parameters', async () => {
    const r = await runCache([
      "Set-SvcCache -Key greeting -Value 'hello'; Get-SvcCache greeting",
      "Set-SvcCache n 42; (Get-SvcCache n) + 1",
      "@{ a = 1 } | Set-SvcCache -Key piped; (Get-SvcCache piped).a",
      "$h = @{ n = 1 }; Set-SvcCache h $h; $h.n = 2; (Get-SvcCache h).n",
      'Set-SvcCache soon 1 -AbsoluteExpirationFromNow (New-TimeSpan -Milliseconds 200); Start-Sleep -Milliseconds 400; $null -eq (Get-SvcCache soon)',
      "Set-SvcCache past 1 -AbsoluteExpiration (Get-Date).AddMinutes(-1); $null -eq (Get-SvcCache past)",
      "Set-SvcCache later 1 -AbsoluteExpiration (Get-Date).AddMinutes(10); ((Get-SvcCache later*).Expires - (Get-Date)).TotalMinutes -gt 9",
      "Set-SvcCache slide 1 -SlidingExpiration (New-TimeSpan -Seconds 30); (Get-SvcCache slide*).SlidingExpiration.TotalSeconds",
    ].join('\n'));
    expect(r.stderr).toBe('');
    expect(r.lines).toEqual(['hello', '43', '1', '1', 'True', 'True', 'True', '30']);
  }, 60_000);

  it('refuses what cannot be copied, two expirations at once, and a value over MaxCacheValueKB', async () => {
    const r = await runCache([
      "Set-SvcCache code { 1 }",
      "Set-SvcCache k 1 -AbsoluteExpirationFromNow (New-TimeSpan -Minutes 1) -SlidingExpiration (New-TimeSpan -Minutes 1)",
      "Set-SvcCache k 1 -SlidingExpiration 'soon'",
      'Set-SvcSetting -MaxCacheValueKB 1; Set-SvcCache big ("x" * 2000)',
      "'still running'; (Get-SvcCache).Count",
    ].join('\n'));
    expect(r.lines).toEqual(['still running', '0']);
    // Each error's message, in either of the console's forms: `Command: message`, or the line and a marker, then `| message`.
    const messages = r.stderr.split('\n').map((l) => /^Set-SvcCache: (.+)$/.exec(l)?.[1] ?? /^ {5}\| (?!\s*~+$)(.+)$/.exec(l)?.[1]).filter((m) => m !== undefined);
    expect(messages).toEqual([
      'A script block cannot be stored in the cache: it is code, not data. Store its text, or the data it makes.',
      expect.stringMatching(/^Parameter set cannot be resolved/),
      expect.stringMatching(/Cannot convert value "soon" to type "System.TimeSpan"/),
      "Cache key 'big': The value is 2 KB, over the MaxCacheValueKB setting (1 KB).",
    ]);
  }, 60_000);

  it('-Persist keeps the value in the data folder for the next start', async () => {
    const data = tempDir();
    expect((await runCache("Set-SvcCache kept 'yes' -Persist", ['--data', data])).code).toBe(0);
    expect((await runCache('Get-SvcCache kept', ['--data', data])).lines).toEqual(['yes']);
  }, 60_000);
});
