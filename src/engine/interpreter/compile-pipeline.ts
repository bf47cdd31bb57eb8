// Pipelines (about_Pipelines, about_Command_Precedence): elements run as processors; every begin runs first, then
// the first element produces objects that flow one at a time through the others (arrays unroll), then every end
// runs in order. `$?` is false afterwards when a command reported an error.
import type * as A from '../../../grammar/ast.js';
import type { Stmt } from './compile-types.js';
import type { Frame, Out } from './frame.js';
import type { Processor } from './processor.js';
import { ScriptBlockValue } from '../values/types.js';
import * as V from './values-adapter.js';
import { compileExpression, orNull } from './compile-expression.js';
import { compileArguments } from './command-arguments.js';
import { commandNotFound, resolveCommand } from './command-lookup.js';
import { functionProcessor, scriptBlockInfo } from './invoke.js';
import { cmdletProcessor } from './cmdlet-processor.js';
import { withRedirections } from './redirection.js';
import type { ElementFactory } from './redirection.js';
import { annotate } from './error-model.js';
import { poll } from './compile-loops.js';

/** Writes a value to the pipeline as PowerShell does: arrays unroll, a void result writes nothing. */
export function emit(value: unknown, out: Out): void {
  if (value === undefined) return;
  if (Array.isArray(value)) { for (let i = 0; i < value.length; i++) out(value[i]); return; }
  if (value instanceof Uint8Array) { for (const b of value) out(b); return; }
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

function compileCommandElement(node: A.Command): ElementFactory {
  const first = node.elements[0];
  const args = compileArguments(node.elements.slice(1));
  const extent = node.extent;
  const op = node.invocationOperator;
  const staticName = op === null && first.kind === 'StringConstantExpression' ? first.value : null;
  const target = staticName !== null || first.kind === 'CommandParameter' ? null : compileExpression(first);
  return (f, out, expectingInput) => {
    f.call.pos = extent;
    const what = staticName !== null ? staticName : target !== null ? orNull(target(f)) : null;
    const argv = args(f);
    if (what instanceof ScriptBlockValue) {
      return functionProcessor(f, { info: scriptBlockInfo(what.ast), file: what.file, args: argv, extent, expectingInput, dotSource: op === '.' }, out);
    }
    const name = typeof what === 'string' ? what : V.toStringValue(what);
    const resolved = resolveCommand(f, name);
    if (resolved === null) {
      const e = commandNotFound(name);
      annotate(f, e.record, name, extent);
      throw e;
    }
    if (resolved.kind === 'function') {
      return functionProcessor(f, { info: resolved.info, args: argv, extent, expectingInput, dotSource: op === '.', invokedAs: name }, out);
    }
    return cmdletProcessor(f, resolved.decl, name, argv, extent, expectingInput, out);
  };
}

function compileElement(e: A.PipelineElement): ElementFactory {
  if (e.kind === 'CommandExpression') return withRedirections(compileExpressionElement(e), e.redirections);
  return withRedirections(compileCommandElement(e), e.redirections);
}

/** Feeds objects into a processor, polling for interrupts once per object. */
function feeder(f: Frame, p: Processor): Out {
  return (v) => { poll(f); p.process(v, true); };
}

export function compilePipeline(node: A.Pipeline): Stmt {
  const factories = node.elements.map(compileElement);
  if (factories.length === 1) {
    const only = factories[0];
    const isExpression = node.elements[0].kind === 'CommandExpression';
    return (f, out) => {
      const p = only(f, out, false);
      p.begin();
      p.process(undefined, false);
      p.end();
      f.session.lastSuccess = isExpression || !p.failed;
    };
  }
  return (f, out) => {
    const n = factories.length;
    const procs: Processor[] = new Array(n);
    let down = out;
    for (let i = n - 1; i >= 0; i--) {
      procs[i] = factories[i](f, down, i > 0);
      down = feeder(f, procs[i]);
    }
    for (let i = 0; i < n; i++) procs[i].begin();
    procs[0].process(undefined, false);
    for (let i = 0; i < n; i++) procs[i].end();
    let failed = false;
    for (let i = 0; i < n; i++) if (procs[i].failed) failed = true;
    f.session.lastSuccess = !failed;
  };
}

