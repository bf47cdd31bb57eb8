import { describe, expect, it } from 'vitest';
import { firstError, out, run } from './helpers.js';

describe('Measure-Command', () => {
  it('writes a TimeSpan covering the time the block ran, and discards its output', () => {
    const r = run('Measure-Command { Start-Sleep -Milliseconds 40; "lost" } | ForEach-Object { $_.GetType().Name; $_.TotalMilliseconds -ge 40; $_.TotalSeconds -lt 30 }');
    expect(r.output).toEqual(['TimeSpan', true, true]);
  });
  it('runs the block once per pipeline object with $_ set, and writes one TimeSpan', () => {
    expect(out('$seen = @(); $t = 1..3 | Measure-Command { $script:seen += $_ * 10 }; $seen; $t.GetType().Name')).toEqual([10, 20, 30, 'TimeSpan']);
  });
  it('lets errors and other streams of the block through', () => {
    const r = run("Measure-Command { Write-Warning 'w'; Write-Error 'e' } | Out-Null");
    expect(r.warnings).toEqual(['w']);
    expect(r.errors.map((e) => e.message)).toEqual(['e']);
  });
  it('needs a script block', () => {
    expect(firstError('Measure-Command').id).toBe('MissingMandatoryParameter,Microsoft.PowerShell.Commands.MeasureCommandCommand');
  });
});
