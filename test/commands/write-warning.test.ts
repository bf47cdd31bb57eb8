import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Write-Warning', () => {
  it('writes to the warning stream', () => {
    expect(run("Write-Warning 'careful'").warnings).toEqual(['careful']);
  });
  it('is silenced by -WarningAction SilentlyContinue', () => {
    expect(run("Write-Warning 'x' -WarningAction SilentlyContinue").warnings).toEqual([]);
  });
  it('accepts an empty message but not a missing one', () => {
    expect(run("Write-Warning ''").warnings).toEqual(['']);
    expect(run('Write-Warning').errors[0].fullyQualifiedErrorId).toBe('MissingMandatoryParameter,Microsoft.PowerShell.Commands.WriteWarningCommand');
  });
});
