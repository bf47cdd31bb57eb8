// Running functions, filters and script blocks (about_Functions, about_Functions_Advanced, about_Script_Blocks,
// about_Scopes): a new child scope of the caller (dynamic scoping) unless dot-sourced, parameters bound by the one
// binder, begin/process/end blocks, $_ and $input, `return` ending the current block, one stack frame per call.
import type * as A from '../../../grammar/ast.js';
import type { CommandArgument } from '../commands/parameter-binder.js';
import { bindArguments, bindPipelineInput, NoValue } from '../commands/parameter-binder.js';
import type { BindingResult, PipelineBinding } from '../commands/parameter-binder.js';
import { bindForInput, delayBoundArguments, noInputError, withoutDelayed, type DelayBound } from '../commands/delay-bind.js';
import { PSHashtable, PSObject, ScriptBlockValue } from '../values/types.js';
import { PipelineStoppedSignal, ReturnSignal } from '../errors/signals.js';
import { type ErrorRecord, TerminatingError } from '../errors/error-record.js';
import { Frame } from './frame.js';
import type { CallFrame, Out } from './frame.js';
import { ClosureOrigin, Scope, Variable } from './scope.js';
import type { FunctionInfo } from './function-info.js';
import type { Processor } from './processor.js';
import { buildFunctionInfo } from './functions.js';
import { memo } from './compile-types.js';
import type { Stmt } from './compile-types.js';
import { compileNamedBlock } from './compile-statement.js';
import { compileExpression, orNull } from './compile-expression.js';
import { annotate, applyErrorAction, callDepthOverflow, errorActionPreference, lineText } from './error-model.js';
import { callVariables } from './common-variables.js';
import { PSCmdletValue } from './ps-cmdlet.js';
import * as V from '../values/index.js';
import { scriptRoot } from './variables.js';
import { parameterDefaults } from './default-parameter-values.js';
import { defineTypes } from './type-definitions.js';
import { bindingRecord, messages } from '../commands/binding-errors.js';

/** PowerShell stops runaway recursion with ScriptCallDepthException; svc allows this many nested script calls. */
export const MAX_CALL_DEPTH = 1000;

interface CompiledBlocks {
  begin: Stmt | null;
  process: Stmt | null;
  end: Stmt | null;
  clean: Stmt | null;
  defaults: (((f: Frame) => unknown) | null)[];
}

const blockCache = new WeakMap<A.ScriptBlock, CompiledBlocks>();

/** Compiles a function's blocks once per body (a pure memo of the AST, shared by every run). */
function compileBlocks(info: FunctionInfo): CompiledBlocks {
  const cached = blockCache.get(info.body);
  if (cached !== undefined) return cached;
  const b = info.body;
  const c = (s: A.StatementBlock | null): Stmt | null => (s === null ? null : compileNamedBlock(s));
  // A filter's body is its process block (about_Functions: Filters).
  const process = b.processBlock !== null ? c(b.processBlock) : info.isFilter ? c(b.endBlock) : null;
  const end = info.isFilter && b.processBlock === null ? null : c(b.endBlock);
  const compiled = { begin: c(b.beginBlock), process, end, clean: c(b.cleanBlock), defaults: info.parameters.map((p) => (p.defaultValue === null ? null : compileExpression(p.defaultValue))) };
  blockCache.set(info.body, compiled);
  return compiled;
}

/** The FunctionInfo of a script block value (`& { param($x) ... }`), built once per block. */
export const scriptBlockInfo = memo((ast: A.ScriptBlock): FunctionInfo => buildFunctionInfo('<ScriptBlock>', false, ast, [], null));

interface Invocation {
  frame: Frame;
  binding: BindingResult | null;
  blocks: CompiledBlocks;
  /** $PSCmdlet of an advanced function. */
  cmdlet: PSCmdletValue | null;
  /** -ErrorVariable, -WarningVariable, -InformationVariable of an advanced function: what is written while it runs. */
  errorList: unknown[] | null;
  warningList: unknown[] | null;
  informationList: unknown[] | null;
  /** The function's output: through -OutVariable / -PipelineVariable when given (common-variables.ts). */
  out: Out;
  /** The pipeline has ended: the -PipelineVariable goes. */
  finish(): void;
  /** Delay-bind script blocks, run for each input object, with the arguments they are among and the caller's frame. */
  delayed: { bound: DelayBound[]; args: readonly CommandArgument[]; caller: Frame } | null;
}

