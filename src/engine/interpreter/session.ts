// A session: the state one shell, one script file or one endpoint request runs in (about_Scopes: the global scope,
// functions, $Error...). `run` parses and runs a script; errors and output leave as stream events.
import type { ScriptBlock, ParseError } from '../../../grammar/ast.js';
import { parseScript } from '../values/index.js';
import type { Host } from '../host.js';
import type { StreamSink } from '../streams.js';
import type { CommandDeclaration, CommandInfo } from '../commands/declaration.js';
import { ErrorRecord, TerminatingError } from '../errors/error-record.js';
import { BreakSignal, ContinueSignal, ExitSignal, PipelineStoppedSignal, ReturnSignal, StopUpstreamSignal } from '../errors/signals.js';
import { PSHashtable, ScriptBlockValue } from '../values/types.js';
import { EngineIntrinsics, PSList, PS_VERSION, readComputedProperties, TypeRegistry } from '../values/index.js';
import { Frame } from './frame.js';
import type { CallFrame, SessionState, Streams } from './frame.js';
import type { ValueContext } from '../values/index.js';
import { Scope, Variable } from './scope.js';
import { functionProcessor, invokeMemberBlock, invokeScriptBlockCollect, newClosure, scriptBlockInfo } from './invoke.js';
import { checkRequirements } from './script-requirements.js';
import type { CommandArgument } from '../commands/parameter-binder.js';
import { addToErrorList, PREFERENCE_DEFAULTS, toTerminatingError } from './error-model.js';
import { getVariableByName, listVariables, setVariableByName } from './variables.js';
import { installCommands, listCommands } from './command-lookup.js';
import { installSessionMemberTables } from './member-tables.js';
import { sharedFileTable, type SharedFile } from '../protocol/shared-files.js';

export interface SessionOptions {
  host: Host;
  sink: StreamSink;
  scriptFile?: string | null;
  inEndpoint?: boolean;
  /** An endpoint's shared files (docs/files.md, "Code that endpoints share"): what its `. ./x.svc` and Import-Module read. */
  sharedFiles?: readonly SharedFile[] | null;
  /** The cmdlets this session knows; index.ts passes the builtin registry. */
  commands: readonly CommandDeclaration[];
}

export interface RunOptions {
  /** The script file being run: stack traces and $PSCommandPath name it. null: none (the prompt); absent: the session's. */
  file?: string | null;
  /** `$args` of the script (and positional arguments of its param() block). */
  args?: unknown[];
  /** Named arguments of its param() block (an endpoint's request values), bound by the one parameter binder. */
  named?: readonly (readonly [string, unknown])[];
  /**
   * Instead of `args` and `named`: the arguments of an earlier call of the script as the binder read them
   * (`-Port 8080` is two of them), which a reload passes again (docs/files.md).
   */
  callArguments?: readonly unknown[];
}

export interface RunResult {
  outcome: 'completed' | 'failed' | 'parseError' | 'exit' | 'stopped';
  exitCode: number;
  parseErrors: readonly ParseError[];
  /** The error that ended the run (outcome 'failed'). */
  error: ErrorRecord | null;
  /** Outcome 'failed' while binding the script's param() block, before any of its statements ran. */
  bindingFailed?: boolean;
  /** Outcome 'completed': `$?` after the last statement (pwsh -Command exits 1 when it is false). */
  lastSucceeded?: boolean;
}

export interface Session {
  run(source: string, options?: RunOptions): RunResult;
  runAst(ast: ScriptBlock, options?: RunOptions): RunResult;
  getVariable(name: string): unknown;
  setVariable(name: string, value: unknown): void;
  variableNames(): string[];
  commandNames(): string[];
  /** Every command the session knows with its declaration (tab completion of a function's parameters). */
  listCommands(): CommandInfo[];
}

function sinkStreams(sink: StreamSink): Streams {
  return {
    error: (record) => sink({ stream: 'error', record, terminating: false }),
    warning: (message) => sink({ stream: 'warning', message }),
    verbose: (message) => sink({ stream: 'verbose', message }),
    debug: (message) => sink({ stream: 'debug', message }),
    information: (value, tags, hostOptions) => sink({ stream: 'information', value, tags, hostOptions }),
  };
}

