// System.Decimal (about_Numeric_Literals, docs/values.md "Numbers"): a 96-bit integer mantissa and a scale of 0..28
// decimal places, exact for + - * and rounded half to even where .NET rounds. The scale is kept, as .NET keeps it:
// 1.10d prints "1.10" and 1.10d * 2 is 2.20. Held in a BigInt (docs/dependencies.md says why no library).
import { wrappedError } from './value-errors.js';

const MAX_MANTISSA = (1n << 96n) - 1n;
const MAX_SCALE = 28;
const TEN = 10n;

export class Decimal {
  constructor(readonly m: bigint, readonly scale: number) {}
}

function pow10(n: number): bigint { return TEN ** BigInt(n); }

function overflow(): never {
  throw wrappedError('Value was either too large or too small for a Decimal.', 'System.OverflowException', 'NotSpecified', 'System.OverflowException');
}

/** Divides m by 10^k rounding half to even. */
function shrink(m: bigint, k: number): bigint {
  if (k <= 0) return m;
  const d = pow10(k);
  const q = m / d;
  const r = m % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice > d || (twice === d && q % 2n !== 0n)) return m < 0n ? q - 1n : q + 1n;
  return q;
}

/** Brings (m, scale) into range: scale at most 28 and |m| below 2^96, rounding away excess decimal places. */
function fit(m: bigint, scale: number): Decimal {
  if (scale > MAX_SCALE) { m = shrink(m, scale - MAX_SCALE); scale = MAX_SCALE; }
  while ((m < 0n ? -m : m) > MAX_MANTISSA) {
    if (scale === 0) overflow();
    m = shrink(m, 1);
    scale--;
  }
  return new Decimal(m, scale);
}

/** Decimal text ("1.10", "-3", "1e3", "2.5E-3"); null when it is not one. */
export function parseDecimal(text: string): Decimal | null {
  const t = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!t || (t[2] === '' && (t[3] ?? '') === '')) return null;
  const frac = t[3] ?? '';
  let m = BigInt((t[2] || '0') + frac);
  let scale = frac.length - Number(t[4] ?? 0);
  if (scale < 0) { m *= pow10(-scale); scale = 0; }
  if (t[1] === '-') m = -m;
  return fit(m, scale);
}

export function decimalFromBigInt(b: bigint): Decimal { return fit(b, 0); }

/** A double as .NET converts it to decimal: 15 significant digits, no trailing zeros ([decimal]0.1 is 0.1). */
export function decimalFromDouble(x: number): Decimal {
  if (!Number.isFinite(x) || Math.abs(x) >= 7.922816251426434e28) overflow();
  if (x === 0) return new Decimal(0n, 0);
  const d = parseDecimal(x.toPrecision(15))!;
  return normalize(d);
}

/** Removes trailing zeros of the fraction (what a double -> decimal conversion yields). */
function normalize(d: Decimal): Decimal {
  let { m, scale } = d;
  while (scale > 0 && m % TEN === 0n) { m /= TEN; scale--; }
  return new Decimal(m, scale);
}

export function decimalToString(d: Decimal): string {
  const neg = d.m < 0n;
  let digits = (neg ? -d.m : d.m).toString();
  if (d.scale > 0) {
    digits = digits.padStart(d.scale + 1, '0');
    digits = digits.slice(0, -d.scale) + '.' + digits.slice(-d.scale);
  }
  return neg ? '-' + digits : digits;
}

export function decimalToNumber(d: Decimal): number { return Number(decimalToString(d)); }

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const s = Math.max(a.scale, b.scale);
  return [a.m * pow10(s - a.scale), b.m * pow10(s - b.scale), s];
}

export function decimalAdd(a: Decimal, b: Decimal): Decimal { const [x, y, s] = align(a, b); return fit(x + y, s); }
export function decimalSubtract(a: Decimal, b: Decimal): Decimal { const [x, y, s] = align(a, b); return fit(x - y, s); }
export function decimalMultiply(a: Decimal, b: Decimal): Decimal { return fit(a.m * b.m, a.scale + b.scale); }

/** Exact when the quotient ends within 28 places (10d/4 is 2.5, 1.00d/1 is 1.00), else rounded to what fits. */
export function decimalDivide(a: Decimal, b: Decimal): Decimal {
  let scale = Math.max(a.scale - b.scale, 0);
  for (;;) {
    const num = a.m * pow10(scale - a.scale + b.scale);
    const q = num / b.m;
    if (num % b.m === 0n) return fit(q, scale);
    const next = (q < 0n ? -q : q) * TEN;
    if (scale === MAX_SCALE || next > MAX_MANTISSA) {
      // One more digit, then round half to even onto this scale.
      const wide = (a.m * pow10(scale + 1 - a.scale + b.scale)) / b.m;
      const exact = (a.m * pow10(scale + 1 - a.scale + b.scale)) % b.m === 0n;
      return fit(roundLast(wide, exact), scale);
    }
    scale++;
  }
}

/** Drops the last digit of `wide`, rounding half to even; a dropped 5 with more digits behind rounds up. */
function roundLast(wide: bigint, exact: boolean): bigint {
  const q = wide / TEN;
  const r = wide % TEN;
  const abs = r < 0n ? -r : r;
  const up = abs > 5n || (abs === 5n && (!exact || q % 2n !== 0n));
  return up ? (wide < 0n ? q - 1n : q + 1n) : q;
}

export function decimalRemainder(a: Decimal, b: Decimal): Decimal { const [x, y, s] = align(a, b); return fit(x % y, s); }

export function decimalCompare(a: Decimal, b: Decimal): number {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function decimalIsZero(d: Decimal): boolean { return d.m === 0n; }
export function decimalNegate(d: Decimal): Decimal { return new Decimal(-d.m, d.scale); }

/** Rounds to `digits` places, half to even (Math.Round on a decimal, and every integral cast of one). */
export function decimalRound(d: Decimal, digits = 0): Decimal {
  if (d.scale <= digits) return d;
  return new Decimal(shrink(d.m, d.scale - digits), digits);
}

/** The integral value of a decimal rounded half to even. */
export function decimalToBigInt(d: Decimal): bigint { return shrink(d.m, d.scale); }
