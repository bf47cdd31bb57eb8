// Arithmetic, bitwise and range operators (about_Arithmetic_Operators, about_Operators): the left operand's type
// picks the operation ("5" + 1 is "51", 1 + "5" is 6, @(1,2) + 3 appends, "ab" * 3 repeats); numbers are JavaScript
// numbers, so integer overflow simply widens (to long, then double) as PowerShell's does.
import { runtimeError } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { addMs, wallMs } from './date-time.js';
import { convertTo, toNumber } from './conversions.js';
import { roundHalfEven } from './number-format.js';
import { toStringValue } from './to-string.js';
import { typeNameOf } from './type-table.js';
import { PSChar, PSDateTime, PSHashtable, PSTimeSpan, numberKind } from './types.js';
import { argumentError, divideByZero, methodNotFound, wrappedError } from './value-errors.js';

const TICKS_PER_MS = 10000;
/**
 * Sizes beyond which a result is refused as .NET refuses it (OutOfMemoryException), before JavaScript tries to
 * allocate it: in the shell a fatal out-of-memory would take the whole process down, not just the script.
 */
const MAX_ELEMENTS = 10_000_000;
const MAX_STRING = 100_000_000;

function outOfMemory(array: boolean) {
  return wrappedError(array ? 'Array dimensions exceeded supported range.' : "Exception of type 'System.OutOfMemoryException' was thrown.",
    'System.OutOfMemoryException', 'NotSpecified', 'System.OutOfMemoryException');
}

function checkSize(n: number, array: boolean): void {
  if (n > (array ? MAX_ELEMENTS : MAX_STRING)) throw outOfMemory(array);
}

function leftNumber(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof PSChar) return v.code;
  if (v === null || v === undefined) return 0;
  return null;
}

function numberTypeOf(n: number): string {
  return typeNameOf(n);
}

function rightNumber(left: number, v: unknown): number {
  return typeof v === 'number' ? v : toNumber(v, numberTypeOf(left));
}

function mergeHashtables(a: PSHashtable, b: unknown): PSHashtable {
  if (!(b instanceof PSHashtable)) {
    throw runtimeError('A hash table can only be added to another hash table.', 'AddHashTableToNonHashTable', 'InvalidOperation');
  }
  const h = new PSHashtable(a.ordered);
  for (const [k, v] of a.entries()) h.set(k, v);
  for (const [k, v] of b.entries()) {
    if (!h.add(k, v)) {
      const existing = h.keys().find((x) => toStringValue(x).toLowerCase() === toStringValue(k).toLowerCase()) ?? k;
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
  if (Array.isArray(left) || left instanceof Uint8Array) {
    checkSize(left.length + (Array.isArray(right) ? right.length : 1), true);
    return Array.isArray(right) ? [...left, ...right] : [...left, right];
  }
  if (left instanceof PSHashtable) return mergeHashtables(left, right);
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
  return n + rightNumber(n, right);
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
  const n = typeof left === 'string' ? toNumber(left) : leftNumber(left);
  if (n === null) throw methodNotFound(typeNameOf(left), 'op_Subtraction');
  return n - rightNumber(n, right);
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
  const n = leftNumber(left);
  if (n === null) throw methodNotFound(typeNameOf(left), 'op_Multiply');
  return n * rightNumber(n, right);
}

export function divide(left: unknown, right: unknown, remainder: boolean): number {
  const n = typeof left === 'string' ? toNumber(left) : leftNumber(left);
  if (n === null) throw methodNotFound(typeNameOf(left), remainder ? 'op_Modulus' : 'op_Division');
  const d = rightNumber(n, right);
  if (d === 0) throw divideByZero();
  return remainder ? n % d : n / d;
}

function integral(v: unknown): number {
  const n = typeof v === 'number' ? v : toNumber(v);
  return Number.isInteger(n) ? n : roundHalfEven(n);
}

function isInt32(n: number): boolean { return n >= -2147483648 && n <= 2147483647; }

/** -band -bor -bxor -shl -shr on int (32-bit) or long (64-bit) operands. */
export function bitwise(op: 'band' | 'bor' | 'bxor' | 'shl' | 'shr', left: unknown, right: unknown): number {
  const a = integral(left);
  const b = integral(right);
  if (isInt32(a) && (op === 'shl' || op === 'shr' || isInt32(b))) {
    switch (op) {
      case 'band': return a & b;
      case 'bor': return a | b;
      case 'bxor': return a ^ b;
      case 'shl': return a << (b & 31);
      default: return a >> (b & 31);
    }
  }
  const A = BigInt(a);
  const B = BigInt(b);
  let r: bigint;
  switch (op) {
    case 'band': r = A & B; break;
    case 'bor': r = A | B; break;
    case 'bxor': r = A ^ B; break;
    case 'shl': r = A << (B & 63n); break;
    default: r = A >> (B & 63n); break;
  }
  return Number(BigInt.asIntN(64, r));
}

export function bitwiseNot(v: unknown): number {
  const a = integral(v);
  if (numberKind(a) === 'int') return ~a;
  return Number(BigInt.asIntN(64, ~BigInt(a)));
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
