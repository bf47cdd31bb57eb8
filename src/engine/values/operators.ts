// The operator entry points the interpreter calls (about_Operators). binaryOperation is on the hot path: numbers and
// strings are handled first with plain JavaScript, before any dispatch or allocation.
import type { BinaryOperator, UnaryOperator } from '../../../grammar/ast.js';
import { runtimeError } from '../errors/error-record.js';
import { add, bitwise, bitwiseNot, divide, multiply, range, subtract } from './arithmetic.js';
import {
  comparisonOperator, compareForOperator, containsOperator, equalsIgnoreCase, likeOperator, matchOperator,
} from './comparison.js';
import type { ValueContext } from './context.js';
import { convertAs, convertTo, toBoolean, toNumeric } from './conversions.js';
import { numericBinary, numericNegate } from './numbers.js';
import { formatOperator, joinOperator, replaceOperator, splitOperator, splitWhitespace } from './string-operators.js';
import { toStringValue } from './to-string.js';
import { isInstanceOfResolved, resolveTypeName } from './type-table.js';
import { PSEnumValue, PSTypeValue } from './types.js';
import { enumInfoOf, toEnum } from './enums.js';
import { typeNotFound } from './value-errors.js';

function numberFast(op: BinaryOperator, a: number, b: number): unknown {
  switch (op) {
    // Int32 with Int32, or a result that is no Int32: the plain number is already typed right (numbers.ts).
    case '+': { const r = a + b; return (r | 0) !== r || ((a | 0) === a && (b | 0) === b) ? r : numericBinary(op, a, b); }
    case '-': { const r = a - b; return (r | 0) !== r || ((a | 0) === a && (b | 0) === b) ? r : numericBinary(op, a, b); }
    case '*': case '/': case '%': return numericBinary(op, a, b);
    case 'eq': return a === b;
    case 'ne': return a !== b;
    case 'lt': return a < b;
    case 'le': return a <= b;
    case 'gt': return a > b;
    case 'ge': return a >= b;
    default: return undefined;
  }
}

function typeOperand(v: unknown, ctx: ValueContext | null): string {
  if (v instanceof PSTypeValue) return v.fullName;
  const name = toStringValue(v);
  const full = resolveTypeName(name, ctx?.types);
  if (full === null) throw typeNotFound(name);
  return full;
}

/** The right operand of -band/-bor/-bxor on an enum, as a number of the enum's type. */
function enumOperand(left: PSEnumValue, right: unknown, ctx: ValueContext | null): number {
  const info = enumInfoOf(left);
  return info ? toEnum(right, info).value : Number(convertTo(right, left.typeName, ctx));
}

/** Every binary operator except -and, -or and ?? (short-circuiting, the interpreter's). */
export function binaryOperation(op: BinaryOperator, caseSensitive: boolean, left: unknown, right: unknown, ctx: ValueContext | null): unknown {
  if (typeof left === 'number' && typeof right === 'number') {
    const r = numberFast(op, left, right);
    if (r !== undefined) return r;
  } else if (typeof left === 'string' && typeof right === 'string') {
    if (op === '+') return left + right;
    if (op === 'eq') return caseSensitive ? left === right : equalsIgnoreCase(left, right);
    if (op === 'ne') return caseSensitive ? left !== right : !equalsIgnoreCase(left, right);
  }
  switch (op) {
    case '+': return add(left, right, ctx);
    case '-': return subtract(left, right, ctx);
    case '*': return multiply(left, right);
    case '/': return divide(left, right, false);
    case '%': return divide(left, right, true);
    case 'eq': case 'ne': case 'gt': case 'ge': case 'lt': case 'le':
      return comparisonOperator(op, caseSensitive, left, right);
    case 'like': return likeOperator(left, right, caseSensitive, false);
    case 'notlike': return likeOperator(left, right, caseSensitive, true);
    case 'match': return matchOperator(left, right, caseSensitive, false, ctx);
    case 'notmatch': return matchOperator(left, right, caseSensitive, true, ctx);
    case 'contains': return containsOperator(left, right, caseSensitive);
    case 'notcontains': return !containsOperator(left, right, caseSensitive);
    case 'in': return containsOperator(right, left, caseSensitive);
    case 'notin': return !containsOperator(right, left, caseSensitive);
    case 'replace': return replaceOperator(left, right, caseSensitive, ctx);
    case 'split': return splitOperator(left, right, caseSensitive, ctx);
    case 'join': return joinOperator(left, right);
    case 'is': return isInstanceOfResolved(left, typeOperand(right, ctx));
    case 'isnot': return !isInstanceOfResolved(left, typeOperand(right, ctx));
    case 'as': return convertAs(left, right instanceof PSTypeValue ? right : typeOperand(right, ctx), ctx);
    case 'f': return formatOperator(toStringValue(left), Array.isArray(right) ? right : [right]);
    case '..': return range(left, right);
    case 'xor': return toBoolean(left) !== toBoolean(right);
    case 'band': case 'bor': case 'bxor':
      // An enum on the left keeps its type: [IO.FileAttributes]::ReadOnly -bor 'Hidden' is 'ReadOnly, Hidden' (about_Enum).
      if (left instanceof PSEnumValue) return new PSEnumValue(left.typeName, Number(bitwise(op, left.value, enumOperand(left, right, ctx))), left.info);
      return bitwise(op, left, right);
    case 'shl': case 'shr': return bitwise(op, left, right);
    default:
      throw runtimeError(`The operator '-${op}' is evaluated by the interpreter.`, 'OperatorNotSupported', 'NotImplemented');
  }
}

/** -not/!, -bnot, unary - and +, and the unary forms of -split and -join. ++/-- are the interpreter's (on variables). */
export function unaryOperation(op: UnaryOperator, v: unknown): unknown {
  switch (op) {
    case 'not': return !toBoolean(v);
    case 'bnot': return bitwiseNot(v);
    case '-': {
      if (typeof v === 'number') return v === 0 ? 0 : -v;
      return numericNegate(toNumeric(v));
    }
    case '+': return typeof v === 'number' ? v : toNumeric(v);
    case 'split': return splitWhitespace(v);
    case 'join': return joinOperator(v, '');
    case 'preIncrement': case 'postIncrement': return numericBinary('+', toNumeric(v), 1);
    case 'preDecrement': case 'postDecrement': return numericBinary('-', toNumeric(v), 1);
    default: return v;
  }
}

export { compareForOperator };
