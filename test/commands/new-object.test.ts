import { describe, expect, it } from 'vitest';
import { firstError, out, run } from './helpers.js';

describe('New-Object', () => {
  it('makes a custom object from -Property', () => {
    expect(out("$o = New-Object PSObject -Property @{ Name = 'Ada'; Age = 36 }; $o.Name; $o.Age; $o.GetType().FullName"))
      .toEqual(['Ada', 36, 'System.Management.Automation.PSCustomObject']);
  });
  it('makes an empty custom object, with PSCustomObject too', () => {
    expect(out('(New-Object PSObject).GetType().Name')).toEqual(['PSCustomObject']);
    expect(out("(New-Object -TypeName PSCustomObject -Property @{ a = 1 }).a")).toEqual([1]);
  });
  it('makes an ArrayList that methods can add to', () => {
    expect(out('$l = New-Object System.Collections.ArrayList; [void]$l.Add(1); [void]$l.Add(2); $l.Count; $l.GetType().Name'))
      .toEqual([2, 'ArrayList']);
  });
  it('passes -ArgumentList to the constructor, positionally too', () => {
    expect(out("(New-Object System.Text.StringBuilder 'start').ToString()")).toEqual(['start']);
    expect(out("(New-Object -TypeName datetime -ArgumentList 2024, 2, 29).Day")).toEqual([29]);
    expect(out("$l = New-Object 'System.Collections.Generic.List[string]'; $l.Add(5); $l[0].GetType().Name")).toEqual(['String']);
  });
  it('reports a -Property key another type does not have, and still writes the object', () => {
    const r = run('(New-Object System.Collections.ArrayList -Property @{ Nope = 5 }).GetType().Name');
    expect(r.output).toEqual(['ArrayList']);
    expect(r.errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['InvalidOperationException,Microsoft.PowerShell.Commands.NewObjectCommand']);
  });
  it('reports an unknown type', () => {
    expect(firstError('New-Object Nope.Thing')).toEqual({
      id: 'TypeNotFound,Microsoft.PowerShell.Commands.NewObjectCommand',
      message: 'Cannot find type [Nope.Thing]: verify that the assembly containing this type is loaded.',
    });
  });
  it('reports a type without a constructor, and a constructor that throws', () => {
    expect(firstError('New-Object System.Math').id).toBe('CannotFindAppropriateCtor,Microsoft.PowerShell.Commands.NewObjectCommand');
    const e = firstError('New-Object datetime 2024, 13, 1');
    expect(e.id).toBe('ConstructorInvokedThrowException,Microsoft.PowerShell.Commands.NewObjectCommand');
    expect(e.message).toMatch(/^Exception calling "\.ctor" with "3" argument\(s\): "Year, Month, and Day/);
  });
  it('is a statement-terminating error that try/catch sees', () => {
    expect(run("try { New-Object Nope.Thing } catch { 'caught' }").output).toEqual(['caught']);
  });
});
