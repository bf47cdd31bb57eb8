import { describe, expect, it } from 'vitest';
import { firstError, out } from './helpers.js';

// More cases, as a script with its expected streams: test/scripts/commands/add-member.svc.
describe('Add-Member', () => {
  it('adds a note property by name and value', () => {
    expect(out('$o = [pscustomobject]@{}; $o | Add-Member a 1; $o.a')).toEqual([1]);
  });
  it('runs a script property with $this on each read', () => {
    expect(out('$o = [pscustomobject]@{ n = 1 }; $o | Add-Member -MemberType ScriptProperty -Name d -Value { $this.n * 2 }; $o.d; $o.n = 5; $o.d')).toEqual([2, 10]);
  });
  it('calls a script method with its arguments', () => {
    expect(out("$o = [pscustomobject]@{ n = 1 }; $o | Add-Member ScriptMethod add { param($x) $this.n + $x }; $o.add(4)")).toEqual([5]);
  });
  it('refuses a member that exists unless -Force', () => {
    expect(firstError('$o = [pscustomobject]@{ a = 1 }; $o | Add-Member a 2').id).toBe('MemberAlreadyExists,Microsoft.PowerShell.Commands.AddMemberCommand');
    expect(out('$o = [pscustomobject]@{ a = 1 }; $o | Add-Member a 2 -Force; $o.a')).toEqual([2]);
  });
  it('writes the object only with -PassThru', () => {
    expect(out('[pscustomobject]@{} | Add-Member a 1').length).toBe(0);
    expect(out('([pscustomobject]@{} | Add-Member -NotePropertyMembers @{ a = 1; b = 2 } -PassThru).b')).toEqual([2]);
  });
});
