// Set-Alias, New-Alias, Get-Alias and Remove-Alias (about_Aliases, about_Scopes; PowerShell's Set-Alias.Tests.ps1,
// Get-Alias.Tests.ps1, New-Alias.Tests.ps1 and Remove-Alias.Tests.ps1 give the cases and the error ids): aliases live
// in scopes as variables do, the builtin ones (AllScope) in the global scope.
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

/** Name, Definition and Options of Get-Alias's objects, one line each. */
const shown = (source: string) => out(`${source} | ForEach-Object { "$($_.Name)=$($_.Definition) [$($_.Options)]" }`);

describe('Options (AliasInfo.Options)', () => {
  it('is None, the flags given, or AllScope for the builtin aliases', () => {
    expect(shown('Set-Alias -Name ABCD -Value foo; Get-Alias ABCD')).toEqual(['ABCD=foo [None]']);
    expect(shown('Set-Alias -Name ABCD -Value foo -Option ReadOnly -Force; Get-Alias ABCD')).toEqual(['ABCD=foo [ReadOnly]']);
    // Set-Alias.Tests.ps1: -Force over a read-only alias without -Option leaves None.
    expect(shown('Set-Alias ABCD foo -Option ReadOnly; Set-Alias ABCD foo -Force; Get-Alias ABCD')).toEqual(['ABCD=foo [None]']);
    expect(shown('Set-Alias ABCD foo -Option AllScope, ReadOnly; Get-Alias ABCD')).toEqual(['ABCD=foo [ReadOnly, AllScope]']);
    expect(shown('Get-Alias gcm')).toEqual(['gcm=Get-Command [AllScope]']);
  });
});

describe('-Scope', () => {
  it('an alias made in a function or a called script block lasts until it returns; -Scope Global, Script or 1 outlives it', () => {
    expect(run('function f { Set-Alias tmp Write-Output; tmp inside }; f; tmp outside').errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['CommandNotFoundException']);
    expect(out('function f { Set-Alias tmp Write-Output; tmp inside }; f')).toEqual(['inside']);
    expect(out('function f { Set-Alias g1 Write-Output -Scope Global }; f; g1 global')).toEqual(['global']);
    expect(out('function f { Set-Alias s1 Write-Output -Scope Script }; f; s1 script')).toEqual(['script']);
    expect(out('function g { Set-Alias up Write-Output -Scope 1 }; function f { g; up one }; f')).toEqual(['one']);
    expect(run('function g { Set-Alias up Write-Output -Scope 1 }; function f { g }; f; up two').errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['CommandNotFoundException']);
    expect(out('& { New-Alias here Write-Output -Scope 0; here zero }')).toEqual(['zero']);
  });

  it('Get-Alias -Scope reads that scope; without it the nearest alias wins (Get-Alias.Tests.ps1)', () => {
    expect(shown([
      '& {',
      '  Set-Alias ABCD globalfoo -Scope Global',
      '  Set-Alias ABCD foo0 -Scope 0',
      '  Get-Alias ABCD; Get-Alias ABCD -Scope Local; Get-Alias ABCD -Scope Global; Get-Alias ABCD -Scope 1',
      '}',
    ].join('\n'))).toEqual(['ABCD=foo0 [None]', 'ABCD=foo0 [None]', 'ABCD=globalfoo [None]', 'ABCD=globalfoo [None]']);
    expect(out('& { Set-Alias mine Write-Output; (Get-Alias -Scope Local).Name -contains "mine"; (Get-Alias -Scope Global).Name -contains "mine"; (Get-Alias -Scope Local).Name -contains "gcm" }')).toEqual([true, false, true]);
  });

  it('a Private alias is not seen in child scopes; an AllScope one is changed where it lives', () => {
    expect(run('Set-Alias p Write-Output -Option Private; p here; & { p child }').errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['CommandNotFoundException']);
    expect(out('Set-Alias every Write-Output -Option AllScope; & { Set-Alias every Measure-Object -Option AllScope }; (1, 2 | every).Count')).toEqual([2]);
  });

  it('Remove-Alias removes the nearest alias, or the one in -Scope', () => {
    expect(out('Set-Alias two Write-Output; & { Set-Alias two Measure-Object; Remove-Alias two; two kept }')).toEqual(['kept']);
    expect(run('Set-Alias two Write-Output; & { Remove-Alias two -Scope Local }').errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['ItemNotFoundException,Microsoft.PowerShell.Commands.RemoveAliasCommand']);
  });

  it('a scope that is no scope name or number, or more scopes up than there are, is a terminating error', () => {
    const bogus = run('Set-Alias -Name ABCD -Value foo -Scope bogus; Get-Alias ABCD');
    expect(bogus.errors.map((e) => e.fullyQualifiedErrorId)).toEqual(['Argument,Microsoft.PowerShell.Commands.SetAliasCommand', 'ItemNotFoundException,Microsoft.PowerShell.Commands.GetAliasCommand']);
    expect(run('Set-Alias -Name ABCD -Value foo -Scope -1').errors[0].fullyQualifiedErrorId).toBe('ArgumentOutOfRange,Microsoft.PowerShell.Commands.SetAliasCommand');
    expect(run('Get-Alias -Name ABCD -Scope 99999').errors[0].fullyQualifiedErrorId).toBe('ArgumentOutOfRange,Microsoft.PowerShell.Commands.GetAliasCommand');
    expect(run('Get-Alias -Name ABCD -Scope bogus').errors[0].fullyQualifiedErrorId).toBe('Argument,Microsoft.PowerShell.Commands.GetAliasCommand');
    expect(run('Set-Alias tral Write-Output; Remove-Alias tral -Scope 99999').errors[0].fullyQualifiedErrorId).toBe('ArgumentOutOfRange,Microsoft.PowerShell.Commands.RemoveAliasCommand');
    expect(run('Set-Alias tral Write-Output; Remove-Alias tral -Scope 99999').errors[0].message).toBe("The scope number '99999' exceeds the number of active scopes. (Parameter 'Scope')");
  });
});
