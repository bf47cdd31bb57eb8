// What the alias cmdlets share (about_Aliases): the AliasInfo objects Get-Alias and -PassThru write, the -Option and
// -Scope arguments, and the rule that a read-only alias changes only with -Force and a constant one never.
import { parameterList, type AliasEntry, type CommandContext, type ParamsOf } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { cmdletError } from '../cmdlet-errors.js';

/** PowerShell's ScopedItemOptions names, in the order their flags are shown ("ReadOnly, AllScope"). */
export const ALIAS_OPTIONS = ['None', 'ReadOnly', 'Constant', 'Private', 'AllScope'] as const;

/** PowerShell's AliasInfo as svc shows it: Name is the alias, Definition the command it stands for. */
export function aliasObject(entry: AliasEntry): PSObject {
  return PSObject.from([
    ['CommandType', 'Alias'], ['Name', entry.name], ['Definition', entry.definition], ['Description', entry.description],
    ['Options', optionsText(entry.options)],
  ], ['System.Management.Automation.AliasInfo', 'System.Management.Automation.CommandInfo', 'System.Object']);
}

/** A flags value as .NET writes it: "None", or the set flags joined by ", " in declaration order. */
export function optionsText(options: AliasEntry['options']): string {
  const set = ALIAS_OPTIONS.filter((o) => o !== 'None' && options.includes(o));
  return set.length === 0 ? 'None' : set.join(', ');
}

/** -Option ReadOnly,AllScope (an array, or one "ReadOnly, AllScope" string): the set flags. */
export function aliasOptions(value: unknown): AliasEntry['options'] {
  const names = (Array.isArray(value) ? value : [value ?? 'None']).flatMap((v) => String(v).split(','));
  return ALIAS_OPTIONS.filter((o): o is Exclude<typeof o, 'None'> => o !== 'None' && names.some((n) => n.trim().toLowerCase() === o.toLowerCase()));
}

/**
 * The -Scope argument, checked (about_Scopes): undefined when not given. A name that is no scope is PowerShell's
 * PSArgumentException (id Argument), a number past the global scope PSArgumentOutOfRangeException (id
 * ArgumentOutOfRange), both terminating, as Set-Alias.Tests.ps1 and Get-Alias.Tests.ps1 expect.
 */
export function aliasScope(ctx: CommandContext, command: string): string | undefined {
  if (!ctx.bound.has('Scope')) return undefined;
  const scope = String(ctx.params.Scope);
  const problem = ctx.aliases.checkScope(scope);
  if (problem === null) return scope;
  if (problem.id === 'Argument') {
    return ctx.throwTerminating(cmdletError(command, `The Scope parameter must be Global, Local, Script, Private, or a number of scopes up from the current one (0); got '${scope}'.`, 'Argument', 'InvalidArgument', scope, 'System.Management.Automation.PSArgumentException'));
  }
  return ctx.throwTerminating(cmdletError(command, `The scope number '${scope}' exceeds the number of active scopes. (Parameter 'Scope')`, 'ArgumentOutOfRange', 'InvalidArgument', scope, 'System.Management.Automation.PSArgumentOutOfRangeException'));
}

/**
 * Whether `name` may be written (set, or removed) by `command` in `scope`: a constant alias never, a read-only one only
 * with -Force. Writes PowerShell's error (AliasNotWritable / AliasNotRemovable) when not.
 */
export function mayChange(ctx: CommandContext, command: string, name: string, removing: boolean, scope: string | undefined): boolean {
  // A new alias goes to the current scope unless -Scope says otherwise, so that is where an old one is in the way
  // (an AllScope alias is in every scope); a removal without -Scope removes the nearest.
  const existing = ctx.aliases.get(name, removing ? scope : scope ?? 'Local');
  if (existing === undefined) return true;
  const constant = existing.options.includes('Constant');
  if (!constant && !existing.options.includes('ReadOnly')) return true;
  if (!constant && ctx.params.Force === true) return true;
  const message = removing
    ? `Alias was not removed because alias ${existing.name} is constant or read-only.`
    : `Alias is not writeable because alias ${existing.name} is read-only or constant and cannot be written to.`;
  ctx.writeError(cmdletError(command, message, removing ? 'AliasNotRemovable' : 'AliasNotWritable', 'WriteError', existing.name, 'System.Management.Automation.SessionStateUnauthorizedAccessException'));
  return false;
}

/** Set-Alias and New-Alias: store the alias in its scope, and write it with -PassThru. */
export function storeAlias(ctx: CommandContext<ParamsOf<typeof ALIAS_PARAMETERS>>, scope: string | undefined): void {
  const entry: AliasEntry = {
    name: ctx.params.Name!,
    definition: ctx.params.Value!,
    description: ctx.params.Description ?? '',
    options: aliasOptions(ctx.params.Option),
  };
  ctx.aliases.set(entry, scope);
  if (ctx.params.PassThru === true) ctx.writeOutput(aliasObject(entry), false);
}

const SCOPE_HELP = 'Global, Script, Local, Private, or a number of scopes up (0 is the current one, 1 its parent); default: the current scope.';

/** The parameters Set-Alias and New-Alias share (their syntax is the same). */
export const ALIAS_PARAMETERS = parameterList([
  { name: 'Name', type: 'string' as const, position: 0, mandatory: true, valueFromPipelineByPropertyName: true, help: 'The alias.' },
  { name: 'Value', type: 'string' as const, position: 1, mandatory: true, valueFromPipelineByPropertyName: true, help: 'The command the alias stands for (a cmdlet, a function, or another alias).' },
  { name: 'Description', type: 'string' as const, help: 'Free text shown by Get-Alias.' },
  { name: 'Option', type: 'string[]' as const, validateSet: [...ALIAS_OPTIONS], help: 'ReadOnly: changed or removed only with -Force; Constant: never; Private: seen only in the scope it is made in; AllScope: one alias seen in every scope below.' },
  { name: 'PassThru', type: 'switch' as const, help: 'Writes the alias object.' },
  { name: 'Scope', type: 'string' as const, help: `Where the alias is made: ${SCOPE_HELP}` },
  { name: 'Force', type: 'switch' as const, help: 'Changes a read-only alias.' },
]);

/** Get-Alias's -Scope help (Remove-Alias's says what it removes). */
export const SCOPE_ONLY_HELP = `Only the aliases of this scope: ${SCOPE_HELP.replace('; default: the current scope.', '.')}`;
