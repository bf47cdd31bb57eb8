// What an endpoint's code needs from outside itself, read from its AST when it is defined (docs/files.md, "Code that
// endpoints share"). Each call runs in a fresh session inside an isolate that reads no files, so:
// - the files it loads (`. ./helpers.svc`, `Import-Module ./helpers.psm1`, named by a constant path) are read here,
//   relative to the file whose code loads them (the current location at the prompt), and shipped with the definition;
//   the files they load in turn too;
// - a command it calls that no endpoint can see (a function typed at the prompt, a shell-only command, a name that is
//   no command) is a warning now, naming the command and the way to share it, instead of a call that fails quietly;
// - `$using:` has nothing to copy from in an endpoint (PowerShell's UsingWithoutInvokeCommand at run time): a warning;
// - a class or enum of the shell session that it uses (`[Person]::new()`) is no type in its session: a warning.
import { visitAst } from '../../../../grammar/index.js';
import type * as A from '../../../../grammar/ast.js';
import type { CommandContext, CommandInfo } from '../declaration.js';
import type { FileHost } from '../../host.js';
import { isScriptPath, type SharedFile } from '../../protocol/shared-files.js';
import { describeParseError } from '../../protocol/endpoint-script.js';
import { endpointScripts, resolveTypeName, userTypeName } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';
import { folderOf } from './endpoint-file.js';

const SHARE_ADVICE = 'put it in a file and load that file at the top of the endpoint script, with `. ./helpers.svc` or `Import-Module ./helpers.psm1` (docs/files.md, "Code that endpoints share")';

/** The code to read: an endpoint's script or a file it loads. */
interface Unit {
  ast: A.ScriptBlock;
  /** How the isolate names this code's file: null for an -Endpoint block. */
  scriptName: string | null;
  /** The absolute file, for resolving and recording what it loads; null for a block typed at the prompt. */
  path: string | null;
  /** The folder its relative paths resolve against; null: the current location. */
  folder: string | null;
}

/** What a file load looks like in code. */
interface Load { name: string | null; kind: 'script' | 'module'; at: A.Extent }

interface Facts {
  loads: Load[];
  /** By lower-cased name: the name as first written and where. */
  calls: Map<string, { name: string; at: A.Extent }>;
  functions: Set<string>;
  /** Classes and enums the code defines, and the type names it writes (by lower-cased name: as written and where). */
  types: Set<string>;
  typeUses: Map<string, { name: string; at: A.Extent }>;
  usingVariables: Set<string>;
  /** Variables read without a scope (for a closure's captured names). */
  reads: Set<string>;
}

export interface SharingResult {
  files: SharedFile[];
  warnings: string[];
}

/**
 * Reads what the endpoint's script loads (terminating errors for a file that is missing or has a syntax error, as for
 * -Path), and the warnings its calls deserve. `scriptName`/`path` are the -Path file's, or null for a block.
 */