/**
 * Binds arguments: plain positional binding for simple functions, else the one parameter binder. An advanced
 * function's delay-bind script blocks (commands/delay-bind.ts) are left out here and bound per input object.
 */
function bind(f: Frame, info: FunctionInfo, args: readonly CommandArgument[], expectingInput: boolean): { params: Record<string, unknown>; bound: Set<string>; remaining: unknown[]; binding: BindingResult | null; delayed: DelayBound[] } {
  if (info.simple && args.every((a) => a.kind === 'positional')) {
    const decls = info.declaration.parameters;
    const params: Record<string, unknown> = {};
    const bound = new Set<string>();
    for (let i = 0; i < decls.length && i < args.length; i++) { params[decls[i].name] = args[i].value; bound.add(decls[i].name); }
    const remaining = args.length > decls.length ? args.slice(decls.length).map((a) => a.value) : [];
    return { params, bound, remaining, binding: null, delayed: [] };
  }
  const { known, unknown } = info.advanced ? { known: args, unknown: [] } : splitUnknownNamed(info, args);
  const delayed = info.advanced ? delayBoundArguments(info.declaration, known) : [];
  if (delayed.length > 0 && !expectingInput) throw noInputError(info.declaration, known, delayed[0], { errorIdSuffix: info.name, isFunction: true });
  const binding = bindArguments(info.declaration, delayed.length > 0 ? withoutDelayed(known, delayed) : known, bindOptions(f, info, expectingInput));
  return { params: binding.params, bound: binding.bound, remaining: unknown.length > 0 ? [...unknown, ...binding.remaining] : binding.remaining, binding, delayed };
}

function bindOptions(f: Frame, info: FunctionInfo, expectingInput: boolean) {
  return { expectingInput, allowRemaining: !info.advanced, isFunction: true, advanced: info.advanced, invoke: validationInvoker(f), defaults: info.advanced ? parameterDefaults(f, info.name) : null };
}

/** [ValidateScript()] blocks run in a new scope of the caller with `$_` the value (ValidateScriptAttribute). */
export function validationInvoker(f: Frame): (block: ScriptBlockValue, dollarUnder: unknown) => unknown[] {
  return (block, dollarUnder) => {
    const items: unknown[] = [];
    const p = functionProcessor(f, {
      info: scriptBlockInfo(block.ast), file: block.file, closure: closureScope(block), args: [],
      extent: f.call.pos, expectingInput: false, dotSource: false, dollarUnder: dollarUnder ?? null,
    }, (v) => { items.push(v); });
    p.begin();
    p.process(undefined, false);
    p.end();
    return items;
  };
}

/**
 * about_Functions: a simple (non-advanced) function takes unknown `-Name` arguments into `$args` as text, rather
 * than failing to bind them.
 */
function splitUnknownNamed(info: FunctionInfo, args: readonly CommandArgument[]): { known: CommandArgument[]; unknown: unknown[] } {
  const known: CommandArgument[] = [];
  const unknown: unknown[] = [];
  const decls = info.declaration.parameters;
  for (const a of args) {
    if (a.kind === 'named') {
      const n = a.name.toLowerCase();
      const matches = decls.some((d) => d.name.toLowerCase().startsWith(n) || (d.aliases ?? []).some((x) => x.toLowerCase().startsWith(n)));
      if (!matches) {
        if (a.value === NoValue) unknown.push('-' + a.name); else unknown.push('-' + a.name + ':', a.value);
        continue;
      }
    }
    known.push(a);
  }
  return { known, unknown };
}

function setParameters(inv: Invocation, info: FunctionInfo, params: Record<string, unknown>, bound: ReadonlySet<string>): void {
  const f = inv.frame;
  const decls = info.declaration.parameters;
  for (let i = 0; i < decls.length; i++) {
    const d = decls[i];
    const extra = info.extras[i];
    let value: unknown;
    if (bound.has(d.name)) value = params[d.name];
    else if (inv.blocks.defaults[i] != null) value = orNull(inv.blocks.defaults[i]!(f));
    else value = d.type === 'switch' ? false : unboundValue(f, extra.typeName);
    const typeName = extra.typeName;
    if (typeName !== null && d.type === 'object' && typeName.toLowerCase() !== 'object') value = convertParameter(f, info, d.name, value, typeName, bound.has(d.name));
    else if (d.type === 'switch') value = V.convertTo(value, 'switch', f.valueContext);
    f.scope.vars.set(d.name.toLowerCase(), new Variable(d.name, value, typeName !== null && d.type !== 'switch' ? typeName : null));
  }
}