/** The automatic and preference variables a new session starts with (about_Preference_Variables). */
function initialVariables(global: Scope, host: Host): void {
  const set = (name: string, value: unknown, readOnly = false) => global.vars.set(name.toLowerCase(), new Variable(name, value, null, readOnly));
  for (const [name, value] of PREFERENCE_DEFAULTS) set(name, value);
  set('ConfirmPreference', 'High');
  set('WhatIfPreference', false);
  set('PSDefaultParameterValues', new PSHashtable());
  set('MaximumErrorCount', 256);
  set('OFS', ' ');
  set('PSVersionTable', versionTable(host), true);
  set('PSEdition', 'Core', true);
  set('ExecutionContext', new EngineIntrinsics(), true);
}

/** $PSVersionTable (about_Automatic_Variables), with PowerShell 7's keys; OS and Platform come from the host. */
function versionTable(host: Host): PSHashtable {
  const table = new PSHashtable();
  const entries: [string, unknown][] = [
    ['PSVersion', PS_VERSION], ['PSEdition', 'Core'], ['GitCommitId', PS_VERSION.toString()],
    ['OS', host.system?.os ?? null], ['Platform', host.system?.platform ?? null],
    ['PSCompatibleVersions', ['1.0', '2.0', '3.0', '4.0', '5.0', '5.1', '6.0', '7.0', PS_VERSION.toString()]],
    ['PSRemotingProtocolVersion', '2.3'], ['SerializationVersion', '1.1.0.1'], ['WSManStackVersion', '3.0'],
  ];
  for (const [k, v] of entries) table.set(k, v);
  return table;
}

function rootCall(ast: ScriptBlock, file: string | null): CallFrame {
  return { name: '<ScriptBlock>', file, block: ast, pos: ast.extent, callerPos: null, callerFrame: null };
}

/** The AST of an empty script, for frames outside any script; parsed once (an immutable AST is safe to share). */
let emptyAst: ScriptBlock | null = null;
const emptyScript = (): ScriptBlock => (emptyAst ??= parseScript('').ast);

export function createSession(options: SessionOptions): Session {
  installSessionMemberTables();
  const global = new Scope(null);
  initialVariables(global, options.host);
  const state: SessionState = {
    host: options.host, sink: options.sink, global, cmdlets: installCommands(global, options.commands), errors: PSList.create('System.Collections.ArrayList', null), lastSuccess: true,
    handlerDepth: 0, callStack: [], caught: [], errorVariables: [], warningVariables: [], informationVariables: [], depth: 0, stoppedBy: null, streams: sinkStreams(options.sink), scriptFile: options.scriptFile ?? null,
    inEndpoint: options.inEndpoint ?? false, pollCounter: 0, psStyle: null,
    sharedFiles: sharedFileTable(options.sharedFiles), modules: new Map(), types: new TypeRegistry(),
    makeValueContext: (f: Frame): ValueContext => ({
      host: options.host,
      types: state.types,
      setMatches: (m) => f.scope.setLocal('matches', 'Matches', m, f),
      invokeScriptBlock: (sb, dollarUnder, args) => invokeScriptBlockCollect(f, sb, dollarUnder, args),
      invokeMember: (sb, thisValue, args) => invokeMemberBlock(f, sb, thisValue, args),
      newClosure: (sb) => newClosure(f, sb),
      parseScriptBlock: (text) => parseScriptBlock(text),
    }),
  };
  const topFrame = (): Frame => new Frame(state, global, global, rootCall(emptyScript(), state.scriptFile));

  const runAst = (ast: ScriptBlock, opts: RunOptions = {}): RunResult => runScript(state, ast, opts);
  return {
    run(source, opts = {}) {
      const parsed = parseScript(source);
      if (parsed.errors.length > 0) return { outcome: 'parseError', exitCode: 1, parseErrors: parsed.errors, error: null };
      return runAst(parsed.ast, opts);
    },
    runAst,
    getVariable: (name) => getVariableByName(topFrame(), name).value,
    setVariable: (name, value) => setVariableByName(topFrame(), name, value, 'global'),
    variableNames: () => listVariables(topFrame()).map((v) => v.name),
    commandNames: () => listCommands(topFrame()).map((c) => c.name),
    listCommands: () => listCommands(topFrame()),
  };
}

