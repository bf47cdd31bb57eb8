import { describe, expect, it } from 'vitest';
import { endpointError } from './file-helpers.js';
import { withHistory } from './history-helpers.js';

const ids = (s: ReturnType<typeof withHistory>) => s.history.list().map((e) => e.id);

describe('Clear-History', () => {
  it('clears everything, or the entries by -Id or -CommandLine', () => {
    const s = withHistory(['a', 'b', 'irm /x', 'irm /y', 'c']);
    s.run('Clear-History -Id 1, 2');
    expect(ids(s)).toEqual([3, 4, 5, 6]);
    s.run("clhy -CommandLine 'irm*'");
    expect(ids(s)).toEqual([5, 6, 7]);
    s.run('Clear-History');
    expect(ids(s)).toEqual([8]);
  });
  it('removes the -Count oldest, or the newest with -Newest', () => {
    const s = withHistory(['a', 'b', 'c', 'd']);
    s.run('Clear-History -Count 2');
    expect(s.history.list().map((e) => e.commandLine)).toEqual(['c', 'd', 'Clear-History -Count 2']);
    s.run('Clear-History -Count 2 -Newest');
    expect(s.history.list().map((e) => e.commandLine)).toEqual(['c', 'Clear-History -Count 2 -Newest']);
  });
  it('reports an id that is not there', () => {
    expect(withHistory(['a']).run('Clear-History -Id 7').errors[0].message).toBe('Cannot locate history for command line 7.');
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('Clear-History')).toMatch(/^Clear-History is not available to endpoint scripts/);
  });
});