export function shareEndpointCode(ctx: CommandContext, command: string, ast: A.ScriptBlock, scriptName: string | null, path: string | null): SharingResult {
  const definedIn = ctx.session.currentFile;
  const root: Unit = { ast, scriptName, path, folder: path !== null ? folderOf(path) : definedIn !== null ? folderOf(definedIn) : null };
  const files: SharedFile[] = [];
  const warnings: string[] = [];
  const all: Facts = { loads: [], calls: new Map(), functions: new Set(), types: new Set(), typeUses: new Map(), usingVariables: new Set(), reads: new Set() };
  const seen = new Set<string>();
  const queue: Unit[] = [root];
  while (queue.length > 0) {
    const unit = queue.shift()!;
    const facts = readFacts(unit.ast, ctx);
    for (const [k, v] of facts.calls) if (!all.calls.has(k)) all.calls.set(k, v);
    for (const f of facts.functions) all.functions.add(f);
    for (const t of facts.types) all.types.add(t);
    for (const [k, v] of facts.typeUses) if (!all.typeUses.has(k)) all.typeUses.set(k, v);
    for (const u of facts.usingVariables) all.usingVariables.add(u);
    if (unit === root) for (const r of facts.reads) all.reads.add(r);
    for (const load of facts.loads) {
      if (load.name === null) {
        warnings.push(`The endpoint ${load.kind === 'module' ? 'imports a module' : 'runs a script file'} whose path is not a constant (line ${load.at.startLine}): endpoint scripts read no files, so only a file named by a constant path is read when the endpoint is defined and shipped with it; this load will fail.`);
        continue;
      }
      const key = `${unit.scriptName ?? ''}\u0000${load.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const file = readShared(ctx, command, unit, load.name, definedIn);
      files.push(file);
      queue.push({ ast: endpointScripts.get(file.text, true).ast, scriptName: file.scriptName, path: file.path, folder: folderOf(file.path) });
    }
  }
  warnings.push(...callWarnings(all, ctx), ...typeWarnings(all, ctx));
  for (const name of all.usingVariables) {
    warnings.push(`The endpoint script reads $using:${name}: an endpoint runs in a session of its own for each call, so $using: has nothing to copy, and reading it fails (UsingWithoutInvokeCommand). Write the value into the script, or share it through the cache ($Cache:${name}, Set-SvcCache; docs/state.md).`);
  }
  return { files, warnings };
}

/** The variables a GetNewClosure() block captured that its script reads (they do not travel with an endpoint). */
export function closureWarning(ast: A.ScriptBlock, captured: readonly string[]): string {
  const reads = new Set<string>();
  visitAst(ast, (n: { kind: string }) => { if (n.kind === 'VariableExpression' && (n as A.VariableExpression).scope === null) reads.add((n as A.VariableExpression).name.toLowerCase()); });
  const lost = captured.filter((c) => reads.has(c.toLowerCase()));
  const names = lost.length > 0 ? ` (${lost.map((n) => '$' + n).join(', ')})` : '';
  return `The endpoint's script block was made by GetNewClosure(): an endpoint runs only the block's text, in a session of its own for each call, so the variables the closure captured${names} are not there and read as $null. Write the values into the script, or share them through the cache ($Cache:, Set-SvcCache; docs/state.md).`;
}

function readShared(ctx: CommandContext, command: string, unit: Unit, name: string, definedIn: string | null): SharedFile {
  const files: FileHost | undefined = ctx.host.files;
  if (files === undefined) {
    return ctx.throwTerminating(cmdletError(command, `The endpoint loads '${name}', which needs the svc shell's file access to read, and this session has none.`, 'FileAccessNotAvailable', 'ResourceUnavailable', name, 'System.InvalidOperationException'));
  }
  const path = files.resolvePath(name, unit.folder);
  const read = files.readScript(path, 'endpoint', unit.path ?? definedIn);
  if (!read.ok && read.kind === 'notFound') {
    return ctx.throwTerminating(cmdletError(command, `Cannot find path '${path}' because it does not exist (the endpoint loads '${name}').`, 'PathNotFound', 'ObjectNotFound', name, 'System.Management.Automation.ItemNotFoundException'));
  }
  if (!read.ok) {
    return ctx.throwTerminating(cmdletError(command, `Cannot read '${path}', which the endpoint loads: ${read.message}`, 'SharedFileUnreadable', 'ReadError', name, 'System.IO.IOException'));
  }
  const text = read.value;
  const scriptName = unit.scriptName === null || isAbsolute(name) ? name : `${folderOf(unit.scriptName)}/${name.replace(/^\.[/\\]/, '')}`;
  const { errors } = endpointScripts.get(text, true);
  if (errors.length > 0) {
    const message = `'${name}', which the endpoint loads, has a syntax error. ${describeParseError(errors[0]).replace('At line:', `At ${scriptName}:`)}`;
    ctx.throwTerminating(cmdletError(command, message, 'EndpointParseError', 'ParserError', name, 'System.Management.Automation.ParseException'));
  }
  return { name, from: unit.scriptName, scriptName, path, text };
}

function isAbsolute(name: string): boolean {
  return name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:[/\\]/.test(name);
}

function readFacts(ast: A.ScriptBlock, ctx: CommandContext): Facts {
  const facts: Facts = { loads: [], calls: new Map(), functions: new Set(), types: new Set(), typeUses: new Map(), usingVariables: new Set(), reads: new Set() };
  visitAst(ast, (node: { kind: string }) => {
    if (node.kind === 'FunctionDefinition') facts.functions.add((node as A.FunctionDefinition).name.toLowerCase());
    else if (node.kind === 'TypeDefinition') facts.types.add((node as A.TypeDefinition).name.toLowerCase());
    else if (node.kind === 'TypeExpression' || node.kind === 'ConvertExpression') readTypeUse((node as A.TypeExpression | A.ConvertExpression).type, facts);
    else if (node.kind === 'Parameter' && (node as A.Parameter).type !== null) readTypeUse((node as A.Parameter).type!, facts);
    else if (node.kind === 'VariableExpression') readVariable(node as A.VariableExpression, facts);
    else if (node.kind === 'Command') readCommand(node as A.Command, facts, ctx);
  });
  return facts;
}

function readVariable(v: A.VariableExpression, facts: Facts): void {
  const scope = v.scope?.toLowerCase() ?? null;
  if (scope === 'using') facts.usingVariables.add(v.name);
  else if (scope === null) facts.reads.add(v.name.toLowerCase());
}

function readCommand(node: A.Command, facts: Facts, ctx: CommandContext): void {
  const first = node.elements[0];
  if (first === undefined || first.kind !== 'StringConstantExpression') return;
  const name = first.value;
  if (isScriptPath(name)) { facts.loads.push({ name, kind: 'script', at: node.extent }); return; }
  const target = resolvesTo(name, ctx).toLowerCase();
  if (target === 'import-module') { facts.loads.push({ name: moduleArgument(node), kind: 'module', at: node.extent }); return; }
  if (!facts.calls.has(name.toLowerCase())) facts.calls.set(name.toLowerCase(), { name, at: node.extent });
}

/** The command an alias stands for (the builtin aliases: an endpoint has no others), else the name. */
function resolvesTo(name: string, ctx: CommandContext): string {
  const alias = ctx.aliases.get(name);
  return alias !== undefined && alias.options.includes('AllScope') ? alias.definition : name;
}

/** Import-Module's -Name (or first positional) argument when it is a constant; null otherwise. */
function moduleArgument(node: A.Command): string | null {
  const args = node.elements.slice(1);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.kind === 'CommandParameter') {
      if (!/^n(a(m(e)?)?)?$/i.test(a.name)) { if (a.argument === null && !isSwitch(a.name)) i++; continue; }
      const value = a.argument ?? args[i + 1] ?? null;
      return value !== null && value.kind === 'StringConstantExpression' ? value.value : null;
    }
    return a.kind === 'StringConstantExpression' ? a.value : null;
  }
  return null;
}

