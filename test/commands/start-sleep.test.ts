import { describe, expect, it } from 'vitest';
import { out, firstError } from './helpers.js';

describe('Start-Sleep', () => {
  it('waits at least the time asked, through the host', () => {
    const started = Date.now();
    expect(out("Start-Sleep -Milliseconds 30; 'done'")).toEqual(['done']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
  it('takes fractional seconds positionally, and the sleep alias', () => {
    expect(out("sleep 0.01; 'ok'")).toEqual(['ok']);
  });
  it('refuses a negative time', () => {
    expect(firstError('Start-Sleep -Seconds -1').id).toBe('ParameterArgumentValidationError,Microsoft.PowerShell.Commands.StartSleepCommand');
  });
});
