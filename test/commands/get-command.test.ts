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
  it('describes each parameter (Parameters, ParameterSets), common parameters included where the command takes them', () => {
    expect(out('(Get-Command Get-Unique).Parameters.Keys -join ","')).toEqual(['InputObject,AsString,OnType,CaseInsensitive,Verbose,Debug,ErrorAction,WarningAction,InformationAction,ProgressAction,ErrorVariable,WarningVariable,InformationVariable,OutVariable,OutBuffer,PipelineVariable']);
    expect(out('$p = (Get-Command Get-Unique).Parameters.AsString; $p.ParameterType.FullName; $p.SwitchParameter; $p.ParameterSets')).toEqual(['System.Management.Automation.SwitchParameter', true, 'AsString']);
    expect(out('(Get-Command Get-Unique).ParameterSets -join ","; (Get-Command gu).Definition')).toEqual(['AsString,UniqueByType', 'Get-Unique']);
    expect(out('function Simple($a, $b) {}; function Advanced { [CmdletBinding()] param([string]$Name) }; (Get-Command Simple).Parameters.Keys -join ","; (Get-Command Advanced).Parameters.Count')).toEqual(['a,b', 13]);
  });
  it('shows commands in one table of CommandType, Name, Version and Source, aliases included', () => {
    expect(out('Get-Command Get-Unique, gu | Out-String')).toEqual(['\nCommandType Name             Version Source\n----------- ----             ------- ------\nCmdlet      Get-Unique               Microsoft.PowerShell.Utility\nAlias       gu -> Get-Unique\n\n']);
  });
  it('reports an unknown command', () => {
    expect(run('Get-Command Nope-Nothing').errors[0].fullyQualifiedErrorId).toBe('CommandNotFoundException,Microsoft.PowerShell.Commands.GetCommandCommand');
  });
});
