import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Write-Information', () => {
  it('is hidden by default', () => {
    expect(run("Write-Information 'info'").information).toEqual([]);
  });
  it('writes the data with its tags when asked', () => {
    const e = run("Write-Information 'info' -Tags a,b -InformationAction Continue").events.find((x) => x.stream === 'information');
    expect(e).toMatchObject({ stream: 'information', value: 'info', tags: ['a', 'b'] });
  });
});
