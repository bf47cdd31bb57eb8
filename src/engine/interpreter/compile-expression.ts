// Expressions (about_Operators, about_Variables, about_Hash_Tables, about_Arrays). Value semantics (conversions,
// operators, members) are the values module's; this file decides evaluation order, short-circuits and the fast
// paths for plain numbers that make loops cheap.
import type * as A from '../../../grammar/ast.js';
import { PSHashtable, PSReference, PSTypeValue, ScriptBlockValue } from '../values/types.js';
import { runtimeError } from '../errors/error-record.js';
import type { Expr } from './compile-types.js';
import { memo } from './compile-types.js';
import * as V from '../values/index.js';
import type { Frame } from './frame.js';
import { compileVariableRead, compileVariableWrite } from './variables.js';
import { indexOutOfRange, propertyNotFoundStrict, strictVersion } from './strict-mode.js';
import { assignVariable } from './scope.js';
import { compileAssignmentExpression, compileIncrement } from './assignment.js';
import { compileBlockToArray, compileBlockToValue, compilePipelineValue, compileStatementValue } from './collect.js';
import { arithmetic, compareFast } from './fast-ops.js';

type Handlers = { [K in A.Expression['kind']]: (node: Extract<A.Expression, { kind: K }>) => Expr };

export const compileExpression: (node: A.Expression) => Expr = memo((node: A.Expression): Expr => {
  const handler = handlers[node.kind] as (n: A.Expression) => Expr;
  return handler(node);
});

const handlers: Handlers = {
  BinaryExpression: compileBinary,
  UnaryExpression: compileUnary,
  ConvertExpression: compileConvert,
  TypeExpression: compileTypeExpression,
  ConstantExpression: (node) => { const v = V.numberFromLiteral(node); return () => v; },
  StringConstantExpression: (node) => { const v = node.value; return () => v; },
  ExpandableStringExpression: compileExpandable,
  VariableExpression: compileVariableRead,
  ArrayLiteral: (node) => {
    const items = node.elements.map(compileExpression);
    return (f) => { const a = new Array(items.length); for (let i = 0; i < items.length; i++) a[i] = orNull(items[i](f)); return a; };
  },
  ArrayExpression: (node) => compileBlockToArray(node.body),
  SubExpression: (node) => compileBlockToValue(node.body),
  ParenExpression: (node) => node.pipeline.kind === 'Assignment' ? compileAssignmentExpression(node.pipeline) : compilePipelineValue(node.pipeline),
  HashtableExpression: (node) => compileHashtable(node, false),
  ScriptBlockExpression: (node) => {
    const ast = node.scriptBlock;
    return (f) => new ScriptBlockValue(ast, f.call.file, null);
  },
  MemberExpression: compileMember,
  InvokeMemberExpression: compileInvokeMember,
  IndexExpression: (node) => {
    const target = compileExpression(node.target);
    const index = compileExpression(node.index);
    const nullConditional = node.nullConditional;
    return (f) => {
      const t = target(f);
      if (nullConditional && t == null) return null;
      const i = orNull(index(f));
      const v = V.getIndex(t, i, f.valueContext);
      // Strict mode 3: an index outside an array is an error (IndexOutOfRangeException).
      if (v === null && Array.isArray(t) && typeof i === 'number' && (i >= t.length || i < -t.length) && strictVersion(f) >= 3) throw indexOutOfRange();
      return v;
    };
  },
  TernaryExpression: (node) => {
    const c = compileExpression(node.condition), a = compileExpression(node.ifTrue), b = compileExpression(node.ifFalse);
    return (f) => (V.toBoolean(orNull(c(f))) ? a(f) : b(f));
  },
};

/** `undefined` (no value) becomes $null wherever a value is needed. */
export function orNull(v: unknown): unknown {
  return v === undefined ? null : v;
}

/**
 * `[int]` is resolved once, here; a name .NET does not know is looked up when evaluated, in the session's own types
 * (a class or enum a script defined: about_Classes), and stays a type object of that name when there is none.
 */
function compileTypeExpression(node: A.TypeExpression): Expr {
  const name = node.type.name;
  if (V.resolveTypeName(name) !== null) { const t = typeValue(name); return () => t; }
  return (f) => V.resolveType(name, f.session.types) ?? new PSTypeValue(name);
}

export function typeValue(name: string): PSTypeValue {
  let resolved: unknown = null;
  try { resolved = V.resolveType(name); } catch { resolved = null; }
  if (resolved instanceof PSTypeValue) return resolved;
  if (typeof resolved === 'string') return new PSTypeValue(resolved);
  const full = (resolved as { fullName?: unknown } | null)?.fullName;
  return new PSTypeValue(typeof full === 'string' ? full : name);
}

