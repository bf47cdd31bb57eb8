// Clear-SvcCache (docs/state.md) through the real launcher.
import { describe, expect, it } from 'vitest';
import { runCache } from './cache-run.js';
import { tempDir } from '../shell/helpers.js';

describe('Clear-SvcCache', () => {
  it('removes every key, -Persist ones from the data folder too', async () => {
    const data = tempDir();
    const r = await runCache("Set-SvcCache a 1; Set-SvcCache b 2 -Persist; $Cache:c = 3; Clear-SvcCache; (Get-SvcCache).Count", ['--data', data]);
    expect(r).toMatchObject({ code: 0, lines: ['0'], stderr: '' });
    expect((await runCache('(Get-SvcCache).Count', ['--data', data])).lines).toEqual(['0']);
  }, 60_000);
});
