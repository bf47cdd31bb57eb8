// Helpers for the grammar tests: parse a script that must be valid, and reach its statements.
import { expect } from 'vitest';
import { parse, type Expression, type Pipeline, type Statement } from '../../grammar/index.js';

/** Parses a script that must have no errors and returns its top-level statements. */
export function statements(source: string): readonly Statement[] {
  const r = parse(source);
  expect(r.errors, `errors in ${JSON.stringify(source)}`).toEqual([]);
  return r.ast.endBlock?.statements ?? [];
}

/** The one statement of a valid script. */
export function only(source: string): Statement {
  const list = statements(source);
  expect(list).toHaveLength(1);
  return list[0];
}

/** The expression of a script that is one expression statement. */
export function expr(source: string): Expression {
  const s = only(source) as Pipeline;
  expect(s.kind).toBe('Pipeline');
  expect(s.elements).toHaveLength(1);
  const e = s.elements[0];
  if (e.kind !== 'CommandExpression') throw new Error(`expected an expression, got ${e.kind}`);
  return e.expression;
}

/** Removes extents, so that shapes can be compared with toEqual. */
export function strip<T>(node: T): T {
  return JSON.parse(JSON.stringify(node, (k, v) => (k === 'extent' ? undefined : v))) as T;
}

/** A compact S-expression of an expression, for precedence tables. */
export function sx(n: unknown): string {
  if (n === null || n === undefined) return '_';
  if (typeof n === 'string') return JSON.stringify(n);
  if (Array.isArray(n)) return '[' + n.map(sx).join(' ') + ']';
  const x = n as Record<string, any>;
  switch (x.kind) {
    case 'Pipeline': return x.elements.length === 1 ? sx(x.elements[0]) : '(| ' + x.elements.map(sx).join(' ') + ')';
    case 'CommandExpression': return sx(x.expression);
    case 'Command': return '(cmd ' + x.elements.map(sx).join(' ') + ')';
    case 'StringConstantExpression': return x.stringConstantType === 'BareWord' ? x.value : `'${x.value}'`;
    case 'ConstantExpression': return String(x.value);
    case 'VariableExpression': return '$' + x.name;
    case 'BinaryExpression': return `(${x.operator} ${sx(x.left)} ${sx(x.right)})`;
    case 'UnaryExpression': return `(${x.operator} ${sx(x.operand)})`;
    case 'ArrayLiteral': return '(, ' + x.elements.map(sx).join(' ') + ')';
    case 'ConvertExpression': return `([${x.type.name}] ${sx(x.operand)})`;
    case 'TypeExpression': return `[${x.type.name}]`;
    case 'ParenExpression': return `(paren ${sx(x.pipeline)})`;
    case 'TernaryExpression': return `(? ${sx(x.condition)} ${sx(x.ifTrue)} ${sx(x.ifFalse)})`;
    case 'MemberExpression': return `(${x.isStatic ? '::' : '.'} ${sx(x.target)} ${sx(x.member)})`;
    case 'InvokeMemberExpression': return `(${x.isStatic ? '::' : '.'}call ${sx(x.target)} ${sx(x.member)} ${sx(x.arguments)})`;
    case 'IndexExpression': return `(idx ${sx(x.target)} ${sx(x.index)})`;
    case 'Assignment': return `(${x.operator} ${sx(x.left)} ${sx(x.right)})`;
    default: return `<${x.kind}>`;
  }
}
