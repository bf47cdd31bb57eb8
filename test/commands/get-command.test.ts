import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';

describe('Get-Command', () => {
  it('lists the builtin cmdlets', () => {
    const names = out('Get-Command | % Name') as string[];
    for (const n of ['Write-Output', 'Sort-Object', 'Get-Help', 'ConvertTo-Json']) expect(names).toContain(n);
  });
  it('filters by wildcard', () => {
    expect(out('Get-Command *-Object | % Name')).toEqual(expect.arrayContaining(['ForEach-Object', 'Where-Object', 'Select-Object']));
  });
  it('shows aliases with -CommandType Alias', () => {
    expect(out("Get-Command -CommandType Alias | ? Name -like '% *' | % Name")).toEqual(['% -> ForEach-Object']);
  });
  it('includes functions', () => {
    expect(out('function Get-Thing {}; (Get-Command Get-Thing).CommandType')).toEqual(['Function']);
  });
  it('writes syntax', () => {
    expect(out('Get-Command Out-Null -Syntax')).toEqual(['Out-Null [-InputObject <Object>] [<CommonParameters>]']);
  });
  it('reports an unknown command', () => {
    expect(run('Get-Command Nope-Nothing').errors[0].fullyQualifiedErrorId).toBe('CommandNotFoundException,Microsoft.PowerShell.Commands.GetCommandCommand');
  });
});
