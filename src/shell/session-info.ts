// What tab completion needs to know about the session, read in the worker (where the session lives).
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ACTION_PREFERENCE_NAMES, commonParameters, knownTypeNames, listMembers, PSHashtable, PSObject, type CommandDeclaration } from '../engine/index.js';
import { getMember } from '../engine/values/index.js';
import type { Session } from './engine-api.js';
import type { CompletionInfo } from './complete.js';

/** about_CommonParameters: the engine's one list, accepted by every cmdlet that does not opt out. */
const COMMON_PARAMETERS = commonParameters.map((p) => p.name);

/** What completion reads: the same declarations, member table and type table the engine uses. */
export function describeSession(session: Session, endpoints: string[], location: () => string = () => process.cwd()): CompletionInfo {
  const commands: CompletionInfo['commands'] = [];
  const aliases: Record<string, string> = {};
  for (const c of session.listCommands()) {
    if (c.commandType === 'Alias') { aliases[c.name] = c.definition; continue; }
    commands.push({ name: c.name, parameters: parametersOf(c.declaration), values: valuesOf(c.declaration), ...pathsOf(c.declaration) });
    for (const a of c.declaration?.aliases ?? []) aliases[a] = c.name;
  }
  return {
    commands, aliases, variables: session.variableNames(), endpoints, types: knownTypeNames(),
    members: (name, path) => membersOf(follow(session.getVariable(name), path)),
    files: (folder) => {
      try {
        return readdirSync(resolve(location(), folder), { withFileTypes: true }).map((e) => [e.name, e.isDirectory()] as [string, boolean]);
      } catch { return []; }
    },
  };
}

/**
 * The value a chain of property names reaches, read as member access reads it (getMember: the member table, a
 * custom object's properties, a hashtable's keys); a getter that fails ends the chain with nothing.
 */
function follow(value: unknown, path: string[]): unknown {
  let v = value;
  for (const name of path) {
    if (v === null || v === undefined) return null;
    try { v = getMember(v, name, null); } catch { return null; }
  }
  return v;
}

/** A custom object's properties or a hashtable's keys, then the member table's properties and methods (methods end in `(`). */
function membersOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const own = value instanceof PSObject ? value.properties().map((p) => p.name)
    : value instanceof PSHashtable ? value.keys().filter((k): k is string => typeof k === 'string') : [];
  return [...own, ...listMembers(value).map((m) => (m.memberType === 'Method' ? m.name + '(' : m.name))];
}

/** The common action parameters take ActionPreference's names; a declared ValidateSet gives its own. */
function valuesOf(d: CommandDeclaration | null): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  if (!d) return values;
  for (const p of d.parameters) if (p.validateSet) values[p.name.toLowerCase()] = [...p.validateSet];
  if (d.supportsCommonParameters !== false) {
    for (const p of commonParameters) if (p.kind === 'action') for (const n of [p.name, ...(p.aliases ?? [])]) values[n.toLowerCase()] = [...ACTION_PREFERENCE_NAMES];
  }
  return values;
}

function parametersOf(d: CommandDeclaration | null): string[] {
  if (!d) return [];
  const own = d.parameters.map((p) => p.name);
  return d.supportsCommonParameters === false ? own : [...own, ...COMMON_PARAMETERS];
}

/** The parameters declared to take a path (`itemPath`), by name, alias and position, and the switches. */
function pathsOf(d: CommandDeclaration | null): Pick<CompletionInfo['commands'][number], 'pathParameters' | 'pathPositions' | 'switches'> {
  if (!d) return {};
  const names = (p: CommandDeclaration['parameters'][number]) => [p.name, ...(p.aliases ?? [])].map((n) => n.toLowerCase());
  const paths = d.parameters.filter((p) => p.itemPath);
  return {
    pathParameters: paths.flatMap(names),
    pathPositions: paths.flatMap((p) => (p.position === undefined ? [] : [p.position])),
    switches: d.parameters.filter((p) => p.type === 'switch').flatMap(names),
  };
}
