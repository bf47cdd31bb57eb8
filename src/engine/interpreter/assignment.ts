// Assignment, compound assignment and ++/-- (about_Assignment_Operators, about_Increment_Decrement_Operators).
import type * as A from '../../../grammar/ast.js';
import type { Expr } from './compile-types.js';
import type { Frame } from './frame.js';
import * as V from '../values/index.js';
import { runtimeError } from '../errors/error-record.js';
import { compileExpression, compileMemberName, compileStaticTarget, convertWithOfs, orNull } from './compile-expression.js';
import { compileVariableRead, compileVariableWrite, targetScope } from './variables.js';
import { compileStatementValue } from './collect.js';
import { Variable } from './scope.js';
import { arithmetic } from './fast-ops.js';

interface LValue {
  get: Expr;
  set: (f: Frame, value: unknown) => void;
}

function invalidTarget(): Error {
  return runtimeError('The assignment expression is not valid. The input to an assignment operator must be an object that is able to accept assignments, such as a variable or a property.',
    'InvalidLeftHandSide', 'ParserError');
}

function compileLValue(node: A.Expression): LValue {
  switch (node.kind) {
    case 'VariableExpression': return { get: compileVariableRead(node), set: compileVariableWrite(node) };
    case 'ConvertExpression': return compileTypedVariable(node);
    case 'MemberExpression': {
      if (node.isStatic) {
        // `[C]::Count = 1`: a static property of a script's class (about_Classes_Properties).
        const type = compileStaticTarget(node.target);
        const name = compileMemberName(node.member);
        return { get: compileExpression(node), set: (f, value) => V.setStaticMember(type(f), name(f), value, f.valueContext) };
      }
      const target = compileExpression(node.target);
      const name = compileMemberName(node.member);
      return {
        get: compileExpression(node),
        set: (f, value) => V.setMember(orNull(target(f)), name(f), value, f.valueContext),
      };
    }
    case 'IndexExpression': {
      const target = compileExpression(node.target);
      const index = compileExpression(node.index);
      return {
        get: compileExpression(node),
        set: (f, value) => V.setIndex(orNull(target(f)), orNull(index(f)), value, f.valueContext),
      };
    }
    case 'ArrayLiteral': return compileMultiple(node);
    case 'ParenExpression':
      if (node.pipeline.kind === 'Pipeline' && node.pipeline.elements.length === 1 && node.pipeline.elements[0].kind === 'CommandExpression') {
        return compileLValue(node.pipeline.elements[0].expression);
      }
      break;
    default: break;
  }
  return { get: () => { throw invalidTarget(); }, set: () => { throw invalidTarget(); } };
}

/** `[int]$x = '5'`: the variable becomes type-constrained (about_Variables). */
function compileTypedVariable(node: A.ConvertExpression): LValue {
  if (node.operand.kind !== 'VariableExpression') {
    const inner = compileLValue(node.operand);
    const typeName = node.type.name;
    return { get: inner.get, set: (f, value) => inner.set(f, convertWithOfs(f, value, typeName)) };
  }
  const variable = node.operand;
  const key = variable.name.toLowerCase();
  const scope = variable.scope === null ? null : variable.scope.toLowerCase();
  const typeName = node.type.name;
  return {
    get: compileVariableRead(variable),
    set: (f, value) => {
      if (key === 'null') return;
      const converted = convertWithOfs(f, value, typeName);
      targetScope(f, scope).vars.set(key, new Variable(variable.name, converted, typeName));
    },
  };
}

/** `$a, $b = 1, 2, 3`: the last variable takes the rest (about_Assignment_Operators). */
function compileMultiple(node: A.ArrayLiteral): LValue {
  const targets = node.elements.map(compileLValue);
  return {
    get: () => { throw invalidTarget(); },
    set: (f, value) => {
      const items = Array.isArray(value) ? value : [value];
      for (let i = 0; i < targets.length; i++) {
        if (i === targets.length - 1) {
          const rest = items.slice(i);
          targets[i].set(f, rest.length === 0 ? null : rest.length === 1 ? rest[0] : rest);
        } else {
          targets[i].set(f, i < items.length ? items[i] : null);
        }
      }
    },
  };
}

