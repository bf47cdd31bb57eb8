import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Write-Host', () => {
  it('joins its arguments with a space on the information stream, tagged PSHOST', () => {
    const e = run('Write-Host hello world').events.find((x) => x.stream === 'information');
    expect(e).toMatchObject({ value: 'hello world', tags: ['PSHOST'] });
  });
  it('uses -Separator and colours', () => {
    const e = run("Write-Host 1 2 3 -Separator ', ' -ForegroundColor green -NoNewline").events.find((x) => x.stream === 'information');
    expect(e).toMatchObject({ value: '1, 2, 3', hostOptions: { noNewline: true, foregroundColor: 'Green', backgroundColor: null } });
  });
  it('writes nothing to the output stream', () => {
    expect(run("Write-Host 'x'").output).toEqual([]);
  });
});
