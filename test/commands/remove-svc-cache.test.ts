// Remove-SvcCache (docs/state.md) through the real launcher.
import { describe, expect, it } from 'vitest';
import { runCache } from './cache-run.js';
import { tempDir } from '../shell/helpers.js';

describe('Remove-SvcCache', () => {
  it('removes a key, several keys, or every key a wildcard matches; a missing key is no error', async () => {
    const r = await runCache([
      "'a', 'b', 's:1', 's:2', 'keep' | ForEach-Object { Set-SvcCache $_ 1 }",
      "Remove-SvcCache a; Remove-SvcCache b, 'nothing'; Remove-SvcCache 's:*'",
      "(Get-SvcCache).Key -join ','",
      "Set-SvcCache big ('x' * 100); Get-SvcCache | Where-Object Size -gt 50 | Remove-SvcCache; (Get-SvcCache).Key -join ','",
      "'keep' | Remove-SvcCache; (Get-SvcCache).Count",
    ].join('\n'));
    expect(r.stderr).toBe('');
    expect(r.lines).toEqual(['keep', 'keep', '0']);
  }, 60_000);

  it('a -Persist key leaves the data folder too', async () => {
    const data = tempDir();
    await runCache("Set-SvcCache p 1 -Persist; Remove-SvcCache p", ['--data', data]);
    expect((await runCache('$null -eq (Get-SvcCache p)', ['--data', data])).lines).toEqual(['True']);
  }, 60_000);
});
