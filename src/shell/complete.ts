// Tab completion as a pure function of the line, the cursor and what the session knows (PowerShell's
// TabExpansion2, reduced): command names and aliases in command position, parameter names after `-` for the
// command being typed (the user's functions too), a parameter's ValidateSet or enum values, variable names after
// `$` and a variable's members after `$x.`, type names after `[`, endpoint URLs after -Url/-Uri and as the first
// argument of the web cmdlets, and file paths for the parameters that take one. Where the cursor is (the word, its
// command element and arguments) comes from the grammar's own tokens (./complete-locate.ts).
import { locate } from './complete-locate.js';

export interface CompletionCommand {
  name: string;
  /** Parameter names without the dash, including the common parameters the command accepts. */
  parameters: string[];
  /** Values a parameter accepts (its ValidateSet, or the enum of a common parameter), by lower-case name. */
  values?: Record<string, string[]>;
  /** Lower-case names and aliases of the parameters declared to take a path (`itemPath`), and their positions. */
  pathParameters?: string[];
  pathPositions?: number[];
  /** Lower-case names and aliases of the switch parameters (they take no value, so they are not counted as one). */
  switches?: string[];
}

export interface CompletionInfo {
  /** Cmdlets, functions and aliases; an alias maps to the command it stands for. */
  commands: CompletionCommand[];
  aliases: Record<string, string>;
  variables: string[];
  endpoints: string[];
  /** Type names a `[` can start (the engine's type table). */
  types?: string[];
  /**
   * Member names of the value of `$name`, or of the value reached from it through the properties of `path`
   * (`$err.Exception.` has path ['Exception']), from the engine's member table; [] when unknown.
   */
  members?(variable: string, path: string[]): string[];
  /** Entries of the folder a typed path names: [name, isFolder]. */
  files?(folder: string): [string, boolean][];
}

export interface CompletionResult {
  items: string[];
  /** Offset in the line where the completed word starts: items replace line.slice(start, cursor). */
  start: number;
}

/** The web cmdlets, whose first positional argument is the URL. */
const WEB_COMMANDS = new Set(['invoke-restmethod', 'invoke-webrequest']);
const URL_PARAMETERS = new Set(['-url', '-uri']);
/** A word that is a path as typed: `./x`, `../x`, `/x`, `~/x`. */
const LOOKS_LIKE_PATH = /^(\.{0,2}|~)\//;

export function complete(line: string, cursor: number, info: CompletionInfo): CompletionResult {
  const before = line.slice(0, cursor);
  const at = locate(before);
  const match = (candidates: string[], prefix: string) => unique(candidates.filter((c) => c.toLowerCase().startsWith(prefix.toLowerCase()))).sort(byName);
  const { word, start } = at;

  // `$x.` and `$x.a.b.`: the members of the value the property path reaches (a method call is not evaluated).
  if (at.kind === 'member' && info.members) {
    return { items: match(info.members(at.variable, at.path), word), start };
  }
  if (at.kind === 'type' && info.types) return { items: match(info.types, word), start };
  if (at.kind === 'variable') {
    const items = match(info.variables, word).map((v) => (at.braced ? '${' + v + '}' : '$' + v));
    return { items, start };
  }
  if (at.kind !== 'argument') return { items: [], start };
  const words = at.words;
  if (words.length === 0) return { items: commandPosition(word, at.invoked, info, match), start };
  const command = resolve(words[0], info);
  if (word.startsWith('-')) {
    const params = command ? command.parameters : [];
    return { items: match(params, word.slice(1)).map((p) => '-' + p), start };
  }
  const previous = words[words.length - 1].toLowerCase();
  const firstArgument = words.length === 1 && command && WEB_COMMANDS.has(command.name.toLowerCase());
  if (URL_PARAMETERS.has(previous) || firstArgument) return { items: match(info.endpoints, word), start };
  if (previous.startsWith('-') && command) {
    const values = command.values?.[previous.slice(1)];
    if (values) return { items: match(values, word), start };
  }
  if ((takesPath(command, words) || LOOKS_LIKE_PATH.test(word)) && info.files) return pathItems(word, start, info.files);
  return { items: [], start };
}

/** Command names; for a script file run as a command (`./f.svc`) and after `.` or `&`, which run files, paths first. */
function commandPosition(word: string, invoked: boolean, info: CompletionInfo, match: (c: string[], p: string) => string[]): string[] {
  const commands = word === '' ? [] : match([...info.commands.map((c) => c.name), ...Object.keys(info.aliases)], word);
  if (!(invoked || LOOKS_LIKE_PATH.test(word)) || !info.files) return commands;
  const paths = pathItems(word, 0, info.files).items;
  return [...paths, ...(LOOKS_LIKE_PATH.test(word) ? [] : commands)];
}

/**
 * Whether the word being typed is the value of a parameter declared to take a path: named (`-Path x`) or by
 * position (`Get-Content x`: the positional arguments before it counted, a parameter's value and a switch not).
 */
function takesPath(command: CompletionCommand | undefined, words: string[]): boolean {
  if (!command?.pathParameters) return false;
  const previous = words[words.length - 1].toLowerCase();
  const isParameter = (w: string) => /^-[a-z_]/i.test(w);
  if (words.length > 1 && isParameter(previous) && !previous.includes(':')) {
    if (!command.switches?.includes(previous.slice(1))) return command.pathParameters.includes(previous.slice(1));
  }
  let position = 0;
  for (let i = 1; i < words.length; i++) {
    const w = words[i].toLowerCase();
    if (!isParameter(w)) { position++; continue; }
    if (!w.includes(':') && !command.switches?.includes(w.slice(1))) i++;
  }
  return command.pathPositions?.includes(position) ?? false;
}

/** Entries of the typed path's folder that start with its last part; folders end in `/`. */
function pathItems(word: string, start: number, files: NonNullable<CompletionInfo['files']>): CompletionResult {
  const slash = word.lastIndexOf('/');
  const folder = slash < 0 ? '' : word.slice(0, slash + 1);
  const base = word.slice(slash + 1).toLowerCase();
  const items = files(folder || '.').filter(([n]) => n.toLowerCase().startsWith(base)).map(([n, dir]) => folder + n + (dir ? '/' : ''));
  return { items: items.sort(byName), start };
}

function resolve(name: string, info: CompletionInfo): CompletionCommand | undefined {
  const lower = name.toLowerCase();
  const target = Object.entries(info.aliases).find(([a]) => a.toLowerCase() === lower)?.[1] ?? name;
  return info.commands.find((c) => c.name.toLowerCase() === target.toLowerCase());
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.toLowerCase()) ? false : (seen.add(i.toLowerCase()), true)));
}

function byName(a: string, b: string): number {
  return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
}