function compileBinary(node: A.BinaryExpression): Expr {
  const left = compileExpression(node.left);
  const right = compileExpression(node.right);
  const op = node.operator;
  const cs = node.caseSensitive;
  // about_Logical_Operators: -and / -or evaluate the right side only when needed; `??` likewise (about_Operators).
  if (op === 'and') return (f) => V.toBoolean(orNull(left(f))) && V.toBoolean(orNull(right(f)));
  if (op === 'or') return (f) => V.toBoolean(orNull(left(f))) || V.toBoolean(orNull(right(f)));
  if (op === '??') return (f) => { const l = orNull(left(f)); return l !== null ? l : orNull(right(f)); };
  if (op === '+' || op === '-' || op === '*' || op === '%' || op === '/') {
    const fast = arithmetic(op);
    return (f) => {
      const a = left(f), b = right(f);
      if (typeof a === 'number' && typeof b === 'number') { const r = fast(a, b); if (r !== undefined) return r; }
      return V.binaryOperation(op, cs, orNull(a), orNull(b), f.valueContext);
    };
  }
  if (op === 'lt' || op === 'le' || op === 'gt' || op === 'ge' || op === 'eq' || op === 'ne') {
    const fast = compareFast(op);
    return (f) => {
      const a = left(f), b = right(f);
      if (typeof a === 'number' && typeof b === 'number') return fast(a, b);
      return V.binaryOperation(op, cs, orNull(a), orNull(b), f.valueContext);
    };
  }
  if (op === 'is' || op === 'isnot' || op === 'as') {
    // The right side of -is/-as is a type: [int] or a type name string.
    return (f) => V.binaryOperation(op, cs, orNull(left(f)), orNull(right(f)), f.valueContext);
  }
  return (f) => V.binaryOperation(op, cs, orNull(left(f)), orNull(right(f)), f.valueContext);
}

function compileUnary(node: A.UnaryExpression): Expr {
  const op = node.operator;
  if (op === 'preIncrement' || op === 'preDecrement' || op === 'postIncrement' || op === 'postDecrement') {
    return compileIncrement(node.operand, op);
  }
  const operand = compileExpression(node.operand);
  if (op === 'not') return (f) => !V.toBoolean(orNull(operand(f)));
  if (op === '-') {
    return (f) => { const v = operand(f); return typeof v === 'number' ? -v : V.unaryOperation(op, orNull(v)); };
  }
  return (f) => V.unaryOperation(op, orNull(operand(f)));
}

function compileConvert(node: A.ConvertExpression): Expr {
  const typeName = node.type.name;
  const lower = typeName.toLowerCase();
  // [ordered]@{...} builds an ordered hashtable; [void] discards (about_Hash_Tables, about_Operators).
  if (lower === 'ordered' && node.operand.kind === 'HashtableExpression') return compileHashtable(node.operand, true);
  const operand = compileExpression(node.operand);
  if (lower === 'void' || lower === 'system.void') return (f) => { operand(f); return undefined; };
  if ((lower === 'ref' || lower === 'system.management.automation.psreference') && node.operand.kind === 'VariableExpression') return compileVariableReference(node.operand, operand);
  return (f) => convertWithOfs(f, orNull(operand(f)), typeName);
}

/**
 * `[ref]$x` (about_Ref): a reference to the variable itself, the one `$x` finds (a caller's too), so writing through
 * it changes that variable; a name not yet set is made in the current scope. `[ref]` of a [ref] is that one.
 */
function compileVariableReference(node: A.VariableExpression, operand: Expr): Expr {
  const write = compileVariableWrite(node);
  const key = node.name.toLowerCase();
  return (f) => {
    const current = operand(f);
    if (current instanceof PSReference) return current;
    const found = node.scope === null ? f.scope.lookup(key) : undefined;
    if (found !== undefined) return new PSReference(() => found.value, (v) => assignVariable(found, v, f));
    return new PSReference(() => orNull(operand(f)), (v) => write(f, v));
  };
}

/**
 * about_Preference_Variables ($OFS): an array turned into a string by expansion ("$a") or a [string] cast joins its
 * elements with $OFS, a space when it is unset or $null.
 */
export function arrayText(f: Frame, v: unknown[]): string {
  const ofs = f.scope.lookup('ofs')?.value;
  return V.toStringValue(v, ofs === null || ofs === undefined ? ' ' : V.toStringValue(ofs));
}

/** A cast or typed assignment: `[string]` of an array uses $OFS; everything else is the values module's conversion. */
export function convertWithOfs(f: Frame, v: unknown, typeName: string): unknown {
  if (Array.isArray(v) && /^(system\.)?string$/i.test(typeName)) return arrayText(f, v);
  return V.convertTo(v, typeName, f.valueContext);
}

