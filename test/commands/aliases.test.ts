// Set-Alias, New-Alias, Get-Alias and Remove-Alias (about_Aliases; PowerShell's New-Alias.Tests.ps1 and
// Remove-Alias.Tests.ps1 give the error ids): one session-level table holding the builtin aliases too.
import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';

describe('Set-Alias', () => {
  it('maps a name onto a command, so a file written for another product runs unchanged', () => {
    expect(out('function Get-Thing { "thing $args" }\nSet-Alias -Name gt -Value Get-Thing\ngt 1')).toEqual(['thing 1']);
    expect(out('Set-Alias New-PSUEndpoint Write-Output; New-PSUEndpoint -InputObject x')).toEqual(['x']);
  });
  it('changes an existing alias, a builtin one too, and follows an alias of an alias', () => {
    expect(out('Set-Alias a1 Write-Output; Set-Alias a1 Measure-Object; (1, 2 | a1).Count')).toEqual([2]);
    expect(out('Set-Alias gcm Write-Output; gcm hi')).toEqual(['hi']);
    expect(out('Set-Alias inner Write-Output; Set-Alias outer inner; outer z')).toEqual(['z']);
  });
  it('refuses to change a read-only alias without -Force, and a constant one always', () => {
    const r = run('Set-Alias ro Write-Output -Option ReadOnly; Set-Alias ro Measure-Object; ro 1');
    expect(r.errors[0].fullyQualifiedErrorId).toBe('AliasNotWritable,Microsoft.PowerShell.Commands.SetAliasCommand');
    expect(r.output).toEqual([1]);
    expect(out('Set-Alias ro Write-Output -Option ReadOnly; Set-Alias ro Measure-Object -Force; (1, 2 | ro).Count')).toEqual([2]);
    expect(run('New-Alias c Write-Output -Option Constant; Set-Alias c Measure-Object -Force').errors[0].fullyQualifiedErrorId).toBe('AliasNotWritable,Microsoft.PowerShell.Commands.SetAliasCommand');
  });
});

describe('New-Alias', () => {
  it('creates an alias, with -PassThru writing it', () => {
    const [a] = out('New-Alias -Name List -Value Get-Command -Description "all commands" -PassThru') as { getProperty(n: string): { value: unknown } }[];
    expect(['Name', 'Definition', 'Description', 'CommandType'].map((n) => a.getProperty(n).value)).toEqual(['List', 'Get-Command', 'all commands', 'Alias']);
  });
  it('refuses an existing name unless -Force', () => {
    const r = run('New-Alias x Write-Output; New-Alias x Measure-Object; x 5');
    expect(r.errors[0].fullyQualifiedErrorId).toBe('AliasAlreadyExists,Microsoft.PowerShell.Commands.NewAliasCommand');
    expect(r.errors[0].message).toBe("The alias is not allowed, because an alias with the name 'x' already exists.");
    expect(r.output).toEqual([5]);
    expect(out('New-Alias x Write-Output; New-Alias x Measure-Object -Force; (1, 2, 3 | x).Count')).toEqual([3]);
  });
});

describe('Get-Alias', () => {
  it('lists the builtin aliases declared with their cmdlets and the ones the session made, by name and by definition', () => {
    expect(out('(Get-Alias gcm).Definition')).toEqual(['Get-Command']);
    expect(out('Set-Alias Zed Get-Command; (Get-Alias -Definition Get-Command).Name')).toEqual(['gcm', 'Zed']);
    expect(out('(Get-Alias s?l).Name')).toEqual(['sal']);
    expect(out('Set-Alias MyAlias Write-Output; (Get-Alias myalias).Name')).toEqual(['MyAlias']);
  });
  it('a name without wildcards that matches nothing is ItemNotFoundException', () => {
    const r = run('Get-Alias nope');
    expect(r.errors[0].fullyQualifiedErrorId).toBe('ItemNotFoundException,Microsoft.PowerShell.Commands.GetAliasCommand');
    expect(r.errors[0].message).toBe("This command cannot find a matching alias because an alias with the name 'nope' does not exist.");
  });
  it('Get-Command sees the session\'s aliases', () => {
    expect(out('Set-Alias ep Get-SvcEndpoint; (Get-Command ep).Name')).toEqual(['ep -> Get-SvcEndpoint']);
  });
});

describe('Remove-Alias', () => {
  it('removes an alias; the name is then unknown', () => {
    const r = run('Set-Alias tral Write-Output; Remove-Alias tral; Get-Alias tral; tral 1');
    expect(r.output).toEqual([]);
    expect(r.errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['ItemNotFoundException,Microsoft.PowerShell.Commands.GetAliasCommand', 'CommandNotFoundException']);
  });
  it('a missing alias and a read-only one are errors; -Force removes a read-only one', () => {
    expect(run('Remove-Alias tral').errors[0].fullyQualifiedErrorId).toBe('ItemNotFoundException,Microsoft.PowerShell.Commands.RemoveAliasCommand');
    expect(run('Set-Alias tral Write-Output -Option ReadOnly; Remove-Alias tral').errors[0].fullyQualifiedErrorId).toBe('AliasNotRemovable,Microsoft.PowerShell.Commands.RemoveAliasCommand');
    expect(out('Set-Alias tral Write-Output -Option ReadOnly; Remove-Alias tral -Force; (Get-Alias tral*).Count')).toEqual([0]);
  });
});
