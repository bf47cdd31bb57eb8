// Statements used for their value (about_Assignment_Operators, about_Operators: `$( )`, `@( )`, `( )`). A lone
// expression keeps its value as is (`$a = @()` is an empty array, `$a = 1, 2` the array); anything else is run and
// its output collected: nothing -> $null, one object -> that object, several -> an object[].
import type * as A from '../../../grammar/ast.js';
import type { Expr } from './compile-types.js';
import type { Frame } from './frame.js';
import { compileExpression } from './compile-expression.js';
import { compileAssignmentExpression } from './assignment.js';
import { compileStatement, compileStatementBlock } from './compile-statement.js';

function loneExpression(p: A.Pipeline): A.Expression | null {
  if (p.elements.length !== 1) return null;
  const e = p.elements[0];
  return e.kind === 'CommandExpression' && e.redirections.length === 0 ? e.expression : null;
}

export function collapse(items: unknown[]): unknown {
  return items.length === 0 ? null : items.length === 1 ? items[0] : items;
}

export function compileStatementValue(stmt: A.Statement): Expr {
  if (stmt.kind === 'Pipeline') return compilePipelineValue(stmt);
  if (stmt.kind === 'Assignment') return compileAssignmentExpression(stmt);
  const run = compileStatement(stmt);
  return (f: Frame) => {
    const items: unknown[] = [];
    run(f, (v) => { items.push(v); });
    return collapse(items);
  };
}

export function compilePipelineValue(p: A.Pipeline): Expr {
  const lone = loneExpression(p);
  if (lone !== null) return compileExpression(lone);
  const run = compileStatement(p);
  return (f: Frame) => {
    const items: unknown[] = [];
    run(f, (v) => { items.push(v); });
    return collapse(items);
  };
}

/** `$( ... )`. */
export function compileBlockToValue(block: A.StatementBlock): Expr {
  const run = compileStatementBlock(block);
  return (f: Frame) => {
    const items: unknown[] = [];
    run(f, (v) => { items.push(v); });
    return collapse(items);
  };
}

/** `@( ... )`: always an array. */
export function compileBlockToArray(block: A.StatementBlock): Expr {
  const run = compileStatementBlock(block);
  return (f: Frame) => {
    const items: unknown[] = [];
    run(f, (v) => { items.push(v); });
    return items;
  };
}