/**
 * A bound argument converted to a parameter type the binder does not know (a script's enum or class, [version]...):
 * a failure is the binder's "Cannot process argument transformation on parameter" error (about_Functions_Advanced_Parameters).
 */
function convertParameter(f: Frame, info: FunctionInfo, name: string, value: unknown, typeName: string, bound: boolean): unknown {
  try {
    return V.convertTo(value, typeName, f.valueContext);
  } catch (e) {
    if (!bound || !(e instanceof TerminatingError)) throw e;
    const target = { errorIdSuffix: info.name, isFunction: true };
    throw new TerminatingError(bindingRecord(target, 'ParameterArgumentTransformationError', messages.transformation(name, e.record.exception.message), 'InvalidData', value));
  }
}

/** An unbound typed parameter holds $null converted to its type: 0 for [int], '' for [string], $false for [bool]. */
function unboundValue(f: Frame, typeName: string | null): unknown {
  if (typeName === null) return null;
  try {
    return V.convertTo(null, typeName, f.valueContext);
  } catch {
    return null;
  }
}

/** about_CommonParameters: an advanced function's -ErrorAction / -Verbose... become its own preference variables. */
function applyCommonParameters(f: Frame, binding: BindingResult | null): void {
  if (binding === null) return;
  const c = binding.common;
  const set = (key: string, name: string, value: unknown) => f.scope.vars.set(key, new Variable(name, value));
  if (c.errorAction !== undefined) set('erroractionpreference', 'ErrorActionPreference', c.errorAction);
  if (c.warningAction !== undefined) set('warningpreference', 'WarningPreference', c.warningAction);
  if (c.informationAction !== undefined) set('informationpreference', 'InformationPreference', c.informationAction);
  if (c.verbose !== undefined) set('verbosepreference', 'VerbosePreference', c.verbose ? 'Continue' : 'SilentlyContinue');
  if (c.debug !== undefined) set('debugpreference', 'DebugPreference', c.debug ? 'Continue' : 'SilentlyContinue');
  if (c.whatIf !== undefined) set('whatifpreference', 'WhatIfPreference', c.whatIf);
  if (c.confirm !== undefined) set('confirmpreference', 'ConfirmPreference', c.confirm ? 'Low' : 'None');
}

function enter(f: Frame, info: FunctionInfo, callFrame: CallFrame): void {
  const s = f.session;
  // Recursion can run forever without a loop (`function f { f; f }`): calls poll for interrupts too.
  const reason = s.host.checkInterrupt();
  if (reason !== null) throw new PipelineStoppedSignal(reason);
  if (s.depth >= MAX_CALL_DEPTH) throw callDepthOverflow();
  s.depth++;
  s.callStack.push(callFrame);
}

function leave(f: Frame): void {
  f.session.depth--;
  f.session.callStack.pop();
}

/** Runs one block of the invocation with its stack frame pushed; `return` ends just this block. */
function runBlock(inv: Invocation, info: FunctionInfo, block: Stmt, out: Out): void {
  const f = inv.frame;
  enter(f, info, f.call);
  const s = f.session;
  if (inv.errorList !== null) s.errorVariables.push(inv.errorList);
  if (inv.warningList !== null) s.warningVariables.push(inv.warningList);
  if (inv.informationList !== null) s.informationVariables.push(inv.informationList);
  try {
    block(f, out);
  } catch (e) {
    if (!(e instanceof ReturnSignal)) throw e;
  } finally {
    if (inv.errorList !== null) s.errorVariables.pop();
    if (inv.warningList !== null) s.warningVariables.pop();
    if (inv.informationList !== null) s.informationVariables.pop();
    leave(f);
  }
}