function compileExpandable(node: A.ExpandableStringExpression): Expr {
  const parts: Expr[] = node.parts.map((p) => {
    if (typeof p === 'string') return () => p;
    // `"$name"`: strict mode 1 lets an unset variable pass here (strict-mode.ts). An enumerator (`"$input"`) expands as
    // the items it has left, joined with $OFS as an array is, and is used up by it.
    const e = p.kind === 'VariableExpression' && !p.splatted ? compileVariableRead(p, true) : compileExpression(p);
    return (f) => { const v = e(f); return Array.isArray(v) ? arrayText(f, v) : v instanceof V.PSEnumerator ? arrayText(f, v.rest()) : V.toStringValue(orNull(v)); };
  });
  return (f) => {
    let s = '';
    for (let i = 0; i < parts.length; i++) s += parts[i](f) as string;
    return s;
  };
}

function compileHashtable(node: A.HashtableExpression, ordered: boolean): Expr {
  const pairs = node.pairs.map((p) => ({ key: compileExpression(p.key), value: compileStatementValue(p.value) }));
  return (f) => {
    const h = new PSHashtable(ordered);
    for (const p of pairs) {
      const key = orNull(p.key(f));
      if (key === null) throw nullKeyError();
      if (!h.add(key, orNull(p.value(f)))) throw duplicateKeyError(key);
    }
    return h;
  };
}

function nullKeyError(): Error {
  return runtimeError('A null key is not allowed in a hash literal.', 'InvalidNullKey', 'InvalidOperation');
}

function duplicateKeyError(key: unknown): Error {
  return runtimeError(`Duplicate keys '${V.toStringValue(key)}' are not allowed in hash literals.`, 'DuplicateKeyInHashLiteral', 'ParserError');
}

/** The name of `.Name`, `.'quoted'`, `.$name`, `.($a + $b)`. */
export function compileMemberName(member: A.Expression): (f: import('./frame.js').Frame) => string {
  if (member.kind === 'StringConstantExpression') { const n = member.value; return () => n; }
  const e = compileExpression(member);
  return (f) => V.toStringValue(orNull(e(f)));
}

/** `[math]` before `::` names a type; any other target is evaluated (a type value or a type name). */
export function compileStaticTarget(target: A.Expression): (f: import('./frame.js').Frame) => string {
  if (target.kind === 'TypeExpression') { const n = target.type.name; return () => n; }
  const e = compileExpression(target);
  return (f) => { const v = e(f); return v instanceof PSTypeValue ? v.fullName : V.toStringValue(orNull(v)); };
}

function compileMember(node: A.MemberExpression): Expr {
  const name = compileMemberName(node.member);
  if (node.isStatic) {
    const type = compileStaticTarget(node.target);
    return (f) => V.getStaticMember(type(f), name(f), f.valueContext);
  }
  const target = compileExpression(node.target);
  const nullConditional = node.nullConditional;
  // `$h.$key` and `$Matches.0`: a member named by a value that is not a string looks a hashtable up by that key.
  const keyOf = node.member.kind === 'StringConstantExpression' ? null : compileExpression(node.member);
  return (f) => {
    const t = orNull(target(f));
    if (nullConditional && t === null) return null;
    let n: string;
    if (keyOf) {
      const k = orNull(keyOf(f));
      if (t instanceof PSHashtable && k !== null && typeof k !== 'string' && t.has(k)) return t.get(k);
      n = V.toStringValue(k);
    } else n = name(f);
    const v = V.getMember(t, n, f.valueContext);
    // Strict mode 2: a property the object does not have is an error, the intrinsic Count/Length of $null and of a
    // single value included (PowerShell's PSGetMemberBinder.PropertyDoesntExist). Checked only where it can apply:
    // a $null result, or a Count/Length (a number), so other reads pay nothing.
    if ((v === null || typeof v === 'number') && strictVersion(f) >= 2 && !V.hasMemberStrict(t, n)) throw propertyNotFoundStrict(n);
    return v;
  };
}

function compileInvokeMember(node: A.InvokeMemberExpression): Expr {
  const name = compileMemberName(node.member);
  const args = node.arguments.map(compileExpression);
  const evalArgs = (f: import('./frame.js').Frame): unknown[] => args.map((a) => orNull(a(f)));
  if (node.isStatic) {
    const type = compileStaticTarget(node.target);
    return (f) => V.invokeStaticMethod(type(f), name(f), evalArgs(f), f.valueContext);
  }
  const target = compileExpression(node.target);
  const nullConditional = node.nullConditional;
  return (f) => {
    const t = orNull(target(f));
    if (nullConditional && t === null) return null;
    const n = name(f);
    return V.invokeMethod(t, n, evalArgs(f), f.valueContext);
  };
}