const COMPOUND: Record<string, '+' | '-' | '*' | '/' | '%'> = { '+=': '+', '-=': '-', '*=': '*', '/=': '/', '%=': '%' };

/** An assignment as an expression: evaluates to the assigned value (what `($x = 1)` shows). */
export function compileAssignmentExpression(node: A.Assignment): Expr {
  const lv = compileLValue(node.left);
  const right = compileStatementValue(node.right);
  if (node.operator === '=') {
    return (f) => { const v = orNull(right(f)); lv.set(f, v); return v; };
  }
  if (node.operator === '??=') {
    return (f) => {
      const cur = orNull(lv.get(f));
      if (cur !== null) return cur;
      const v = orNull(right(f)); lv.set(f, v); return v;
    };
  }
  const op = COMPOUND[node.operator];
  const fast = arithmetic(op);
  if (node.left.kind === 'VariableExpression' && node.left.scope === null) return compileLocalCompound(node.left, op, right, lv);
  return (f) => {
    const cur = orNull(lv.get(f));
    const r = orNull(right(f));
    let v: unknown = undefined;
    if (typeof cur === 'number' && typeof r === 'number') v = fast(cur, r);
    if (v === undefined) v = V.binaryOperation(op, false, cur, r, f.valueContext);
    lv.set(f, v);
    return v;
  };
}

/** `$s += $i` on a plain variable of the current scope: update in place without a second lookup. */
function compileLocalCompound(variable: A.VariableExpression, op: '+' | '-' | '*' | '/' | '%', right: Expr, lv: LValue): Expr {
  const key = variable.name.toLowerCase();
  const fast = arithmetic(op);
  return (f) => {
    const r = orNull(right(f));
    const own = f.scope.vars.get(key);
    if (own !== undefined && own.typeName === null && !own.readOnly && typeof own.value === 'number' && typeof r === 'number') {
      const v = fast(own.value, r);
      if (v !== undefined) { own.value = v; return v; }
    }
    const cur = own !== undefined ? own.value : READS_OUTER.has(key) ? orNull(lv.get(f)) : null;
    const v = V.binaryOperation(op, false, cur, r, f.valueContext);
    lv.set(f, v);
    return v;
  };
}

/**
 * Compound assignment and ++/-- on an unqualified variable start from the current scope's own variable, never a
 * parent's: `$x = 1; & { $x += 1; $x }` writes 1 (PowerShell since v3; PowerShell issues 11297 and 17911, kept by
 * design). The automatic variables below are read as usual.
 */
const READS_OUTER = new Set(['_', 'psitem', 'args', 'input', 'this', 'matches']);

function ownValue(f: Frame, key: string, lv: LValue): unknown {
  const own = f.scope.vars.get(key);
  return own !== undefined ? own.value : READS_OUTER.has(key) ? orNull(lv.get(f)) : null;
}

/** `$i++`, `++$i`, `$i--`, `--$i`: the expression's value is the old value (post) or the new one (pre). */
export function compileIncrement(operand: A.Expression, op: 'preIncrement' | 'preDecrement' | 'postIncrement' | 'postDecrement'): Expr {
  const lv = compileLValue(operand);
  const delta = op === 'preIncrement' || op === 'postIncrement' ? 1 : -1;
  const post = op === 'postIncrement' || op === 'postDecrement';
  const local = operand.kind === 'VariableExpression' && operand.scope === null ? operand.name.toLowerCase() : null;
  return (f) => {
    const cur = local !== null ? ownValue(f, local, lv) : orNull(lv.get(f));
    const next = typeof cur === 'number' ? cur + delta : cur === null ? delta : V.binaryOperation('+', false, cur, delta, f.valueContext);
    lv.set(f, next);
    return post ? (cur === null ? 0 : cur) : next;
  };
}
