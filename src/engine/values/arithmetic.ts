// Arithmetic, bitwise and range operators (about_Arithmetic_Operators, about_Operators): the left operand's type
// picks the operation ("5" + 1 is "51", 1 + "5" is 6, @(1,2) + 3 appends, "ab" * 3 repeats, [char]'a' + 'b' is
// "ab"); numbers widen and overflow as numbers.ts says.
import { runtimeError } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { addMs, wallMs } from './date-time.js';
import { convertTo, toNumber, toNumeric } from './conversions.js';
import { bigInteger, bigOf, int64, isBigInteger, isNumeric, numberOf, numericBinary, rankOf, type Numeric } from './numbers.js';
import { roundHalfEven } from './number-format.js';
import { toStringValue } from './to-string.js';
import { typeNameOf } from './type-table.js';
import { PSChar, PSDateTime, PSEnumValue, PSHashtable, PSNumber, PSTimeSpan } from './types.js';
import { argumentError, methodNotFound, operationNotDefined } from './value-errors.js';
import { checkArrayLength, checkStringLength } from './allocation-limit.js';

const TICKS_PER_MS = 10000;

/**
 * A result too big to build is refused before JavaScript tries to allocate it (src/engine/values/allocation-limit.ts):
 * in the shell a fatal out-of-memory would take the whole process down, in an isolate overshoot its limit.
 */
function checkSize(n: number, array: boolean): void {
  if (array) checkArrayLength(n); else checkStringLength(n);
}

function leftNumber(v: unknown): Numeric | null {
  if (typeof v === 'number' || v instanceof PSNumber) return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof PSChar) return v.code;
  if (v === null || v === undefined) return 0;
  return null;
}

/**
 * Bool with bool has no arithmetic (`$true * $true` is NotADefinedOperationForType), though a bool with a number
 * counts as 0 or 1 (`$true + 1` is 2).
 */
function refuseBooleans(left: unknown, op: string, right: unknown): void {
  if (typeof left === 'boolean' && typeof right === 'boolean') throw operationNotDefined('System.Boolean', op, 'System.Boolean');
}

/**
 * An enum with a number stays of the enum's type (`[DayOfWeek]::Monday + 1` is Tuesday, about_Enum); the difference
 * of two values of an enum is their underlying number.
 */
function enumArithmetic(op: '+' | '-', left: PSEnumValue, right: unknown): unknown {
  if (right instanceof PSEnumValue && op === '-') return numericBinary('-', left.value, right.value);
  const r = numericBinary(op, left.value, right instanceof PSEnumValue ? right.value : rightNumber(left.value, right));
  return new PSEnumValue(left.typeName, numberOf(r));
}

function rightNumber(left: Numeric, v: unknown): Numeric {
  return isNumeric(v) ? v : toNumeric(v, typeNameOf(left));
}

function mergeHashtables(a: PSHashtable, b: unknown): PSHashtable {
  if (!(b instanceof PSHashtable)) {
    throw runtimeError('A hash table can only be added to another hash table.', 'AddHashTableToNonHashTable', 'InvalidOperation');
  }
  const h = new PSHashtable(a.ordered, a.caseSensitive);
  for (const [k, v] of a.entries()) h.set(k, v);
  for (const [k, v] of b.entries()) {
    if (!h.add(k, v)) {
      const existing = h.storedKey(k) ?? k;
      throw argumentError(`Item has already been added. Key in dictionary: '${toStringValue(existing)}'  Key being added: '${toStringValue(k)}'`);
    }
  }
  return h;
}

export function add(left: unknown, right: unknown, ctx: ValueContext | null): unknown {
  if (typeof left === 'string') {
    const r = toStringValue(right);
    checkSize(left.length + r.length, false);
    return left + r;
  }
  if (left === null || left === undefined) return Array.isArray(right) ? [...right] : right;
  if (left instanceof PSChar) return String.fromCharCode(left.code) + toStringValue(right);
  if (Array.isArray(left) || left instanceof Uint8Array) {
    checkSize(left.length + (Array.isArray(right) ? right.length : 1), true);
    return Array.isArray(right) ? [...left, ...right] : [...left, right];
  }
  if (left instanceof PSHashtable) return mergeHashtables(left, right);
  if (left instanceof PSEnumValue) return enumArithmetic('+', left, right);
  refuseBooleans(left, '+', right);
  if (left instanceof PSDateTime) {
    if (right instanceof PSTimeSpan) return addMs(left, right.ms, ctx?.host);
    return addMs(left, toNumber(right, 'System.Int64') / TICKS_PER_MS, ctx?.host);
  }
  if (left instanceof PSTimeSpan) {
    if (right instanceof PSTimeSpan) return new PSTimeSpan(left.ms + right.ms);
    throw methodNotFound('System.TimeSpan', 'op_Addition');
  }
  const n = leftNumber(left);
  if (n === null) throw methodNotFound(typeNameOf(left), 'op_Addition');
  return numericBinary('+', n, rightNumber(n, right));
}

