import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

const verbose = (src: string) => run(src).events.filter((e) => e.stream === 'verbose').map((e) => (e as { message: string }).message);

describe('Write-Verbose', () => {
  it('is hidden by default', () => {
    expect(verbose("Write-Verbose 'v'")).toEqual([]);
  });
  it('shows with -Verbose or $VerbosePreference', () => {
    expect(verbose("Write-Verbose 'v' -Verbose")).toEqual(['v']);
    expect(verbose("$VerbosePreference = 'Continue'; Write-Verbose 'w'")).toEqual(['w']);
  });
});
