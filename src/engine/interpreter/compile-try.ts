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

/** All the type names an error answers to: its exception's type and bases, its inner exceptions', and System.Exception. */
function exceptionTypeNames(record: ErrorRecord): string[] {
  const names: string[] = ['system.exception'];
  for (let ex: PSException | null = record.exception; ex !== null; ex = ex.innerException) {
    names.push(ex.typeName.toLowerCase(), ...V.exceptionBasesOf(ex.typeName).map((b) => b.toLowerCase()));
  }
  return names;
}

/** `catch [DivideByZeroException]` matches System.DivideByZeroException: a written name matches a full name's tail. */
export function matchesType(record: ErrorRecord, written: string): boolean {
  const t = written.toLowerCase();
  return exceptionTypeNames(record).some((n) => n === t || n.endsWith('.' + t));
}

/** Runs `body` with `$_`/`$PSItem` set to the record in the current scope, restoring the previous `$_` after. */
function withDollarUnder(f: Frame, record: ErrorRecord, run: () => void): void {
  const saved = f.scope.vars.get('_');
  f.scope.vars.set('_', new Variable('_', record));
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
    const clause = catches.find((c) => c.types.length === 0 || c.types.some((t) => matchesType(record, t)));
    if (clause === undefined) throw te;
    addToErrorList(f.session, record);
    withDollarUnder(f, record, () => clause.body(f, out));
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

function findTrap(traps: readonly CompiledTrap[], record: ErrorRecord): CompiledTrap | undefined {
  return traps.find((t) => t.type !== null && matchesType(record, t.type)) ?? traps.find((t) => t.type === null);
}

type TrapOutcome = 'continue' | 'break' | 'default';

function runTrap(f: Frame, trap: CompiledTrap, record: ErrorRecord, out: Out): TrapOutcome {
  const scope = new Scope(f.scope);
  scope.vars.set('_', new Variable('_', record));
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
      const trap = findTrap(traps, te.record);
      if (trap === undefined) throw te;
      addToErrorList(f.session, te.record);
      const outcome = runTrap(f, trap, te.record, out);
      if (outcome === 'break') { te.scriptTerminating = true; throw te; }
      f.session.lastSuccess = false;
      if (outcome === 'default') f.session.streams.error(te.record);
    }
  };
}
