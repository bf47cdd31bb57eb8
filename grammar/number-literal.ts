// Numeric literals (about_Numeric_Literals; the table in PowerShell's test/powershell/Language/Parser/Parser.Tests.ps1).
// Without a type suffix an integer is Int32 when it fits, else Int64, else Decimal, else Double; `1.5` and `1e3` are
// Double. Suffixes: l Int64, d Decimal, u UInt32 (UInt64 when larger), ul UInt64, y SByte, uy Byte, s Int16,
// us UInt16, n BigInteger; then a multiplier kb mb gb tb pb, which keeps the type rules (1kb is an Int32, 3gb an
// Int64, 1.5kb a Double). A real with an integer suffix rounds half to even (`2.5l` is 2, `3.72y` is 4).
// Hex and binary carry a sign bit: hex whose digits fill the type's width (8 digits for Int32, 16 for Int64, 2 for
// `y`, 4 for `s`) reads as two's complement (0xFFFFFFFF is -1, 0xFFFFs is -1, but 0xFF is 255); binary whose digit
// count is a multiple of 8 reads as two's complement in that many bits (0b11111111 is -1). Unsigned suffixes ignore
// sign bits (0xFFFFFFFFu is 4294967295); a leading 0 digit (0x0FFFFFFFF) also bypasses it.
export type NumberType = 'int' | 'long' | 'double' | 'decimal' | 'byte' | 'sbyte' | 'short' | 'ushort' | 'uint' | 'ulong' | 'bigint';

export interface NumberLiteral {
  /** The value as a JavaScript number (approximate beyond 2^53 and for decimals). */
  readonly value: number;
  readonly numberType: NumberType;
  /** The exact value in decimal digits ("-9223372036854775808", "1.10"): for Int64, UInt64, Decimal and BigInteger. */
  readonly exact?: string;
}

const MULTIPLIERS: Record<string, bigint> = { kb: 1024n, mb: 1024n ** 2n, gb: 1024n ** 3n, tb: 1024n ** 4n, pb: 1024n ** 5n };
const SUFFIXES: Record<string, NumberType> = { l: 'long', d: 'decimal', u: 'uint', ul: 'ulong', y: 'sbyte', uy: 'byte', s: 'short', us: 'ushort', n: 'bigint' };
/** Bits of the signed integral types, for the sign bit of hex and binary literals. */
const WIDTH: Partial<Record<NumberType, number>> = { sbyte: 8, short: 16, int: 32, long: 64 };
const SHAPE = /^([+-]?)(?:0x([0-9a-f]+)|0b([01]+)|(\d+\.?\d*|\.\d+)(e[+-]?\d+)?)(ul|uy|us|u|l|d|y|s|n)?(kb|mb|gb|tb|pb)?$/;
const RANGES: Record<string, [bigint, bigint]> = {
  int: [-(2n ** 31n), 2n ** 31n - 1n], long: [-(2n ** 63n), 2n ** 63n - 1n], byte: [0n, 255n], sbyte: [-128n, 127n],
  short: [-32768n, 32767n], ushort: [0n, 65535n], uint: [0n, 2n ** 32n - 1n], ulong: [0n, 2n ** 64n - 1n],
};
const DECIMAL_MAX = 2n ** 96n - 1n;

function fits(b: bigint, type: string): boolean { const [lo, hi] = RANGES[type]; return b >= lo && b <= hi; }

