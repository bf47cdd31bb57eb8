// try/catch/finally, throw and trap (about_Try_Catch_Finally, about_Throw, about_Trap).
import type * as A from '../../../grammar/ast.js';
import type { Stmt } from './compile-types.js';
import { Frame } from './frame.js';
import type { Out } from './frame.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import { BreakSignal, ContinueSignal } from '../errors/signals.js';
import * as V from '../values/index.js';
import { orNull } from './compile-expression.js';
import { compileStatementValue } from './collect.js';
import { compileStatementBlock } from './compile-statement.js';
import { addToErrorList, toTerminatingError } from './error-model.js';
import { Scope, Variable } from './scope.js';

/** `catch [DivideByZeroException]` matches System.DivideByZeroException: a written name matches a full name's tail. */
function sameType(fullName: string, written: string): boolean {
  const n = fullName.toLowerCase();
  const t = written.toLowerCase();
  return n === t || n.endsWith('.' + t);
}

/** Whether an exception type is a written type or derives from it (every exception derives from System.Exception). */
function isOfType(typeName: string, written: string): boolean {
  return sameType(typeName, written) || sameType('System.Exception', written) || V.exceptionBasesOf(typeName).some((b) => sameType(b, written));
}

/** A catch (or trap) clause: the types it names; none is a catch-all. */
export type HandlerTypes = readonly string[];

/**
 * The clause for one exception type (ExceptionHandlingOps.FindMatchingHandlerByType): a clause naming that exact
 * type first, then one naming a base type, then a catch-all; -1 when none.
 */
function handlerFor(typeName: string, clauses: readonly HandlerTypes[]): number {
  const exact = clauses.findIndex((c) => c.some((t) => sameType(typeName, t)));
  if (exact !== -1) return exact;
  const derived = clauses.findIndex((c) => c.some((t) => isOfType(typeName, t)));
  if (derived !== -1) return derived;
  return clauses.findIndex((c) => c.length === 0);
}

const isRuntimeException = (typeName: string) => typeName === RUNTIME_EXCEPTION || V.exceptionBasesOf(typeName).includes(RUNTIME_EXCEPTION);

/**
 * Which catch or trap clause handles an error, and the record `$_` holds there (ExceptionHandlingOps.FindMatchingHandler
 * and ProcessTraps, docs/errors.md "Which catch runs"). PowerShell raises an engine error (a RuntimeException such as
 * MethodInvocationException) as it is, and any other exception (`throw [InvalidOperationException]::new()`) wrapped in
 * a RuntimeException; it tries the raised exception's inner exception first, then the raised exception. So
 * `catch [FormatException]` catches `[int]::Parse('x')` (a MethodInvocationException wrapping a FormatException), and
 * `catch [RuntimeException]` catches a thrown InvalidOperationException; an inner exception's own inner exception is
 * not looked at. When an engine error's inner exception chose the clause, `$_` carries that inner exception (the
 * record of a RuntimeException is its own). A catch-all catch sees the raised exception; a catch-all trap keeps the
 * inner one, as ProcessTraps does.
 */
export function findHandler(record: ErrorRecord, clauses: readonly HandlerTypes[], trap = false): { index: number; record: ErrorRecord } | null {
  const exception = record.exception;
  const engineError = isRuntimeException(exception.typeName);
  const inner = engineError ? exception.innerException : exception;
  const raisedType = engineError ? exception.typeName : RUNTIME_EXCEPTION;
  const innerIndex = inner === null ? -1 : handlerFor(inner.typeName, clauses);
  let index = innerIndex;
  let viaInner = innerIndex !== -1;
  if (index === -1 || clauses[index].length === 0) {
    const raisedIndex = handlerFor(raisedType, clauses);
    if (!trap || raisedIndex !== innerIndex) { index = raisedIndex; viaInner = false; }
  }
  if (index === -1) return null;
  return { index, record: viaInner && engineError && inner !== null ? record.withException(inner) : record };
}

const RUNTIME_EXCEPTION = 'System.Management.Automation.RuntimeException';

/**
 * Runs `body` with `$_`/`$PSItem` set to the record the clause sees, restoring the previous `$_` after; a bare
 * `throw` inside rethrows the original record.
 */
function withDollarUnder(f: Frame, record: ErrorRecord, seen: ErrorRecord, run: () => void): void {
  const saved = f.scope.vars.get('_');
  f.scope.vars.set('_', new Variable('_', seen));
  f.session.caught.push(record);
  try {
    run();
  } finally {
    f.session.caught.pop();
    if (saved === undefined) f.scope.vars.delete('_'); else f.scope.vars.set('_', saved);
  }
}

