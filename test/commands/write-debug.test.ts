import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

const debug = (src: string) => run(src).events.filter((e) => e.stream === 'debug').map((e) => (e as { message: string }).message);

describe('Write-Debug', () => {
  it('is hidden by default and shows with -Debug', () => {
    expect(debug("Write-Debug 'd'")).toEqual([]);
    expect(debug("Write-Debug 'd' -Debug")).toEqual(['d']);
  });
});