/** A literal's type and value, or null when the text is not a numeric literal (or its value does not fit its suffix). */
export function numberLiteral(image: string): NumberLiteral | null {
  const m = SHAPE.exec(image.trim().toLowerCase());
  if (!m) return null;
  const [, sign, hex, bin, digits, exp, suffix, mult] = m;
  const factor = mult ? MULTIPLIERS[mult] : 1n;
  let type: NumberType | null = suffix ? SUFFIXES[suffix] : null;
  if (hex !== undefined || bin !== undefined) {
    if (type === 'decimal' || (hex ?? bin).length > (hex !== undefined ? 16 : 64) && type !== 'bigint') return null;
    const b = signed(hex, bin, type);
    if (b === null) return null;
    const v = (sign === '-' ? -b : b) * factor;
    // Without a suffix: Int32 when it fits (and no sign was read at 64 bits), else Int64.
    const wide = (hex !== undefined ? hex.length * 4 : bin!.length) > 32;
    return integral(v, type ?? (fits(v, 'int') && !(wide && b < 0n) ? 'int' : 'long'));
  }
  const real = exp !== undefined || digits.includes('.');
  const text = (sign === '-' ? '-' : '') + digits + (exp ?? '');
  if (type === 'decimal') return decimalLiteral(text, factor);
  if (!real) {
    const b = BigInt(text) * factor;
    if (type) return integral(b, type);
    for (const t of ['int', 'long'] as const) if (fits(b, t)) return integral(b, t);
    if ((b < 0n ? -b : b) <= DECIMAL_MAX) return { value: Number(b), numberType: 'decimal', exact: b.toString() };
    return { value: Number(b), numberType: 'double' };
  }
  const value = Number((sign === '-' ? '-' : '') + digits + (exp ?? '')) * Number(factor);
  if (!type) return { value, numberType: 'double' };
  if (!Number.isFinite(value)) return null;
  return integral(BigInt(roundHalfEven(value)), type);
}

/**
 * The value of hex or binary digits with the sign bit read as the literal's type says (see the top of this file);
 * null when the digits overflow a suffixed type (0xFFFFy).
 */
function signed(hex: string | undefined, bin: string | undefined, type: NumberType | null): bigint | null {
  const digits = (hex ?? bin)!;
  const b = BigInt(hex !== undefined ? '0x' + hex : '0b' + bin);
  if (type === 'byte' || type === 'ushort' || type === 'uint' || type === 'ulong') return b;
  const bits = hex !== undefined ? digits.length * 4 : digits.length;
  const leadingZero = digits[0] === '0';
  if (type === 'bigint') return !leadingZero && bits % 8 === 0 ? BigInt.asIntN(bits, b) : b;
  if (bin !== undefined) {
    const width = WIDTH[type ?? 'long']!;
    if (bits > width) return null;
    return bits % 8 === 0 && !leadingZero ? BigInt.asIntN(bits, b) : b;
  }
  // Hex: the sign bit counts only when the digits fill the width exactly (Int32 or Int64 without a suffix).
  const width = type ? WIDTH[type]! : bits <= 32 ? 32 : 64;
  if (bits > width) return null;
  return bits === width && !leadingZero ? BigInt.asIntN(width, b) : b;
}

/** .NET's default rounding (MidpointRounding.ToEven), which a real literal with an integer suffix uses. */
function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

function integral(b: bigint, type: NumberType): NumberLiteral | null {
  if (type === 'uint' && !fits(b, 'uint')) type = 'ulong';
  if (type !== 'bigint' && type !== 'double' && type !== 'decimal' && !fits(b, type)) return null;
  const exact = type === 'long' || type === 'ulong' || type === 'bigint' ? b.toString() : undefined;
  return { value: Number(b), numberType: type, ...(exact !== undefined ? { exact } : {}) };
}

/** `1.10d` keeps its two decimal places; a multiplier scales the mantissa exactly. */
function decimalLiteral(text: string, factor: bigint): NumberLiteral {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/.exec(text)!;
  let frac = m[3] ?? '';
  let int = m[2] || '0';
  let e = Number(m[4] ?? 0);
  while (e > 0) { int += frac[0] ?? '0'; frac = frac.slice(1); e--; }
  while (e < 0) { frac = (int.slice(-1) || '0') + frac; int = int.slice(0, -1) || '0'; e++; }
  const scaled = BigInt(int + frac) * factor;
  let s = scaled.toString().padStart(frac.length + 1, '0');
  if (frac.length) s = s.slice(0, -frac.length) + '.' + s.slice(-frac.length);
  const exact = (m[1] === '-' && /[1-9]/.test(s) ? '-' : '') + s.replace(/^0+(?=\d)/, '');
  return { value: Number(exact), numberType: 'decimal', exact };
}
