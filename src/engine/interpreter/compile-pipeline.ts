// Pipelines (about_Pipelines, about_Command_Precedence): elements run as processors; every begin runs first, then
// the first element produces objects that flow one at a time through the others (arrays unroll), then every end
// runs in order. `$?` is false afterwards when a command reported an error.
import type * as A from '../../../grammar/ast.js';
import type { Stmt } from './compile-types.js';
import type { Frame, Out } from './frame.js';
import type { Processor } from './processor.js';
import { ScriptBlockValue } from '../values/types.js';
import * as V from '../values/index.js';
import { compileExpression, orNull } from './compile-expression.js';
import { compileArguments } from './command-arguments.js';
import { commandNotAvailable, commandNotFound, resolveCommand } from './command-lookup.js';
import { closureScope, functionProcessor, scriptBlockInfo } from './invoke.js';
import { cmdletProcessor } from './cmdlet-processor.js';
import { bareScriptHint, isScriptPath, scriptFileProcessor } from './script-files.js';
import { nativeProcessor } from './native-command.js';
import { withRedirections } from './redirection.js';
import type { ElementFactory } from './redirection.js';
import { annotate } from './error-model.js';
import { poll } from './compile-loops.js';
import { StopUpstreamSignal } from '../errors/signals.js';
import { runtimeError } from '../errors/error-record.js';
import { strictVersion } from './strict-mode.js';

/** Writes a value to the pipeline as PowerShell does: arrays unroll, a void result writes nothing. */
export function emit(value: unknown, out: Out): void {
  if (value === undefined) return;
  if (Array.isArray(value)) { for (let i = 0; i < value.length; i++) out(value[i]); return; }
  if (value instanceof Uint8Array) { for (const b of value) out(b); return; }
  if (value instanceof V.PSEnumerator) { for (const x of value.rest()) out(x); return; }
  out(value);
}

function isIncrement(e: A.Expression): boolean {
  return e.kind === 'UnaryExpression' && (e.operator === 'postIncrement' || e.operator === 'postDecrement'
    || e.operator === 'preIncrement' || e.operator === 'preDecrement');
}

function compileExpressionElement(node: A.CommandExpression): ElementFactory {
  const expr = compileExpression(node.expression);
  // `$i++` as a statement writes nothing (about_Increment_Decrement_Operators); `($i++)` does.
  const discard = isIncrement(node.expression);
  return (f, out) => ({
    failed: false,
    begin() {},
    process() { const v = expr(f); if (!discard) emit(v, out); },
    end() {},
  });
}

/**
 * `add(3, 4)`: one argument, a parenthesised list right after the name (PowerShell's compiler checks the same):
 * under strict mode 2 it is an error, since it passes one array rather than two arguments.
 */
function calledAsMethod(node: A.Command): boolean {
  if (node.elements.length !== 2) return false;
  const [name, arg] = node.elements as [A.CommandElement, A.CommandElement];
  if (arg.kind !== 'ParenExpression' || arg.pipeline.kind !== 'Pipeline' || arg.pipeline.elements.length !== 1) return false;
  const inner = arg.pipeline.elements[0]!;
  if (inner.kind !== 'CommandExpression' || inner.expression.kind !== 'ArrayLiteral') return false;
  return name.extent.endLine === arg.extent.startLine && name.extent.endColumn === arg.extent.startColumn;
}

function methodSyntaxError(): Error {
  return runtimeError('The function or command was called as if it were a method. Parameters should be separated by spaces. For information about parameters, see the about_Parameters Help topic.',
    'StrictModeFunctionCallWithParens', 'InvalidOperation');
}

function compileCommandElement(node: A.Command): ElementFactory {
  const first = node.elements[0];
  const args = compileArguments(node.elements.slice(1));
  const extent = node.extent;
  const op = node.invocationOperator;
  const staticName = op === null && first.kind === 'StringConstantExpression' ? first.value : null;
  const target = staticName !== null || first.kind === 'CommandParameter' ? null : compileExpression(first);
  const methodSyntax = calledAsMethod(node);
  return (f, out, expectingInput) => {
    f.call.pos = extent;
    if (methodSyntax && strictVersion(f) >= 2) throw methodSyntaxError();
    const what = staticName !== null ? staticName : target !== null ? orNull(target(f)) : null;
    const argv = args(f);
    if (what instanceof ScriptBlockValue) {
      return functionProcessor(f, { info: scriptBlockInfo(what.ast), file: what.file, args: argv, extent, expectingInput, dotSource: op === '.', closure: closureScope(what) }, out);
    }
    const name = typeof what === 'string' ? what : V.toStringValue(what);
    if (isScriptPath(name)) return scriptFileProcessor(f, { name, args: argv, extent, expectingInput, dotSource: op === '.' }, out);
    const resolved = resolveCommand(f, name);
    const native = resolved === null && !f.session.inEndpoint ? f.session.host.native?.find(name) ?? null : null;
    if (native !== null) return nativeProcessor(f, name, native, argv, expectingInput, out);
    if (resolved === null || (resolved.kind === 'cmdlet' && resolved.decl.shellOnly === true && f.session.inEndpoint)) {
      const e = resolved === null ? commandNotFound(name, bareScriptHint(name)) : commandNotAvailable(resolved.decl.name);
      annotate(f, e.record, name, extent);
      throw e;
    }
    if (resolved.kind === 'function') {
      return functionProcessor(f, { info: resolved.info, args: argv, extent, expectingInput, dotSource: op === '.', invokedAs: name }, out);
    }
    return cmdletProcessor(f, resolved.decl, name, argv, extent, expectingInput, out);
  };
}