export function compileTry(node: A.Try): Stmt {
  const body = compileStatementBlock(node.body);
  const catches = node.catches.map((c) => ({ types: c.types.map((t) => t.name), body: compileStatementBlock(c.body) }));
  const catchTypes: HandlerTypes[] = catches.map((c) => c.types);
  const finallyBody = node.finallyBody === null ? null : compileStatementBlock(node.finallyBody);

  /** While the body runs, statement-terminating errors propagate here instead of being reported where they happen. */
  const runWithCatches = (f: Frame, out: Out): void => {
    let te: TerminatingError | null = null;
    f.session.handlerDepth++;
    try {
      body(f, out);
    } catch (e) {
      te = toTerminatingError(f, e);
      if (te === null) throw e;
    } finally {
      f.session.handlerDepth--;
    }
    if (te === null) return;
    const record = te.record;
    const handler = findHandler(record, catchTypes);
    if (handler === null) throw te;
    addToErrorList(f.session, record);
    withDollarUnder(f, record, handler.record, () => catches[handler.index].body(f, out));
  };

  /** try/finally without catch: errors still leave the try (to be reported after the finally block, outside). */
  const runPropagating = (f: Frame, out: Out): void => {
    f.session.handlerDepth++;
    try { body(f, out); } finally { f.session.handlerDepth--; }
  };

  // finally runs after return, break, continue, exit, an uncaught error and an interrupt alike.
  return (f, out) => {
    try {
      if (catches.length > 0) runWithCatches(f, out); else runPropagating(f, out);
    } finally {
      if (finallyBody !== null) finallyBody(f, out);
    }
  };
}

/** about_Throw: how a thrown value becomes an error record (PowerShell's ExceptionHandlingOps.ConvertToException). */
export function throwRecord(value: unknown): ErrorRecord {
  if (value instanceof ErrorRecord) return value;
  if (value instanceof PSException) return new ErrorRecord(value, value.message, 'OperationStopped', null);
  const message = value === null ? 'ScriptHalted' : V.toStringValue(value);
  const exception = new PSException('System.Management.Automation.RuntimeException', message, null);
  return new ErrorRecord(exception, message, 'OperationStopped', value);
}

export function compileThrow(node: A.Throw): Stmt {
  const value = node.pipeline === null ? null : compileStatementValue(node.pipeline);
  return (f) => {
    if (value === null) {
      // A bare `throw` in a catch block rethrows the error being handled.
      const caught = f.session.caught;
      throw new TerminatingError(caught.length > 0 ? caught[caught.length - 1] : throwRecord(null), true);
    }
    const record = throwRecord(orNull(value(f)));
    throw new TerminatingError(record, true);
  };
}

// ---------------------------------------------------------------------------------------------
// trap (about_Trap): a trap applies to every statement of its block, including errors raised in functions called
// from it. After the trap body: `continue` resumes with the next statement silently; `break` rethrows (the error
// ends the script); otherwise the error is written and execution resumes with the next statement.

interface CompiledTrap { type: string | null; body: Stmt }


type TrapOutcome = 'continue' | 'break' | 'default';

function runTrap(f: Frame, trap: CompiledTrap, record: ErrorRecord, seen: ErrorRecord, out: Out): TrapOutcome {
  const scope = new Scope(f.scope);
  scope.vars.set('_', new Variable('_', seen));
  const child = new Frame(f.session, scope, f.scriptScope, f.call);
  f.session.caught.push(record);
  try {
    trap.body(child, out);
    return 'default';
  } catch (e) {
    if (e instanceof ContinueSignal) return 'continue';
    if (e instanceof BreakSignal) return 'break';
    throw e;
  } finally {
    f.session.caught.pop();
  }
}

export function compileTrapBlock(block: A.StatementBlock, stmts: Stmt[]): Stmt {
  const traps: CompiledTrap[] = block.traps.map((t) => ({ type: t.type === null ? null : t.type.name, body: compileStatementBlock(t.body) }));
  const trapTypes: HandlerTypes[] = traps.map((t) => (t.type === null ? [] : [t.type]));
  return (f, out) => {
    for (let i = 0; i < stmts.length; i++) {
      let te: TerminatingError | null = null;
      f.session.handlerDepth++;
      try {
        stmts[i](f, out);
      } catch (e) {
        te = toTerminatingError(f, e);
        if (te === null) throw e;
      } finally {
        f.session.handlerDepth--;
      }
      if (te === null) continue;
      const handler = findHandler(te.record, trapTypes, true);
      if (handler === null) throw te;
      addToErrorList(f.session, te.record);
      const outcome = runTrap(f, traps[handler.index], te.record, handler.record, out);
      if (outcome === 'break') { te.scriptTerminating = true; throw te; }
      f.session.lastSuccess = false;
      if (outcome === 'default') f.session.streams.error(te.record);
    }
  };
}
