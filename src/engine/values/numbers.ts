// Typed numbers (about_Arithmetic_Operators, about_Numeric_Literals, docs/values.md "Numbers"). Binary arithmetic
// widens both operands to the wider of Int32 < Int64 < Double < Decimal (the smaller integer types count as Int32,
// as PowerShell's binder promotes them); Int32 and Int64 results that overflow become Double, Decimal overflow is an
// error; integer division that does not come out even gives a Double.
import type { NumberLiteral } from '../../../grammar/number-literal.js';
import {
  Decimal, decimalAdd, decimalCompare, decimalDivide, decimalFromBigInt, decimalFromDouble, decimalIsZero,
  decimalMultiply, decimalRemainder, decimalSubtract, decimalToNumber, parseDecimal,
} from './decimal.js';
import { PSNumber, type BoxedNumberType } from './types.js';
import { divideByZero } from './value-errors.js';

export type Numeric = number | PSNumber;
export type NumericOp = '+' | '-' | '*' | '/' | '%';

const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;

export function isNumeric(v: unknown): v is Numeric { return typeof v === 'number' || v instanceof PSNumber; }

/** A Double value: plain unless a plain number would read as an Int32. */
export function double(n: number): Numeric {
  return (n | 0) === n ? new PSNumber('System.Double', n) : n;
}

/** An Int64 from a bigint in range (callers check). */
export function int64(b: bigint): PSNumber { return new PSNumber('System.Int64', Number(b), b); }

/** A System.Numerics.BigInteger (`12n`, `[bigint]'1e30'`): exact at any size. */
export function bigInteger(b: bigint): PSNumber { return new PSNumber('System.Numerics.BigInteger', Number(b), b); }

export function isBigInteger(v: unknown): v is PSNumber { return v instanceof PSNumber && v.type === 'System.Numerics.BigInteger'; }

export function decimal(d: Decimal): PSNumber { return new PSNumber('System.Decimal', decimalToNumber(d), null, d); }

/** A small integral type (Byte, Int16, UInt32, ...) or Single holding `n`. */
export function boxed(type: BoxedNumberType, n: number): PSNumber {
  if (type === 'System.Int64' || type === 'System.UInt64') return new PSNumber(type, n, BigInt(n));
  return new PSNumber(type, n);
}

/** The JavaScript number of a numeric value. */
export function numberOf(v: Numeric): number { return typeof v === 'number' ? v : v.n; }

/** 0 Int32, 1 Int64, 2 Double, 3 Decimal: the type a binary operation on this operand widens to at least. */
export function rankOf(v: Numeric): number {
  if (typeof v === 'number') return (v | 0) === v ? 0 : 2;
  switch (v.type) {
    case 'System.Int64': case 'System.UInt64': case 'System.UInt32': case 'System.Numerics.BigInteger': return 1;
    case 'System.Double': case 'System.Single': return 2;
    case 'System.Decimal': return 3;
    default: return 0;
  }
}

export function bigOf(v: Numeric): bigint {
  if (typeof v !== 'number' && v.big !== null) return v.big;
  return BigInt(Math.trunc(numberOf(v)));
}

