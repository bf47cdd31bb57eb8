import { describe, expect, it } from 'vitest';
import { endpointError } from './file-helpers.js';
import { withHistory } from './history-helpers.js';

describe('Invoke-History', () => {
  it('runs the last command again, showing it first, in the caller\'s scope', () => {
    const s = withHistory([]);
    s.run('$n = 1');
    s.run('$n = $n + 1; "n=$n"');
    const r = s.run('r');
    expect(r.host).toEqual(['$n = $n + 1; "n=$n"']);
    expect(r.output).toEqual(['n=3']);
    expect(s.run('$n').output).toEqual([3]);
  });
  it('runs an entry by id or by the start of its command line', () => {
    const s = withHistory(["'one'", "'two'", "Write-Output 'three'"]);
    expect(s.run('Invoke-History 2').output).toEqual(['two']);
    expect(s.run('ihy Write').output).toEqual(['three']);
  });
  it('reports an id or a text that matches nothing', () => {
    const s = withHistory(['a']);
    expect(s.run('Invoke-History 42').errors[0].message).toBe('Cannot locate history for command line 42.');
    expect(s.run('r zzz').errors[0].fullyQualifiedErrorId).toBe('InvokeHistoryNoHistoryForCommandline,Microsoft.PowerShell.Commands.InvokeHistoryCommand');
    expect(withHistory([]).run('r').errors[0].message).toBe('Cannot find the last command: the history is empty.');
  });
  it('is not available to endpoint scripts', () => {
    expect(endpointError('r')).toMatch(/^Invoke-History is not available to endpoint scripts/);
  });
});