/** Import-Module's switches: they take no argument of their own. */
function isSwitch(name: string): boolean {
  return ['force', 'passthru', 'global'].includes(name.toLowerCase());
}

/** A type name as written, without array brackets or generic arguments (`Person[]`, `List[Person]` name Person too). */
function readTypeUse(t: A.TypeName, facts: Facts): void {
  for (const part of t.name.split(/[[\],]/)) {
    const name = part.trim();
    if (name !== '' && !facts.typeUses.has(name.toLowerCase())) facts.typeUses.set(name.toLowerCase(), { name, at: t.extent });
  }
}

/** The classes and enums of the shell session the code uses without defining them: no endpoint call sees them. */
function typeWarnings(facts: Facts, ctx: CommandContext): string[] {
  const warnings: string[] = [];
  for (const [key, { name, at }] of facts.typeUses) {
    if (facts.types.has(key) || resolveTypeName(name) !== null) continue;
    const t = ctx.valueContext.types?.get(name);
    if (t === undefined) continue;
    warnings.push(`The endpoint uses the ${t.kind} '${userTypeName(t)}' (line ${at.startLine}), a type of this shell session, which endpoint scripts cannot see: each call runs in a fresh session with its own types. To share it, ${SHARE_ADVICE}.`);
  }
  return warnings;
}

/** The calls no endpoint can see, with what to do about each. */
function callWarnings(facts: Facts, ctx: CommandContext): string[] {
  const known = new Map<string, CommandInfo>();
  for (const c of ctx.listCommands()) known.set(c.name.toLowerCase(), c);
  const warnings: string[] = [];
  for (const [key, { name: written, at }] of facts.calls) {
    if (facts.functions.has(key)) continue;
    const info = known.get(resolvesTo(key, ctx).toLowerCase());
    const name = info?.name ?? written;
    const line = `line ${at.startLine}`;
    if (info === undefined) {
      warnings.push(`The endpoint calls '${written}' (${line}), which is no command endpoint scripts can see: the call will fail with CommandNotFoundException. If it is a function of yours, ${SHARE_ADVICE}.`);
    } else if (info.commandType === 'Function' || info.commandType === 'Filter') {
      warnings.push(`The endpoint calls '${name}' (${line}), a function of this shell session, which endpoint scripts cannot see: each call runs in a fresh session of its own. To share it, ${SHARE_ADVICE}.`);
    } else if (info.commandType === 'Alias') {
      warnings.push(`The endpoint calls '${name}' (${line}), an alias of this shell session, which endpoint scripts cannot see: call the command by its own name, or ${SHARE_ADVICE.replace('put it', 'put the alias')}.`);
    } else if (info.declaration?.shellOnly === true) {
      warnings.push(`The endpoint calls '${name}' (${line}), which runs only in the shell: in an endpoint the call fails (CommandNotAvailableToEndpoints).`);
    }
  }
  return warnings;
}