export function decimalOf(v: Numeric): Decimal {
  if (typeof v !== 'number') {
    if (v.dec !== null) return v.dec;
    if (v.big !== null) return decimalFromBigInt(v.big);
  }
  const n = numberOf(v);
  return Number.isInteger(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? decimalFromBigInt(BigInt(n)) : decimalFromDouble(n);
}

function int32Op(op: NumericOp, x: number, y: number): Numeric {
  switch (op) {
    case '+': return x + y;
    case '-': return x - y;
    case '*': return x * y;
    case '/': if (y === 0) throw divideByZero(); return x / y;
    default: if (y === 0) throw divideByZero(); return x % y;
  }
}

function int64Op(op: NumericOp, a: Numeric, b: Numeric): Numeric {
  const x = bigOf(a);
  const y = bigOf(b);
  let r: bigint;
  switch (op) {
    case '+': r = x + y; break;
    case '-': r = x - y; break;
    case '*': r = x * y; break;
    case '/':
      if (y === 0n) throw divideByZero();
      if (x % y !== 0n) return double(Number(x) / Number(y));
      r = x / y;
      break;
    default: if (y === 0n) throw divideByZero(); r = x % y; break;
  }
  return r < INT64_MIN || r > INT64_MAX ? double(Number(r)) : int64(r);
}

function doubleOp(op: NumericOp, x: number, y: number): Numeric {
  switch (op) {
    case '+': return double(x + y);
    case '-': return double(x - y);
    case '*': return double(x * y);
    case '/': if (y === 0) throw divideByZero(); return double(x / y);
    default: if (y === 0) throw divideByZero(); return double(x % y);
  }
}

function decimalOp(op: NumericOp, a: Decimal, b: Decimal): Numeric {
  if ((op === '/' || op === '%') && decimalIsZero(b)) throw divideByZero();
  switch (op) {
    case '+': return decimal(decimalAdd(a, b));
    case '-': return decimal(decimalSubtract(a, b));
    case '*': return decimal(decimalMultiply(a, b));
    case '/': return decimal(decimalDivide(a, b));
    default: return decimal(decimalRemainder(a, b));
  }
}

/**
 * BigInteger with an integral operand stays a BigInteger and never overflows; its division truncates as
 * BigInteger.Divide does (`7n / 2` is 3). With a Double or Decimal the wider of those wins.
 */
function bigIntegerOp(op: NumericOp, a: Numeric, b: Numeric): Numeric {
  const x = bigOf(a);
  const y = bigOf(b);
  if ((op === '/' || op === '%') && y === 0n) throw divideByZero();
  switch (op) {
    case '+': return bigInteger(x + y);
    case '-': return bigInteger(x - y);
    case '*': return bigInteger(x * y);
    case '/': return bigInteger(x / y);
    default: return bigInteger(x % y);
  }
}

/** `a op b` on two numbers, in the wider of their types. */
export function numericBinary(op: NumericOp, a: Numeric, b: Numeric): Numeric {
  const r = Math.max(rankOf(a), rankOf(b));
  switch (r) {
    case 0: return int32Op(op, numberOf(a), numberOf(b));
    case 1: return isBigInteger(a) || isBigInteger(b) ? bigIntegerOp(op, a, b) : int64Op(op, a, b);
    case 2: return doubleOp(op, numberOf(a), numberOf(b));
    default: return decimalOp(op, decimalOf(a), decimalOf(b));
  }
}

/** Ordering of two numbers in the wider of their types (exact for Int64 and Decimal). */
export function numericCompare(a: Numeric, b: Numeric): number {
  const r = Math.max(rankOf(a), rankOf(b));
  if (r === 1) { const x = bigOf(a); const y = bigOf(b); return x < y ? -1 : x > y ? 1 : 0; }
  if (r === 3) return decimalCompare(decimalOf(a), decimalOf(b));
  const x = numberOf(a);
  const y = numberOf(b);
  return x < y ? -1 : x > y ? 1 : x === y ? 0 : Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
}

/** -a. */
export function numericNegate(a: Numeric): Numeric {
  if (typeof a === 'number') return -a;
  if (isBigInteger(a)) return bigInteger(-a.big!);
  return numericBinary('-', rankOf(a) === 0 ? 0 : rankOf(a) === 1 ? int64(0n) : rankOf(a) === 2 ? double(0) : decimal(decimalFromBigInt(0n)), a);
}

const LITERAL_TYPES: Record<string, BoxedNumberType> = {
  byte: 'System.Byte', sbyte: 'System.SByte', short: 'System.Int16', ushort: 'System.UInt16', uint: 'System.UInt32',
};

/** The runtime value of a numeric literal (grammar/number-literal.ts gives its type and exact digits). */
export function numberFromLiteral(lit: NumberLiteral): Numeric {
  switch (lit.numberType) {
    case 'int': return lit.value;
    case 'double': return double(lit.value);
    case 'long': return int64(BigInt(lit.exact!));
    case 'ulong': return new PSNumber('System.UInt64', lit.value, BigInt(lit.exact!));
    case 'bigint': return bigInteger(BigInt(lit.exact!));
    case 'decimal': return decimal(parseDecimal(lit.exact!)!);
    default: return boxed(LITERAL_TYPES[lit.numberType], lit.value);
  }
}