export function subtract(left: unknown, right: unknown, ctx: ValueContext | null): unknown {
  if (left instanceof PSDateTime) {
    if (right instanceof PSDateTime) return new PSTimeSpan(wallMs(left) - wallMs(right));
    if (right instanceof PSTimeSpan) return addMs(left, -right.ms, ctx?.host);
    return addMs(left, -toNumber(right, 'System.Int64') / TICKS_PER_MS, ctx?.host);
  }
  if (left instanceof PSTimeSpan) {
    if (right instanceof PSTimeSpan) return new PSTimeSpan(left.ms - right.ms);
    throw methodNotFound('System.TimeSpan', 'op_Subtraction');
  }
  if (left instanceof PSEnumValue) return enumArithmetic('-', left, right);
  refuseBooleans(left, '-', right);
  const n = typeof left === 'string' ? toNumeric(left) : leftNumber(left);
  if (n === null) throw methodNotFound(typeNameOf(left), 'op_Subtraction');
  return numericBinary('-', n, rightNumber(n, right));
}

function repeatCount(right: unknown): number {
  const n = convertTo(right, 'System.Int32') as number;
  return n < 0 ? 0 : n;
}

export function multiply(left: unknown, right: unknown): unknown {
  if (typeof left === 'string') {
    const times = repeatCount(right);
    checkSize(left.length * times, false);
    return left.repeat(times);
  }
  if (Array.isArray(left) || left instanceof Uint8Array) {
    const times = repeatCount(right);
    checkSize(left.length * times, true);
    const out: unknown[] = [];
    for (let i = 0; i < times; i++) for (const x of left) out.push(x);
    return out;
  }
  if (left === null || left === undefined) return null;
  refuseBooleans(left, '*', right);
  const n = leftNumber(left);
  if (n === null) throw methodNotFound(typeNameOf(left), 'op_Multiply');
  return numericBinary('*', n, rightNumber(n, right));
}

export function divide(left: unknown, right: unknown, remainder: boolean): unknown {
  refuseBooleans(left, remainder ? '%' : '/', right);
  const n = typeof left === 'string' ? toNumeric(left) : leftNumber(left);
  if (n === null) throw methodNotFound(typeNameOf(left), remainder ? 'op_Modulus' : 'op_Division');
  return numericBinary(remainder ? '%' : '/', n, rightNumber(n, right));
}

/** An operand of a bitwise operator: integral (doubles round half to even), as a bigint, and whether it is an Int32. */
function integral(v: unknown): [bigint, boolean] {
  const n = toNumeric(v);
  if (rankOf(n) === 0) return [BigInt(typeof n === 'number' ? n : n.n), true];
  if (rankOf(n) === 1) return [bigOf(n), false];
  const x = typeof n === 'number' ? n : n.n;
  return [BigInt(Number.isInteger(x) ? x : roundHalfEven(x)), false];
}

/** -band -bor -bxor -shl -shr on Int32 operands give an Int32, otherwise an Int64 (about_Arithmetic_Operators). */
export function bitwise(op: 'band' | 'bor' | 'bxor' | 'shl' | 'shr', left: unknown, right: unknown): unknown {
  if (typeof left === 'number' && typeof right === 'number' && (left | 0) === left && (right | 0) === right) {
    switch (op) {
      case 'band': return left & right;
      case 'bor': return left | right;
      case 'bxor': return left ^ right;
      case 'shl': return left << (right & 31);
      default: return left >> (right & 31);
    }
  }
  const [A, a32] = integral(left);
  const [B, b32] = integral(right);
  if (isBigInteger(left) || isBigInteger(right)) return bigInteger(bigBitwise(op, A, B));
  const narrow = a32 && (op === 'shl' || op === 'shr' || b32);
  const width = narrow ? 31n : 63n;
  let r: bigint;
  switch (op) {
    case 'band': r = A & B; break;
    case 'bor': r = A | B; break;
    case 'bxor': r = A ^ B; break;
    case 'shl': r = A << (B & width); break;
    default: r = A >> (B & width); break;
  }
  return narrow ? Number(BigInt.asIntN(32, r)) : int64(BigInt.asIntN(64, r));
}

/** BigInteger operands: no width to wrap at (`1n -shl 100`). */
function bigBitwise(op: 'band' | 'bor' | 'bxor' | 'shl' | 'shr', A: bigint, B: bigint): bigint {
  switch (op) {
    case 'band': return A & B;
    case 'bor': return A | B;
    case 'bxor': return A ^ B;
    case 'shl': return A << B;
    default: return A >> B;
  }
}

export function bitwiseNot(v: unknown): unknown {
  const [a, a32] = integral(v);
  if (isBigInteger(v)) return bigInteger(~a);
  return a32 ? Number(BigInt.asIntN(32, ~a)) : int64(BigInt.asIntN(64, ~a));
}


/** `1..5`, `5..1`, `'a'..'e'` (PowerShell 7 char ranges): an array. */
export function range(left: unknown, right: unknown): unknown[] {
  const isChar = (v: unknown) => v instanceof PSChar || (typeof v === 'string' && v.length === 1 && !/\d/.test(v));
  if (isChar(left) && isChar(right)) {
    const a = left instanceof PSChar ? left.code : (left as string).charCodeAt(0);
    const b = right instanceof PSChar ? right.code : (right as string).charCodeAt(0);
    const out: PSChar[] = [];
    for (let c = a; a <= b ? c <= b : c >= b; c += a <= b ? 1 : -1) out.push(new PSChar(c));
    return out;
  }
  const a = convertTo(left, 'System.Int32') as number;
  const b = convertTo(right, 'System.Int32') as number;
  const count = Math.abs(b - a) + 1;
  checkSize(count, true);
  const out = new Array<number>(count);
  const step = a <= b ? 1 : -1;
  for (let i = 0; i < count; i++) out[i] = a + i * step;
  return out;
}
