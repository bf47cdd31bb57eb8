import { describe, expect, it } from 'vitest';
import { builtinCommands, findBuiltinCommand } from '../../src/engine/commands/registry.js';

describe('command registry', () => {
  it('finds commands and aliases case-insensitively', () => {
    expect(findBuiltinCommand('write-output')?.name).toBe('Write-Output');
    expect(findBuiltinCommand('%')?.name).toBe('ForEach-Object');
    expect(findBuiltinCommand('?')?.name).toBe('Where-Object');
    for (const [alias, name] of [['select', 'Select-Object'], ['sort', 'Sort-Object'], ['group', 'Group-Object'], ['measure', 'Measure-Object'],
      ['echo', 'Write-Output'], ['sleep', 'Start-Sleep'], ['gcm', 'Get-Command'], ['ft', 'Format-Table'], ['fl', 'Format-List'], ['foreach', 'ForEach-Object'], ['where', 'Where-Object']]) {
      expect(findBuiltinCommand(alias)?.name, alias).toBe(name);
    }
    expect(findBuiltinCommand('Nope')).toBeNull();
  });
  it('has unique names and aliases', () => {
    const names = builtinCommands.flatMap((d) => [d.name, ...(d.aliases ?? [])].map((n) => n.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });
});
