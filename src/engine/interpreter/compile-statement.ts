// Statements and statement blocks (about_If, about_Return, about_Language_Keywords). Every statement of a block runs
// behind a guard: a statement-terminating error ends that statement only (error-model.ts decides).
import type * as A from '../../../grammar/ast.js';
import type { Stmt } from './compile-types.js';
import { memo } from './compile-types.js';
import type { Frame, Out } from './frame.js';
import { ExitSignal, ReturnSignal } from '../errors/signals.js';
import * as V from '../values/index.js';
import { orNull } from './compile-expression.js';
import { compileAssignmentExpression } from './assignment.js';
import { compilePipelineValue, compileStatementValue } from './collect.js';
import { compilePipeline, compilePipelineChain } from './compile-pipeline.js';
import { compileForEach, compileFor, compileWhile, compileDoWhile, compileDoUntil, compileBreak, compileContinue } from './compile-loops.js';
import { compileSwitch } from './compile-switch.js';
import { compileTry, compileThrow, compileTrapBlock } from './compile-try.js';
import { handleStatementError } from './error-model.js';
import { defineFunction } from './functions.js';
import { defineType } from './type-definitions.js';

type Handlers = { [K in A.Statement['kind']]: (node: Extract<A.Statement, { kind: K }>) => Stmt };

export const compileStatement: (node: A.Statement) => Stmt = memo((node: A.Statement): Stmt => {
  const handler = handlers[node.kind] as (n: A.Statement) => Stmt;
  return handler(node);
});

const handlers: Handlers = {
  Pipeline: compilePipeline,
  PipelineChain: compilePipelineChain,
  Assignment: (node) => {
    const assign = compileAssignmentExpression(node);
    return (f) => { assign(f); f.session.lastSuccess = true; };
  },
  If: compileIf,
  Switch: compileSwitch,
  ForEach: compileForEach,
  For: compileFor,
  While: compileWhile,
  DoWhile: compileDoWhile,
  DoUntil: compileDoUntil,
  Break: compileBreak,
  Continue: compileContinue,
  Return: (node) => {
    const run = node.pipeline === null ? null : compileStatement(node.pipeline);
    return (f, out) => {
      if (run !== null) {
        const sink = f.methodOutput;
        run(f, sink === null ? out : (v) => { sink.push(v); });
      }
      throw new ReturnSignal();
    };
  },
  Exit: (node) => {
    const value = node.pipeline === null ? null : compileStatementValue(node.pipeline);
    return (f) => {
      const code = value === null ? 0 : exitCode(orNull(value(f)));
      throw new ExitSignal(code);
    };
  },
  Throw: compileThrow,
  Try: compileTry,
  // Traps are hoisted into their block's `traps` (about_Trap); one left in place does nothing where it stands.
  Trap: () => () => {},
  FunctionDefinition: (node) => (f) => defineFunction(f, node),
  TypeDefinition: (node) => (f) => defineType(f, node),
  StatementBlock: (node) => compileStatementBlock(node),
};

function exitCode(v: unknown): number {
  if (v === null) return 0;
  const n = Number(V.toNumber(v));
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

export function compileCondition(node: A.Pipeline | A.Assignment): (f: Frame) => boolean {
  const value = node.kind === 'Assignment' ? compileAssignmentExpression(node) : compilePipelineValue(node);
  return (f) => {
    const v = value(f);
    return typeof v === 'boolean' ? v : V.toBoolean(orNull(v));
  };
}

function compileIf(node: A.If): Stmt {
  const clauses = node.clauses.map((c) => ({ test: compileCondition(c.condition), body: compileStatementBlock(c.body) }));
  const elseBody = node.elseBody === null ? null : compileStatementBlock(node.elseBody);
  return (f, out) => {
    for (let i = 0; i < clauses.length; i++) {
      if (clauses[i].test(f)) { clauses[i].body(f, out); return; }
    }
    if (elseBody !== null) elseBody(f, out);
  };
}

/** Runs one statement, recording where we are (for InvocationInfo and stack traces) and containing its errors. */
function guard(stmt: Stmt, node: A.Statement): Stmt {
  const extent = node.extent;
  return (f, out) => {
    f.call.pos = extent;
    try {
      stmt(f, out);
    } catch (e) {
      handleStatementError(f, e);
    }
  };
}

/**
 * A named block of a script block (begin, process, end, clean) as its own top level. In the frame of the run's own
 * script (Frame.endsRun) a script-terminating error of one of these statements ends the run as data: the block
 * returns, and the run (session.ts) finds the error in `stoppedBy`. Anywhere else it is compileStatementBlock's.
 */
export const compileNamedBlock: (block: A.StatementBlock) => Stmt = memo((block: A.StatementBlock): Stmt => {
  if (block.traps.length > 0) return compileStatementBlock(block);
  const stmts = block.statements.filter((s) => s.kind !== 'Trap').map((s) => ({ run: compileStatement(s), extent: s.extent }));
  return (f: Frame, out: Out) => {
    for (let i = 0; i < stmts.length; i++) {
      f.call.pos = stmts[i].extent;
      try {
        stmts[i].run(f, out);
      } catch (e) {
        if (handleStatementError(f, e, f.endsRun)) return;
      }
    }
  };
});

export const compileStatementBlock: (block: A.StatementBlock) => Stmt = memo((block: A.StatementBlock): Stmt => {
  const stmts = block.statements.filter((s) => s.kind !== 'Trap').map((s) => guard(compileStatement(s), s));
  if (block.traps.length > 0) return compileTrapBlock(block, stmts);
  if (stmts.length === 1) return stmts[0];
  return (f: Frame, out: Out) => {
    for (let i = 0; i < stmts.length; i++) stmts[i](f, out);
  };
});