export interface InvokeOptions {
  info: FunctionInfo;
  args: readonly CommandArgument[];
  /** The call site, for the caller's stack frame and InvocationInfo. */
  extent: A.Extent;
  expectingInput: boolean;
  dotSource: boolean;
  /** The name the command was called by (an alias shows here), for $MyInvocation.InvocationName. */
  invokedAs?: string;
  /** The file of a script block value, when it differs from the function's. */
  file?: string | null;
  /** `$_` for the blocks (ForEach-Object style), or undefined to leave it alone. */
  dollarUnder?: unknown;
  /** A script file run with `&`: its new scope is also what `$script:` names (about_Scopes). */
  scriptScope?: boolean;
  /** `$this` for a ScriptProperty or ScriptMethod body (Add-Member). */
  thisValue?: unknown;
  /** The scope of a closure (GetNewClosure): the block's scope is made under it instead of the caller's. */
  closure?: Scope | null;
  /** The run's own script (session.ts): its frame's top-level statements end the run as data (Frame.endsRun). */
  endsRun?: boolean;
}

function createInvocation(f: Frame, o: InvokeOptions, out: Out, processor: Processor): Invocation {
  const info = o.info;
  const blocks = compileBlocks(info);
  const home = o.closure ?? info.moduleScope ?? null;
  const scope = o.dotSource && home === null ? f.scope : new Scope(home ?? f.scope);
  const call: CallFrame = { name: info.name, file: o.file ?? info.file ?? f.call.file, block: info.body, pos: info.body.extent, callerPos: o.extent, callerFrame: f.call };
  const frame = new Frame(f.session, scope, o.scriptScope ? scope : info.moduleScope ?? f.scriptScope, call);
  if (o.endsRun === true) frame.endsRun = true;
  const inv: Invocation = { frame, binding: null, blocks, cmdlet: null, errorList: null, warningList: null, informationList: null, out, finish: () => {}, delayed: null };
  if (o.dollarUnder !== undefined) scope.vars.set('_', new Variable('_', o.dollarUnder));
  if (o.thisValue !== undefined) scope.vars.set('this', new Variable('this', o.thisValue));
  // A script's classes and enums exist before its first statement, its param() block's types included.
  if (info.typeDefinitions.length > 0) defineTypes(frame, info.typeDefinitions);
  let b: ReturnType<typeof bind>;
  try {
    b = bind(f, info, o.args, o.expectingInput);
  } catch (e) {
    if (e instanceof TerminatingError) annotate(f, e.record, info.name === '<ScriptBlock>' ? null : info.name, o.extent);
    throw e;
  }
  inv.binding = b.binding;
  if (b.delayed.length > 0) inv.delayed = { bound: b.delayed, args: o.args, caller: f };
  applyCommonParameters(frame, b.binding);
  if (info.advanced && b.binding !== null) {
    const vars = callVariables(f, b.binding.common, out);
    inv.errorList = vars.errors;
    inv.warningList = vars.warnings;
    inv.informationList = vars.information;
    inv.out = vars.out;
    inv.finish = vars.finish;
    inv.cmdlet = new PSCmdletValue(frame, b.binding.parameterSet, inv.out, processor, info.declaration);
    scope.vars.set('pscmdlet', new Variable('PSCmdlet', inv.cmdlet));
  }
  setParameters(inv, info, b.params, b.bound);
  if (o.dotSource && b.remaining.length === 0 && info.declaration.parameters.length === 0) return inv;
  if (info.usesArgs || b.remaining.length > 0) scope.vars.set('args', new Variable('args', b.remaining));
  if (info.usesBoundParameters) scope.vars.set('psboundparameters', new Variable('PSBoundParameters', boundTable(b.params, b.bound)));
  if (info.usesMyInvocation) scope.vars.set('myinvocation', new Variable('MyInvocation', myInvocation(f, o, boundTable(b.params, b.bound), b.remaining)));
  return inv;
}

/** $MyInvocation (about_Automatic_Variables): the call as data; made only for bodies that mention it. */
function myInvocation(caller: Frame, o: InvokeOptions, bound: PSHashtable, unbound: unknown[]): PSObject {
  const name = o.invokedAs ?? o.info.name;
  return PSObject.from([
    ['MyCommand', PSObject.from([['Name', o.info.name], ['CommandType', o.info.name === '<ScriptBlock>' ? 'Script' : o.info.isFilter ? 'Filter' : 'Function']])],
    ['InvocationName', name],
    ['BoundParameters', bound],
    ['UnboundArguments', unbound],
    ['ScriptName', caller.call.file ?? ''],
    ['ScriptLineNumber', o.extent.startLine],
    ['OffsetInLine', o.extent.startColumn],
    ['Line', lineText(caller.call.block, o.extent)],
    ['PSScriptRoot', scriptRoot(caller.call.file)],
    ['PSCommandPath', caller.call.file ?? ''],
    ['ExpectingInput', o.expectingInput],
  ], ['System.Management.Automation.InvocationInfo', 'System.Object']);
}

