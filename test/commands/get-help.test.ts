import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';
import { builtinCommands } from '../../src/engine/commands/registry.js';
import { syntaxLines } from '../../src/engine/commands/help/syntax.js';
import { writeError } from '../../src/engine/commands/output/write-error.js';
import { commonParameters } from '../../src/engine/commands/common-parameters.js';

describe('Get-Help', () => {
  it('shows name, synopsis, syntax, parameters and examples', () => {
    const [text] = out('Get-Help Sort-Object') as string[];
    for (const s of ['NAME\n    Sort-Object', 'SYNOPSIS', 'SYNTAX\n    Sort-Object [[-Property] <Object[]>]', 'PARAMETERS', '-Descending', 'EXAMPLES', '<CommonParameters>']) {
      expect(text).toContain(s);
    }
  });
  it('names every common parameter the binder accepts, -ProgressAction included', () => {
    const [text] = out('Get-Help Write-Output') as string[];
    const sentence = text.slice(text.indexOf('<CommonParameters>')).replace(/\s+/g, ' ');
    for (const p of commonParameters) expect(sentence, p.name).toMatch(new RegExp(`[ :,]${p.name}[,.]`));
    expect(sentence).toContain('ProgressAction');
  });
  it('indents every line of a multi-line example', () => {
    for (const d of builtinCommands.filter((c) => c.examples?.some((e) => e.code.includes('\n')))) {
      const [text] = out(`Get-Help ${d.name} -Examples`) as string[];
      const body = text.slice(text.indexOf('EXAMPLES\n') + 'EXAMPLES\n'.length);
      for (const line of body.split('\n').filter((l) => l !== '')) expect(line, d.name).toMatch(/^ {4}/);
    }
  });
  it('shows the about_Svc tour: define, call, break, fix', () => {
    const [text] = out('Get-Help about_Svc') as string[];
    const steps = ['DEFINE', 'CALL', 'BREAK', 'FIX'].map((s) => text.indexOf(s));
    expect(steps.every((at) => at > 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });
  it('resolves aliases', () => {
    expect((out('Get-Help %') as string[])[0]).toContain('ForEach-Object');
  });
  it('shows only examples with -Examples, and parameter details with -Full', () => {
    const [examples] = out('Get-Help Get-Date -Examples') as string[];
    expect(examples).toContain('Example 1');
    expect(examples).not.toContain('SYNTAX');
    const [full] = out('Get-Help Get-Date -Full') as string[];
    expect(full).toMatch(/Required\?\s+false/);
  });
  it('shows one parameter', () => {
    const [p] = out('Get-Help Select-Object -Parameter First') as string[];
    expect(p).toContain('-First <int>');
    expect(p).not.toContain('-Last');
  });
  it('has the about_Svc tour', () => {
    const [text] = out('Get-Help about_Svc') as string[];
    expect(text).toContain('New-SvcEndpoint');
    expect(text).toContain('FIX IT');
  });
  it('describes a script function from its param() block', () => {
    const [text] = out('function Get-User { param([Parameter(Mandatory)][string]$Name, [int]$Age) }; Get-Help Get-User') as string[];
    expect(text).toContain('SYNOPSIS\n    Get-User [-Name] <string> [[-Age] <int>] [<CommonParameters>]');
  });
  it('reports an unknown topic', () => {
    expect(run('Get-Help Nope-Nothing').errors[0].fullyQualifiedErrorId).toBe('HelpNotFound,Microsoft.PowerShell.Commands.GetHelpCommand');
  });
  it('generates syntax as PowerShell prints it', () => {
    const [first] = syntaxLines(writeError);
    expect(first).toMatch(/^Write-Error \[-Message\] <string> \[-Category \{NotSpecified \| OpenError \| /);
    expect(first.endsWith('[<CommonParameters>]')).toBe(true);
  });
  it('every builtin has a synopsis, help for each parameter, and an example', () => {
    for (const d of builtinCommands) {
      expect(d.synopsis, d.name).not.toBe('');
      for (const p of d.parameters) expect(p.help, `${d.name} -${p.name}`).not.toBe('');
      expect(d.examples?.length ?? 0, d.name).toBeGreaterThan(0);
    }
  });
});