/**
 * `1..1000000000 | Select-Object -First 3`: a numeric range that feeds a pipeline streams its numbers one at a time
 * (as PowerShell's range enumerator does) instead of building the array, so a downstream command that stops its
 * upstream ends it early. Character ranges and anything else go through the values module's `..`.
 */
function compileRangeElement(node: A.BinaryExpression): ElementFactory {
  const left = compileExpression(node.left);
  const right = compileExpression(node.right);
  return (f, out) => ({
    failed: false,
    begin() {},
    process() {
      const a = orNull(left(f)), b = orNull(right(f));
      if (!isIntegral(a) || !isIntegral(b)) { emit(V.binaryOperation('..', false, a, b, f.valueContext), out); return; }
      const from = V.convertTo(a, 'System.Int32') as number, to = V.convertTo(b, 'System.Int32') as number;
      const step = from <= to ? 1 : -1;
      for (let i = from; step > 0 ? i <= to : i >= to; i += step) out(i);
    },
    end() {},
  });
}

/** Range ends that make a numeric range: numbers and numeric strings (a one-letter string makes a character range). */
function isIntegral(v: unknown): boolean {
  return typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)));
}

function compileElement(e: A.PipelineElement, feedsPipeline: boolean): ElementFactory {
  if (e.kind === 'CommandExpression' && feedsPipeline && e.expression.kind === 'BinaryExpression' && e.expression.operator === '..') {
    return withRedirections(compileRangeElement(e.expression), e.redirections);
  }
  if (e.kind === 'CommandExpression') return withRedirections(compileExpressionElement(e), e.redirections);
  return withRedirections(compileCommandElement(e), e.redirections);
}

/**
 * Feeds objects into a processor, polling for interrupts once per object. What an upstream begin block writes
 * before this processor has begun waits in `early` (PowerShell queues it in the command's input pipe), and
 * runProcessors hands it over once this processor's begin has run.
 */
interface Feed { out: Out; early: unknown[] | null; begun: boolean }

function feeder(f: Frame, p: Processor): Feed {
  const feed: Feed = {
    begun: false,
    early: null,
    out: (v) => {
      poll(f);
      if (feed.begun) p.process(v, true); else (feed.early ??= []).push(v);
    },
  };
  return feed;
}

export function compilePipeline(node: A.Pipeline): Stmt {
  const factories = node.elements.map((e, i) => compileElement(e, i === 0 && node.elements.length > 1));
  if (factories.length === 1) {
    const only = factories[0];
    const isExpression = node.elements[0].kind === 'CommandExpression';
    return (f, out) => {
      const p = only(f, out, false);
      try {
        p.begin();
        p.process(undefined, false);
        p.end();
      } finally {
        finishOne(p);
      }
      f.session.lastSuccess = isExpression || !p.failed;
    };
  }
  return (f, out) => {
    const n = factories.length;
    const procs: Processor[] = new Array(n);
    const feeds: (Feed | null)[] = new Array(n);
    let down = out;
    for (let i = n - 1; i >= 0; i--) {
      procs[i] = factories[i](f, down, i > 0);
      feeds[i] = i > 0 ? feeder(f, procs[i]) : null;
      down = feeds[i]?.out ?? down;
    }
    try {
      runProcessors(procs, feeds);
    } finally {
      finish(procs);
    }
    let failed = false;
    for (let i = 0; i < n; i++) if (procs[i].failed) failed = true;
    f.session.lastSuccess = !failed;
  };
}

/** The pipeline has ended, normally or not: each processor (and the one a redirection wraps) lets go of it. */
function finish(procs: readonly Processor[]): void {
  for (const p of procs) finishOne(p);
}

function finishOne(p: Processor): void {
  for (let q: Processor | undefined = p; q !== undefined; q = q.wraps) q.finish?.();
}

/**
 * begin all, process the first, end all in order. A StopUpstreamSignal from one of these processors (Select-Object
 * -First has what it wants) ends the upstream ones without their end blocks; the requester's and later ends run.
 */
function runProcessors(procs: Processor[], feeds: readonly (Feed | null)[]): void {
  try {
    for (let i = 0; i < procs.length; i++) {
      procs[i].begin();
      const feed = feeds[i];
      if (feed === null) continue;
      feed.begun = true;
      const early = feed.early;
      feed.early = null;
      if (early !== null) for (const v of early) procs[i].process(v, true);
    }
    procs[0].process(undefined, false);
  } catch (e) {
    endFrom(procs, requesterIndex(procs, e));
    return;
  }
  endFrom(procs, 0);
}

function requesterIndex(procs: Processor[], e: unknown): number {
  const k = e instanceof StopUpstreamSignal ? procs.findIndex((p) => p === e.requester || p.wraps === e.requester) : -1;
  if (k < 0) throw e;
  return k;
}

/** Ends procs[start..]; an end block that writes can make a later command stop its upstream again. */
function endFrom(procs: Processor[], start: number): void {
  let i = start;
  try {
    for (; i < procs.length; i++) procs[i].end();
  } catch (e) {
    const k = requesterIndex(procs, e);
    // The requester's own end may have asked (k <= i): then only the ends after i are left.
    endFrom(procs, k <= i ? i + 1 : k);
  }
}


/** `a && b || c` (about_Pipeline_Chain_Operators): each link runs when `&&` follows a success or `||` a failure. */
export function compilePipelineChain(node: A.PipelineChain): Stmt {
  const first = compilePipeline(node.first);
  const links = node.links.map((l) => ({ and: l.operator === '&&', run: compilePipeline(l.pipeline) }));
  return (f, out) => {
    first(f, out);
    for (const link of links) {
      if (f.session.lastSuccess === link.and) link.run(f, out);
    }
  };
}
