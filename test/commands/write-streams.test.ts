// Write-Warning, Write-Verbose, Write-Debug, Write-Information: one file for the four small stream writers.
import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Write-Warning / Write-Verbose / Write-Debug / Write-Information', () => {
  it('writes a warning', () => {
    expect(run("Write-Warning 'careful'").warnings).toEqual(['careful']);
  });
  it('hides verbose unless -Verbose', () => {
    const streams = (src: string) => run(src).events.filter((e) => e.stream === 'verbose').map((e) => (e as { message: string }).message);
    expect(streams("Write-Verbose 'v'")).toEqual([]);
    expect(streams("Write-Verbose 'v' -Verbose")).toEqual(['v']);
  });
  it('hides debug unless -Debug', () => {
    const streams = (src: string) => run(src).events.filter((e) => e.stream === 'debug').map((e) => (e as { message: string }).message);
    expect(streams("Write-Debug 'd'")).toEqual([]);
    expect(streams("Write-Debug 'd' -Debug")).toEqual(['d']);
  });
  it('writes information with tags when asked', () => {
    const r = run("Write-Information 'info' -Tags a,b -InformationAction Continue");
    const e = r.events.find((x) => x.stream === 'information');
    expect(e).toMatchObject({ stream: 'information', value: 'info', tags: ['a', 'b'] });
  });
});
