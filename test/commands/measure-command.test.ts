import { describe, expect, it } from 'vitest';
import { firstError, out, run } from './helpers.js';

describe('Measure-Command', () => {
  it('writes a TimeSpan covering the time the block ran, and discards its output', () => {
    const r = run('Measure-Command { Start-Sleep -Milliseconds 40; "lost" } | ForEach-Object { $_.GetType().Name; $_.TotalMilliseconds -ge 40; $_.TotalSeconds -lt 30 }');
    expect(r.output).toEqual(['TimeSpan', true, true]);
  });
  it('writes a TimeSpan whose Total* properties are Doubles and Ticks an Int64, as .NET types them', () => {
    expect(out('$t = Measure-Command { 1 }; $t.TotalMilliseconds.GetType().Name; $t.TotalSeconds.GetType().Name; $t.TotalMinutes.GetType().Name; '
      + '$t.TotalHours.GetType().Name; $t.TotalDays.GetType().Name; $t.Ticks.GetType().Name; $t.Milliseconds.GetType().Name'))
      .toEqual(['Double', 'Double', 'Double', 'Double', 'Double', 'Int64', 'Int32']);
    expect(out('"$((New-TimeSpan -Seconds 2).TotalMilliseconds)"; ((New-TimeSpan -Seconds 2).TotalMilliseconds + 1).GetType().Name')).toEqual(['2000', 'Double']);
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
