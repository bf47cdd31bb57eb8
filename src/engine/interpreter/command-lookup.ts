// Command discovery (about_Command_Precedence): alias, then function, then cmdlet; names are case-insensitive.
import type { AliasEntry, CommandDeclaration, CommandInfo } from '../commands/declaration.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import type { Frame } from './frame.js';
import type { Scope } from './scope.js';
import type { FunctionInfo } from './function-info.js';
import { findFunction, visibleFunctions } from './functions.js';
import { resolveAlias, shareAliases, visibleAliases } from './alias-table.js';

export type ResolvedCommand =
  | { kind: 'function'; info: FunctionInfo; name: string }
  | { kind: 'cmdlet'; decl: CommandDeclaration; name: string };

export function resolveCommand(f: Frame, name: string): ResolvedCommand | null {
  const key = resolveAlias(f.scope, name).toLowerCase();
  const fn = findFunction(f.scope, key);
  if (fn !== undefined) return { kind: 'function', info: fn, name };
  const decl = f.session.cmdlets.get(key);
  if (decl !== undefined) return { kind: 'cmdlet', decl, name };
  return null;
}

/**
 * A shell-only command called from an endpoint script (CommandDeclaration.shellOnly): a statement-terminating error
 * that says so plainly. It stays a CommandNotFoundException (`catch [System.Management.Automation.CommandNotFoundException]`
 * catches it, as it would catch a missing command) with an id of its own.
 */
export function commandNotAvailable(name: string): TerminatingError {
  const message = `${name} is not available to endpoint scripts: it runs only in the shell (the prompt, a .svc file or svc -c).`;
  const ex = new PSException('System.Management.Automation.CommandNotFoundException', message);
  return new TerminatingError(new ErrorRecord(ex, 'CommandNotAvailableToEndpoints', 'PermissionDenied', name), false);
}

/** CommandNotFoundException, a statement-terminating error (about_Command_Precedence). */
export function commandNotFound(name: string, suggestion: string | null = null): TerminatingError {
  const message = `The term '${name}' is not recognized as a name of a cmdlet, function, script file, or executable program.\n`
    + 'Check the spelling of the name, or if a path was included, verify that the path is correct and try again.'
    + (suggestion === null ? '' : `\n${suggestion}`);
  const ex = new PSException('System.Management.Automation.CommandNotFoundException', message);
  ex.extra.set('CommandName', name);
  const record = new ErrorRecord(ex, 'CommandNotFoundException', 'ObjectNotFound', name);
  // No command ran, so PowerShell's CategoryInfo names no activity: "ObjectNotFound: (x:String) [], CommandNotFoundException".
  record.categoryOverrides = { activity: '' };
  return new TerminatingError(record, false);
}

interface CommandTables { cmdlets: Map<string, CommandDeclaration>; aliases: Map<string, AliasEntry> }

/** Name and alias tables per declaration list, built once: every endpoint call creates a session (a pure cache). */
const tablesByDeclarations = new WeakMap<readonly CommandDeclaration[], CommandTables>();

function commandTables(decls: readonly CommandDeclaration[]): CommandTables {
  let tables = tablesByDeclarations.get(decls);
  if (!tables) {
    tables = { cmdlets: new Map(), aliases: new Map() };
    for (const d of decls) {
      tables.cmdlets.set(d.name.toLowerCase(), d);
      // Shared by every session: entries are replaced, never changed, so one frozen object each is enough. PowerShell's
      // builtin aliases are AllScope (docs/files.md says why svc's are not also ReadOnly).
      for (const a of d.aliases ?? []) {
        tables.aliases.set(a.toLowerCase(), Object.freeze({ name: a, definition: d.name, description: '', options: Object.freeze(['AllScope' as const]) }));
      }
    }
    tablesByDeclarations.set(decls, tables);
  }
  return tables;
}

/**
 * The builtin cmdlets and their aliases for a new session whose global scope is `global`: the cmdlet table is shared
 * (no session changes it), the alias table shared until the session changes an alias (alias-table.ts).
 */
export function installCommands(global: Scope, decls: readonly CommandDeclaration[]): ReadonlyMap<string, CommandDeclaration> {
  const tables = commandTables(decls);
  shareAliases(global, tables.aliases);
  return tables.cmdlets;
}

export function listCommands(f: Frame): CommandInfo[] {
  const list: CommandInfo[] = [];
  for (const a of visibleAliases(f.scope)) list.push({ name: a.name, commandType: 'Alias', definition: a.definition, declaration: f.session.cmdlets.get(a.definition.toLowerCase()) ?? null });
  for (const fn of visibleFunctions(f.scope)) {
    list.push({ name: fn.name, commandType: fn.isFilter ? 'Filter' : 'Function', definition: fn.body.text, declaration: fn.declaration });
  }
  for (const d of f.session.cmdlets.values()) list.push({ name: d.name, commandType: 'Cmdlet', definition: d.name, declaration: d });
  return list.sort((a, b) => a.name.localeCompare(b.name));
}