function boundTable(params: Record<string, unknown>, bound: ReadonlySet<string>): PSHashtable {
  const h = new PSHashtable();
  for (const name of bound) h.set(name, params[name]);
  return h;
}

/** A function or script block as a pipeline element; `bound` turns true once its parameters are bound. */
export function functionProcessor(f: Frame, o: InvokeOptions, out: Out): Processor & { bound: boolean } {
  let inv: Invocation | null = null;
  const collected: unknown[] = [];
  const info = o.info;
  const processor: Processor & { bound: boolean } = {
    failed: false,
    bound: false,
    begin() {
      inv = createInvocation(f, o, out, processor);
      processor.bound = true;
      if (inv.blocks.begin !== null) runBlock(inv, info, inv.blocks.begin, inv.out);
    },
    process(input, hasInput) {
      const i = inv!;
      if (i.blocks.process === null) { if (hasInput) collected.push(input); return; }
      const scope = i.frame.scope;
      if (hasInput) {
        scope.vars.set('_', new Variable('_', input));
        scope.vars.set('input', new Variable('input', new V.PSEnumerator([input])));
        const failure = rebindPipeline(i, info, input);
        // about_Pipelines: an input object that cannot be bound is an error for that object alone; the next one runs.
        if (failure !== null) {
          annotate(f, failure, info.name === '<ScriptBlock>' ? null : info.name, o.extent);
          processor.failed = true;
          applyErrorAction(f, failure, errorActionPreference(i.frame));
          return;
        }
      }
      runBlock(i, info, i.blocks.process, i.out);
    },
    end() {
      const i = inv!;
      if (i.blocks.end === null) return;
      i.frame.scope.vars.set('input', new Variable('input', new V.PSEnumerator(i.blocks.process === null ? collected : [])));
      runBlock(i, info, i.blocks.end, i.out);
    },
    finish() {
      if (inv === null) return;
      inv.finish();
      if (inv.blocks.clean !== null) runClean(inv, info, inv.blocks.clean);
    },
  };
  return processor;
}

/**
 * The clean block (about_Functions_Advanced_Methods, PowerShell 7.3): runs once the pipeline is over, after end or
 * after an error or a stop ended it; what it outputs is discarded. An error it raises is reported, never thrown: it
 * runs while another error may already be on its way out.
 */
function runClean(inv: Invocation, info: FunctionInfo, block: Stmt): void {
  try {
    runBlock(inv, info, block, () => {});
  } catch (e) {
    if (e instanceof TerminatingError) inv.frame.session.streams.error(e.record);
    // break, continue, exit and a stop are signals, not errors: they end the clean block and go no further.
    else if (e instanceof Error) throw e;
  }
}

/** ValueFromPipeline / ByPropertyName parameters take each input object (about_Pipelines). */
function rebindPipeline(inv: Invocation, info: FunctionInfo, input: unknown): ErrorRecord | null {
  const binding = inv.binding;
  const decls = info.declaration.parameters;
  if (!decls.some((d) => d.valueFromPipeline || d.valueFromPipelineByPropertyName)) return null;
  if (binding === null) return null;
  const r = inv.delayed === null ? bindPipelineInput(info.declaration, binding, input) : bindDelayed(inv.delayed, info, input);
  if (!r.ok) return r.error;
  for (let i = 0; i < decls.length; i++) {
    const d = decls[i];
    if (!r.bound.has(d.name) || (binding.bound.has(d.name) && inv.delayed === null)) continue;
    let value = r.params[d.name];
    const typeName = info.extras[i].typeName;
    if (typeName !== null && d.type === 'object' && typeName.toLowerCase() !== 'object') value = V.convertTo(value, typeName, inv.frame.valueContext);
    inv.frame.scope.vars.set(d.name.toLowerCase(), new Variable(d.name, value, typeName));
  }
  return null;
}