/** `[scriptblock]::Create(text)`: the first parse error's message is the exception's (PowerShell's ParseException). */
function parseScriptBlock(text: string): ScriptBlockValue {
  const parsed = parseScript(text);
  if (parsed.errors.length > 0) throw new Error(parsed.errors[0].message);
  return new ScriptBlockValue(parsed.ast, null);
}

function runScript(state: SessionState, ast: ScriptBlock, opts: RunOptions): RunResult {
  // null is no file (what is typed at the prompt after `svc -i FILE`: its errors take the prompt's short form).
  const file = opts.file !== undefined ? opts.file : state.scriptFile;
  state.scriptFile = file;
  const outer = new Frame(state, state.global, state.global, rootCall(ast, file));
  const out = (value: unknown) => state.sink({ stream: 'output', value: readComputedProperties(value, outer.valueContext) });
  const args: CommandArgument[] = opts.callArguments ? [...opts.callArguments as readonly CommandArgument[]] : (opts.args ?? []).map((value) => ({ kind: 'positional', value }));
  for (const [name, value] of opts.named ?? []) args.push({ kind: 'named', name, value });
  const p = functionProcessor(outer, { info: scriptBlockInfo(ast), file, args, extent: ast.extent, expectingInput: false, dotSource: true, endsRun: true }, out);
  let checked = false;
  try {
    checkRequirements(ast, file);
    checked = true;
    // A top-level statement's script-terminating error ends the run in state.stoppedBy (error-model.ts stopRun).
    p.begin();
    if (state.stoppedBy === null) p.process(undefined, false);
    if (state.stoppedBy === null) p.end();
    if (state.stoppedBy !== null) return endOfRun(state, outer, state.stoppedBy);
    return { outcome: 'completed', exitCode: 0, parseErrors: [], error: null, lastSucceeded: state.lastSuccess };
  } catch (e) {
    const result = endOfRun(state, outer, e);
    return !checked || p.bound || result.outcome !== 'failed' ? result : { ...result, bindingFailed: true };
  } finally {
    state.callStack.length = 0;
    state.caught.length = 0;
    state.errorVariables.length = 0;
    state.warningVariables.length = 0;
    state.informationVariables.length = 0;
    state.depth = 0;
    state.handlerDepth = 0;
    state.stoppedBy = null;
    state.streams = sinkStreams(state.sink);
  }
}

/** How a run that did not complete normally ends: exit, stop, stray break/continue, or an uncaught terminating error. */
function endOfRun(state: SessionState, f: Frame, stop: unknown): RunResult {
  const e = stop instanceof PipelineStoppedSignal && stop.error !== undefined ? stop.error : stop;
  if (e instanceof ExitSignal) {
    state.global.vars.set('lastexitcode', new Variable('LASTEXITCODE', e.exitCode));
    return { outcome: 'exit', exitCode: e.exitCode, parseErrors: [], error: null };
  }
  if (e instanceof PipelineStoppedSignal) return { outcome: 'stopped', exitCode: 1, parseErrors: [], error: null };
  // about_Break: a break or continue outside any loop ends the script quietly.
  if (e instanceof BreakSignal || e instanceof ContinueSignal || e instanceof ReturnSignal || e instanceof StopUpstreamSignal) {
    return { outcome: 'completed', exitCode: 0, parseErrors: [], error: null };
  }
  let te: TerminatingError | null;
  try {
    te = toTerminatingError(f, e);
  } catch {
    te = null;
  }
  const record = te?.record ?? toTerminatingError(f, new Error(String(e)))!.record;
  addToErrorList(state, record);
  state.lastSuccess = false;
  try {
    state.sink({ stream: 'error', record, terminating: true });
  } catch {
    // A sink that fails (or stops the run) while taking the final error must not turn it into a crash: the result
    // still carries the record.
  }
  return { outcome: 'failed', exitCode: 1, parseErrors: [], error: record };
}
