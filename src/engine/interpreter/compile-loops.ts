// Loops (about_Foreach, about_For, about_While, about_Do) and break/continue with labels (about_Break,
// about_Continue). Break and continue are signals: a loop handles the ones that carry no label or its own label and
// passes the others on (they cross function calls, as in PowerShell). Every iteration polls the host for an interrupt.
import type * as A from '../../../grammar/ast.js';
import type { Stmt } from './compile-types.js';
import type { Frame, Out } from './frame.js';
import { BreakSignal, ContinueSignal, PipelineStoppedSignal } from '../errors/signals.js';
import * as V from '../values/index.js';
import { compileExpression, orNull } from './compile-expression.js';
import { compileStatementValue } from './collect.js';
import { compileStatement, compileStatementBlock, compileCondition } from './compile-statement.js';
import { compileVariableWrite } from './variables.js';

/** Polls the host for Ctrl-C or a timeout (Host.checkInterrupt). */
export function poll(f: Frame): void {
  const reason = f.session.host.checkInterrupt();
  if (reason !== null) throw new PipelineStoppedSignal(reason);
}

function owns(signalLabel: string | null, label: string | null): boolean {
  return signalLabel === null || (label !== null && signalLabel.toLowerCase() === label.toLowerCase());
}

const BREAK = 1, CONTINUE = 2;

/** Runs one iteration; returns BREAK/CONTINUE when a signal for this loop arrived, 0 otherwise. */
function iterate(body: Stmt, label: string | null, f: Frame, out: Out): number {
  try {
    body(f, out);
    return 0;
  } catch (e) {
    if (e instanceof BreakSignal && owns(e.label, label)) return BREAK;
    if (e instanceof ContinueSignal && owns(e.label, label)) return CONTINUE;
    throw e;
  }
}

export function compileBreak(node: A.Break): Stmt {
  const label = node.label;
  return () => { throw new BreakSignal(label); };
}

export function compileContinue(node: A.Continue): Stmt {
  const label = node.label;
  return () => { throw new ContinueSignal(label); };
}

/** `1..1000000` in a foreach is iterated lazily: no million-element array. */
function rangeBounds(node: A.Pipeline | A.Assignment): ((f: Frame) => [number, number] | null) | null {
  if (node.kind !== 'Pipeline' || node.elements.length !== 1) return null;
  const e = node.elements[0];
  if (e.kind !== 'CommandExpression' || e.redirections.length > 0) return null;
  const x = e.expression;
  if (x.kind !== 'BinaryExpression' || x.operator !== '..') return null;
  const left = compileExpression(x.left), right = compileExpression(x.right);
  return (f) => {
    const a = left(f), b = right(f);
    return typeof a === 'number' && typeof b === 'number' && Number.isInteger(a) && Number.isInteger(b) ? [a, b] : null;
  };
}

export function compileForEach(node: A.ForEach): Stmt {
  const label = node.label;
  const setVar = compileVariableWrite(node.variable);
  const body = compileStatementBlock(node.body);
  const range = rangeBounds(node.collection);
  const collection = compileStatementValue(node.collection);
  const run = (f: Frame, out: Out, item: unknown): number => { poll(f); setVar(f, item); return iterate(body, label, f, out); };
  return (f, out) => {
    const bounds = range === null ? null : range(f);
    if (bounds !== null) {
      const [a, b] = bounds;
      const step = a <= b ? 1 : -1;
      for (let i = a; step > 0 ? i <= b : i >= b; i += step) if (run(f, out, i) === BREAK) break;
      return;
    }
    const value = orNull(collection(f));
    if (value === null) return;
    // about_Foreach: a scalar is a collection of one.
    const items = Array.isArray(value) ? value : V.enumerate(value) ?? [value];
    const source = V.enumerationSource(value);
    if (source === null) { for (const item of items) if (run(f, out, item) === BREAK) break; return; }
    // A hashtable's Keys/Values/GetEnumerator(): moving on after the table changed fails, as .NET's enumerator does
    // (docs/language.md, "foreach").
    const version = source.version;
    for (const item of items) {
      if (run(f, out, item) === BREAK) break;
      if (source.version !== version) throw V.collectionModified();
    }
  };
}

/** What the init and repeat parts of `for` write is discarded (about_For). */
const discard = (): void => {};

export function compileFor(node: A.For): Stmt {
  const label = node.label;
  const init = node.initializer === null ? null : compileStatement(node.initializer);
  const test = node.condition === null ? null : compileCondition(node.condition);
  const next = node.iterator === null ? null : compileStatement(node.iterator);
  const body = compileStatementBlock(node.body);
  return (f, out) => {
    if (init !== null) init(f, discard);
    while (test === null || test(f)) {
      poll(f);
      if (iterate(body, label, f, out) === BREAK) break;
      if (next !== null) next(f, discard);
    }
  };
}

export function compileWhile(node: A.While): Stmt {
  const label = node.label;
  const test = compileCondition(node.condition);
  const body = compileStatementBlock(node.body);
  return (f, out) => {
    while (test(f)) {
      poll(f);
      if (iterate(body, label, f, out) === BREAK) break;
    }
  };
}

/** do/while runs its body again while the condition holds, do/until until it holds (about_Do). */
function compileDoLoop(node: A.DoWhile | A.DoUntil, repeatWhen: boolean): Stmt {
  const label = node.label;
  const test = compileCondition(node.condition);
  const body = compileStatementBlock(node.body);
  return (f, out) => {
    do {
      poll(f);
      if (iterate(body, label, f, out) === BREAK) break;
    } while (test(f) === repeatWhen);
  };
}

export const compileDoWhile = (node: A.DoWhile): Stmt => compileDoLoop(node, true);
export const compileDoUntil = (node: A.DoUntil): Stmt => compileDoLoop(node, false);
