// What the alias cmdlets share (about_Aliases): the AliasInfo objects Get-Alias and -PassThru write, the -Option
// values, and the rule that a read-only alias changes only with -Force and a constant one never.
import type { AliasEntry, CommandContext } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { cmdletError } from './cmdlet-errors.js';

export const ALIAS_OPTIONS = ['None', 'ReadOnly', 'Constant', 'Private', 'AllScope'];

/** PowerShell's AliasInfo as svc shows it: Name is the alias, Definition the command it stands for. */
export function aliasObject(entry: AliasEntry): PSObject {
  return PSObject.from([
    ['CommandType', 'Alias'], ['Name', entry.name], ['Definition', entry.definition], ['Description', entry.description],
  ], ['System.Management.Automation.AliasInfo', 'System.Management.Automation.CommandInfo', 'System.Object']);
}

/** Private and AllScope are about scopes, which svc's one alias table does not have: they mean None here. */
export function aliasOption(value: unknown): AliasEntry['option'] {
  const text = String(value ?? 'None').toLowerCase();
  return text === 'readonly' ? 'ReadOnly' : text === 'constant' ? 'Constant' : 'None';
}

/**
 * Whether `name` may be written (set, or removed) by `command`: a constant alias never, a read-only one only with
 * -Force. Writes PowerShell's error (AliasNotWritable / AliasNotRemovable) when not.
 */
export function mayChange(ctx: CommandContext, command: string, name: string, removing: boolean): boolean {
  const existing = ctx.aliases.get(name);
  if (existing === undefined || existing.option === 'None') return true;
  if (existing.option === 'ReadOnly' && ctx.params.Force === true) return true;
  const message = removing
    ? `Alias was not removed because alias ${existing.name} is constant or read-only.`
    : `Alias is not writeable because alias ${existing.name} is read-only or constant and cannot be written to.`;
  ctx.writeError(cmdletError(command, message, removing ? 'AliasNotRemovable' : 'AliasNotWritable', 'WriteError', existing.name, 'System.Management.Automation.SessionStateUnauthorizedAccessException'));
  return false;
}

/** Set-Alias and New-Alias: store the alias, and write it with -PassThru. */
export function storeAlias(ctx: CommandContext): void {
  const entry: AliasEntry = {
    name: ctx.params.Name as string,
    definition: ctx.params.Value as string,
    description: (ctx.params.Description as string | undefined) ?? '',
    option: aliasOption(ctx.params.Option),
  };
  ctx.aliases.set(entry);
  if (ctx.params.PassThru === true) ctx.writeOutput(aliasObject(entry), false);
}

/** The parameters Set-Alias and New-Alias share (their syntax is the same). */
export const ALIAS_PARAMETERS = [
  { name: 'Name', type: 'string' as const, position: 0, mandatory: true, valueFromPipelineByPropertyName: true, help: 'The alias.' },
  { name: 'Value', type: 'string' as const, position: 1, mandatory: true, valueFromPipelineByPropertyName: true, help: 'The command the alias stands for (a cmdlet, a function, or another alias).' },
  { name: 'Description', type: 'string' as const, help: 'Free text shown by Get-Alias.' },
  { name: 'Option', type: 'string' as const, validateSet: ALIAS_OPTIONS, help: 'ReadOnly: changed or removed only with -Force; Constant: never. Private and AllScope are accepted and mean None (one alias table).' },
  { name: 'PassThru', type: 'switch' as const, help: 'Writes the alias object.' },
  { name: 'Scope', type: 'string' as const, help: 'Accepted for compatibility: svc keeps one alias table per session.' },
  { name: 'Force', type: 'switch' as const, help: 'Changes a read-only alias.' },
];
