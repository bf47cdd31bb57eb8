import { describe, expect, it } from 'vitest';
import { run, out } from './helpers.js';

describe('Write-Error', () => {
  it('writes a non-terminating error and carries on', () => {
    const r = run("Write-Error 'Whoa!'; 'after'");
    expect(r.output).toEqual(['after']);
    expect(r.errors[0].message).toBe('Whoa!');
    expect(r.errors[0].fullyQualifiedErrorId).toBe('Microsoft.PowerShell.Commands.WriteErrorException');
    expect(r.errors[0].exception.typeName).toBe('Microsoft.PowerShell.Commands.WriteErrorException');
    expect(r.errors[0].category).toBe('NotSpecified');
  });
  it('takes category, id and target', () => {
    const r = run("Write-Error -Message 'No user' -Category ObjectNotFound -ErrorId UserNotFound -TargetObject 42");
    expect(r.errors[0].category).toBe('ObjectNotFound');
    expect(r.errors[0].fullyQualifiedErrorId).toBe('UserNotFound');
    expect(r.errors[0].targetObject).toBe(42);
  });
  it('is caught under -ErrorAction Stop', () => {
    expect(out("try { Write-Error 'bad' -ErrorAction Stop } catch { 'caught: ' + $_.Exception.Message }")).toEqual(['caught: bad']);
  });
  it('is silent under -ErrorAction SilentlyContinue but recorded in $Error', () => {
    const r = run("Write-Error 'quiet' -ErrorAction SilentlyContinue; $Error.Count");
    expect(r.errors).toEqual([]);
    expect(r.output).toEqual([1]);
  });
  it('fills -ErrorVariable', () => {
    expect(out("Write-Error 'x' -ErrorVariable ev -ErrorAction SilentlyContinue; $ev.Count; \"$($ev[0])\"")).toEqual([1, 'x']);
  });
  it('accepts the message from the pipeline', () => {
    expect(run("'piped' | Write-Error").errors[0].message).toBe('piped');
  });
  it('refuses an unknown category', () => {
    const r = run("Write-Error 'x' -Category Nope");
    expect(r.errors[0].fullyQualifiedErrorId).toBe('ParameterArgumentValidationError,Microsoft.PowerShell.Commands.WriteErrorCommand');
  });
});