/**
 * Binds one input object with the delay-bind script blocks run on it, `$_` the object, in the caller's frame (as
 * cmdlet-processor.ts does for cmdlets): `... | Rename-Thing -NewName { $_.Name + '.bak' }`.
 */
function bindDelayed(d: NonNullable<Invocation['delayed']>, info: FunctionInfo, input: unknown): PipelineBinding {
  return bindForInput(info.declaration, d.args, d.bound, bindOptions(d.caller, info, true), input, (block) => {
    const r = invokeScriptBlockCollect(d.caller, block, input, []);
    return r.length === 0 ? null : r.length === 1 ? r[0] : r;
  });
}

/**
 * Runs a script block for a cmdlet (ForEach-Object, Where-Object, calculated properties) or a method (.ForEach(),
 * -replace with a block) and returns its output. Like PowerShell, these blocks run in the caller's scope
 * (dot-sourced), so `-Begin { $sum = 0 } -Process { $sum += $_ }` shares `$sum`; `$_` is restored afterwards.
 */
export function invokeScriptBlockCollect(f: Frame, sb: ScriptBlockValue, dollarUnder: unknown, args: unknown[]): unknown[] {
  const items: unknown[] = [];
  const out: Out = (v) => { items.push(v); };
  const saved = f.scope.vars.get('_');
  const info = scriptBlockInfo(sb.ast);
  try {
    const p = functionProcessor(f, {
      info, file: sb.file, closure: closureScope(sb),
      args: args.map((value) => ({ kind: 'positional', value })),
      extent: f.call.pos, expectingInput: false, dotSource: true, dollarUnder: dollarUnder === undefined ? null : dollarUnder,
    }, out);
    p.begin();
    p.process(undefined, false);
    p.end();
  } finally {
    if (saved === undefined) f.scope.vars.delete('_'); else f.scope.vars.set('_', saved);
  }
  return items;
}

/**
 * Invoke-Command on the local machine (ScriptBlock.InvokeUsingCmdlet): the block with its arguments, in a new scope
 * or the caller's (-NoNewScope), the piped objects as its input: each runs its process block, and a block with only
 * an end block reads them all from `$input`.
 */
export function invokeCommandBlock(f: Frame, sb: ScriptBlockValue, args: unknown[], input: unknown[] | null, newScope: boolean, out: Out): void {
  const p = functionProcessor(f, {
    info: scriptBlockInfo(sb.ast), file: sb.file, closure: closureScope(sb), args: args.map((value) => ({ kind: 'positional', value })),
    extent: f.call.pos, expectingInput: input !== null, dotSource: !newScope,
  }, out);
  try {
    p.begin();
    if (input === null) p.process(undefined, false); else for (const item of input) p.process(item, true);
    p.end();
  } finally {
    p.finish?.();
  }
}

/** A ScriptProperty or ScriptMethod body (Add-Member): a new scope with `$this`, the arguments bound as for any block. */
export function invokeMemberBlock(f: Frame, sb: ScriptBlockValue, thisValue: unknown, args: unknown[]): unknown[] {
  const items: unknown[] = [];
  const p = functionProcessor(f, {
    info: scriptBlockInfo(sb.ast), file: sb.file, args: args.map((value) => ({ kind: 'positional', value })),
    extent: f.call.pos, expectingInput: false, dotSource: false, thisValue,
  }, (v) => { items.push(v); });
  p.begin();
  p.process(undefined, false);
  p.end();
  return items;
}

/** The scope a GetNewClosure() block runs under, or null for an ordinary block. */
export function closureScope(sb: ScriptBlockValue): Scope | null {
  return sb.origin instanceof ClosureOrigin ? sb.origin.scope : null;
}

/**
 * GetNewClosure() (about_Script_Blocks): PowerShell binds the block to a new dynamic module holding copies of the
 * current scope's variables (PSModuleInfo.CaptureLocals), so later changes to them do not show inside; names not
 * copied resolve from the global scope.
 */
export function newClosure(f: Frame, sb: ScriptBlockValue): ScriptBlockValue {
  const scope = new Scope(f.session.global);
  for (const [k, v] of f.scope.vars) {
    if (k === '_' || k === 'this' || k === 'input' || k === 'args') continue;
    scope.vars.set(k, new Variable(v.name, v.value, v.typeName));
  }
  return new ScriptBlockValue(sb.ast, sb.file, new ClosureOrigin(scope));
}
