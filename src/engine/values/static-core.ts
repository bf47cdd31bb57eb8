// Static members of System.Math, System.String, System.Char, the numeric types, System.Convert, System.Environment
// and System.Array (about_Methods). [math]::Round rounds half to even as .NET does: Round(2.5) is 2.
import { compareStrings, compareValues } from './comparison.js';
import { convertTo, parseNumberString, parseNumeric, toArray, toBoolean, toNumber, toNumeric } from './conversions.js';
import { Decimal, decimalCompare, decimalRound } from './decimal.js';
import { boxed, decimal, decimalOf, double, int64, numberOf, rankOf } from './numbers.js';
import { arity, intArg, numArg, strArg } from './member-helpers.js';
import { roundDigits } from './number-format.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { formatOperator } from './string-operators.js';
import { base64Decode, base64Encode } from './text-encoding.js';
import { checkStringLength } from './allocation-limit.js';
import { elementString, toStringValue } from './to-string.js';
import { PSChar, PSEnumValue, PSNumber } from './types.js';
import { methodException, BAD_FORMAT } from './value-errors.js';
import { ACTION_PREFERENCE_NAMES } from '../protocol/action-preference.js';

/** This module's static member tables (installed by installMemberTables, member-tables.ts). */
export const coreStatics: StaticMembers[] = [];
const addStatic = staticAdder(coreStatics);

function roundMath(args: unknown[]): number {
  arity('Round', args, 1, 3);
  const x = numArg(args, 0);
  const digits = args.length > 1 && typeof args[1] === 'number' ? args[1] : 0;
  const mode = roundingMode(args);
  if (digits < 0 || digits > 15) throw methodException('Round', args.length, 'System.ArgumentOutOfRangeException', "Rounding digits must be between 0 and 15, inclusive. (Parameter 'digits')");
  const p = Math.pow(10, digits);
  switch (mode) {
    case 'awayfromzero': return (Math.sign(x) * Math.round(Math.abs(x) * p)) / p;
    case 'tozero': return Math.trunc(x * p) / p;
    case 'tonegativeinfinity': return Math.floor(x * p) / p;
    case 'topositiveinfinity': return Math.ceil(x * p) / p;
    default: return roundDigits(x, digits);
  }
}

/** Math.Round's MidpointRounding argument (an enum value or its name), lower-cased; null when none is given. */
function roundingMode(args: unknown[]): string | null {
  const mode = args.find((a, i) => i > 0 && (typeof a === 'string' || a instanceof PSEnumValue));
  return mode === undefined ? null : toStringValue(mode).toLowerCase();
}

const n = (args: unknown[], i = 0) => numArg(args, i);
const d = (f: (a: unknown[]) => number) => (a: unknown[]) => double(f(a));

/** Overloads by operand type (System.Math): Decimal stays Decimal, Int32/Int64 stay integral, the rest is Double. */
function typedMath(name: string, count: number, onDecimal: ((x: Decimal[]) => Decimal) | null, onNumber: (x: number[]) => number) {
  return (a: unknown[]) => {
    arity(name, a, count);
    const xs = a.map((v) => toNumeric(v, 'System.Double'));
    const rank = Math.max(...xs.map(rankOf));
    if (rank === 3 && onDecimal) return decimal(onDecimal(xs.map(decimalOf)));
    const r = onNumber(xs.map(numberOf));
    if (rank === 0 && (r | 0) === r && name !== 'Floor' && name !== 'Ceiling' && name !== 'Truncate') return r;
    if (rank === 1 && Number.isSafeInteger(r) && name !== 'Floor' && name !== 'Ceiling' && name !== 'Truncate') return int64(BigInt(r));
    return double(r);
  };
}

addStatic('System.Math', {
  properties: { PI: () => Math.PI, E: () => Math.E, Tau: () => 2 * Math.PI },
  methods: {
    Round: (a) => {
      const x = toNumeric(a[0], 'System.Double');
      if (rankOf(x) === 3 && roundingMode(a) === null) return decimal(decimalRound(decimalOf(x), a.length > 1 ? intArg(a, 1) : 0));
      return double(roundMath(a));
    },
    Floor: typedMath('Floor', 1, ([x]) => decimalFloor(x), ([x]) => Math.floor(x)),
    Ceiling: typedMath('Ceiling', 1, ([x]) => decimalNegateFloor(x), ([x]) => Math.ceil(x)),
    Truncate: typedMath('Truncate', 1, ([x]) => (x.m < 0n ? decimalNegateFloor(x) : decimalFloor(x)), ([x]) => Math.trunc(x)),
    Abs: typedMath('Abs', 1, ([x]) => (x.m < 0n ? new Decimal(-x.m, x.scale) : x), ([x]) => Math.abs(x)),
    Sign: (a) => { arity('Sign', a, 1); return Math.sign(n(a)); },
    Max: typedMath('Max', 2, ([x, y]) => (decimalCompare(x, y) >= 0 ? x : y), ([x, y]) => Math.max(x, y)),
    Min: typedMath('Min', 2, ([x, y]) => (decimalCompare(x, y) <= 0 ? x : y), ([x, y]) => Math.min(x, y)),
    Pow: d((a) => { arity('Pow', a, 2); return Math.pow(n(a), n(a, 1)); }),
    Sqrt: d((a) => { arity('Sqrt', a, 1); return Math.sqrt(n(a)); }),
    Exp: d((a) => Math.exp(n(a))),
    Log: d((a) => (a.length > 1 ? Math.log(n(a)) / Math.log(n(a, 1)) : Math.log(n(a)))),
    Log10: d((a) => Math.log10(n(a))),
    Log2: d((a) => Math.log2(n(a))),
    Sin: d((a) => Math.sin(n(a))), Cos: d((a) => Math.cos(n(a))), Tan: d((a) => Math.tan(n(a))),
    Asin: d((a) => Math.asin(n(a))), Acos: d((a) => Math.acos(n(a))), Atan: d((a) => Math.atan(n(a))),
    Atan2: d((a) => Math.atan2(n(a), n(a, 1))),
    Clamp: typedMath('Clamp', 3, null, ([x, lo, hi]) => Math.min(Math.max(x, lo), hi)),
    DivRem: (a) => Math.trunc(n(a) / n(a, 1)),
  },
});

/** Floor of a decimal (toward negative infinity). */
function decimalFloor(x: Decimal): Decimal {
  const p = 10n ** BigInt(x.scale);
  let q = x.m / p;
  if (x.m < 0n && x.m % p !== 0n) q -= 1n;
  return new Decimal(q, 0);
}

function decimalNegateFloor(x: Decimal): Decimal {
  const f = decimalFloor(new Decimal(-x.m, x.scale));
  return new Decimal(-f.m, 0);
}

/** [string]::Join / Concat, refused before a result too big to build (allocation-limit.ts). */
function joined(parts: string[], separator: string): string {
  let length = separator.length * Math.max(0, parts.length - 1);
  for (const p of parts) length += p.length;
  checkStringLength(length);
  return parts.join(separator);
}

function joinArgs(args: unknown[]): unknown[] {
  return args.length === 1 ? (toArray(args[0]) ?? []) : args;
}

addStatic('System.String', {
  properties: { Empty: () => '' },
  methods: {
    IsNullOrEmpty: (a) => { arity('IsNullOrEmpty', a, 1); return a[0] === null || a[0] === undefined || toStringValue(a[0]) === ''; },
    IsNullOrWhiteSpace: (a) => { arity('IsNullOrWhiteSpace', a, 1); return a[0] === null || a[0] === undefined || toStringValue(a[0]).trim() === ''; },
    Join: (a) => {
      if (a.length < 2) throw methodException('Join', a.length, 'System.ArgumentException', 'Value cannot be null.');
      return joined(joinArgs(a.slice(1)).map((x) => elementString(x)), toStringValue(a[0]));
    },
    Format: (a) => { if (!a.length) throw methodException('Format', 0, 'System.ArgumentNullException', "Value cannot be null. (Parameter 'format')"); return formatOperator(strArg(a, 0), a.length === 2 ? (toArray(a[1]) ?? [null]) : a.slice(1)); },
    Concat: (a) => joined(joinArgs(a).map((x) => elementString(x)), ''),
    Compare: (a) => {
      arity('Compare', a, 2, 3);
      if (a[0] === null || a[1] === null) return a[0] === a[1] ? 0 : a[0] === null ? -1 : 1;
      return compareStrings(strArg(a, 0), strArg(a, 1), !(a.length > 2 && toBoolean(a[2]) && !/^ordinal$|^currentculture$|^invariantculture$/i.test(String(a[2]))));
    },
    CompareOrdinal: (a) => { const x = strArg(a, 0); const y = strArg(a, 1); return x < y ? -1 : x > y ? 1 : 0; },
    Equals: (a) => { arity('Equals', a, 2, 3); return a.length > 2 && /ignorecase/i.test(String(a[2])) ? strArg(a, 0).toLowerCase() === strArg(a, 1).toLowerCase() : a[0] === a[1]; },
    new: (a) => {
      if (a.length === 2) { const n = intArg(a, 1); checkStringLength(n); return charOf(a[0]).repeat(n); }
      if (a.length === 1) return (toArray(a[0]) ?? []).map((c) => charOf(c)).join('');
      throw methodException('new', a.length, 'System.Management.Automation.MethodException', 'Cannot find an overload for "new".');
    },
  },
});

function charOf(v: unknown): string {
  if (v instanceof PSChar) return String.fromCharCode(v.code);
  return toStringValue(v).charAt(0);
}

function charTest(re: RegExp) {
  return (a: unknown[]) => {
    arity('Is', a, 1, 2);
    const s = a.length === 2 ? strArg(a, 0).charAt(intArg(a, 1)) : charOf(a[0]);
    return s !== '' && re.test(s);
  };
}

addStatic('System.Char', {
  properties: { MaxValue: () => new PSChar(65535), MinValue: () => new PSChar(0) },
  methods: {
    IsDigit: charTest(/^\p{Nd}$/u),
    IsNumber: charTest(/^\p{N}$/u),
    IsLetter: charTest(/^\p{L}$/u),
    IsLetterOrDigit: charTest(/^[\p{L}\p{Nd}]$/u),
    IsWhiteSpace: charTest(/^\s$/),
    IsUpper: charTest(/^\p{Lu}$/u),
    IsLower: charTest(/^\p{Ll}$/u),
    IsPunctuation: charTest(/^\p{P}$/u),
    IsControl: charTest(/^\p{Cc}$/u),
    ToUpper: (a) => new PSChar(charOf(a[0]).toUpperCase().charCodeAt(0)),
    ToLower: (a) => new PSChar(charOf(a[0]).toLowerCase().charCodeAt(0)),
    ToString: (a) => charOf(a[0]),
    Parse: (a) => convertTo(a[0], 'System.Char'),
  },
});

function numericStatics(full: string, min: unknown, max: unknown): void {
  addStatic(full, {
    properties: { MaxValue: () => max, MinValue: () => min },
    methods: {
      Parse: (a) => {
        arity('Parse', a, 1, 3);
        const text = strArg(a, 0);
        const v = parseNumeric(text);
        if (v === null || text.trim() === '' || /^\s*0x/i.test(text)) throw methodException('Parse', a.length, 'System.FormatException', BAD_FORMAT.replace('Input string', `The input string '${text}'`));
        return convertTo(full === 'System.Decimal' ? text : v, full);
      },
    },
  });
}
numericStatics('System.Int32', -2147483648, 2147483647);
numericStatics('System.Int64', int64(-(2n ** 63n)), int64(2n ** 63n - 1n));
numericStatics('System.Int16', boxed('System.Int16', -32768), boxed('System.Int16', 32767));
numericStatics('System.Byte', boxed('System.Byte', 0), boxed('System.Byte', 255));
numericStatics('System.SByte', boxed('System.SByte', -128), boxed('System.SByte', 127));
numericStatics('System.UInt16', boxed('System.UInt16', 0), boxed('System.UInt16', 65535));
numericStatics('System.UInt32', boxed('System.UInt32', 0), boxed('System.UInt32', 4294967295));
numericStatics('System.UInt64', new PSNumber('System.UInt64', 0, 0n), new PSNumber('System.UInt64', 18446744073709551615, 2n ** 64n - 1n));
numericStatics('System.Decimal', decimal(new Decimal(-(2n ** 96n - 1n), 0)), decimal(new Decimal(2n ** 96n - 1n, 0)));
addStatic('System.Double', {
  properties: {
    MaxValue: () => Number.MAX_VALUE, MinValue: () => -Number.MAX_VALUE, Epsilon: () => 5e-324, NaN: () => NaN,
    PositiveInfinity: () => Infinity, NegativeInfinity: () => -Infinity,
  },
  methods: {
    Parse: (a) => {
      const v = parseNumberString(strArg(a, 0));
      if (v === null) throw methodException('Parse', a.length, 'System.FormatException', `The input string '${strArg(a, 0)}' was not in a correct format.`);
      return v;
    },
    IsNaN: (a) => Number.isNaN(n(a)),
    IsInfinity: (a) => !Number.isFinite(n(a)) && !Number.isNaN(n(a)),
    IsPositiveInfinity: (a) => n(a) === Infinity,
    IsNegativeInfinity: (a) => n(a) === -Infinity,
  },
});
// Object.ReferenceEquals: the same object (value types are boxed apart in .NET, so two numbers are never the same).
addStatic('System.Object', {
  methods: {
    ReferenceEquals: (a) => {
      arity('ReferenceEquals', a, 2);
      const [x, y] = a;
      if (x === null || x === undefined || y === null || y === undefined) return (x ?? null) === (y ?? null);
      return typeof x === 'object' && x === y;
    },
  },
});
addStatic('System.Boolean', {
  properties: { TrueString: () => 'True', FalseString: () => 'False' },
  methods: {
    Parse: (a) => {
      const t = strArg(a, 0).trim().toLowerCase();
      if (t === 'true' || t === 'false') return t === 'true';
      throw methodException('Parse', 1, 'System.FormatException', `String '${strArg(a, 0)}' was not recognized as a valid Boolean.`);
    },
  },
});

function toBytes(v: unknown): number[] {
  if (v instanceof Uint8Array) return Array.from(v);
  return (toArray(v) ?? []).map((x) => toNumber(convertTo(x, 'System.Byte')));
}

function convertBase(a: unknown[], full: string): number {
  if (a.length === 2 && typeof a[0] === 'string') {
    const base = intArg(a, 1);
    const text = strArg(a, 0).trim().replace(base === 16 ? /^0x/i : /^$/, '');
    const valid = { 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[+-]?\d+$/, 16: /^[0-9a-f]+$/i }[base as 2 | 8 | 10 | 16];
    if (!valid || !valid.test(text)) throw methodException('To' + full.slice(7), 2, 'System.FormatException', 'Could not find any recognizable digits.');
    const big = BigInt(base === 10 ? text : `0${base === 2 ? 'b' : base === 8 ? 'o' : 'x'}${text}`);
    return Number(full === 'System.Int32' ? BigInt.asIntN(32, big) : BigInt.asIntN(64, big));
  }
  return convertTo(a[0], full) as number;
}

addStatic('System.Convert', {
  methods: {
    ToBase64String: (a) => {
      const bytes = toBytes(a[0]);
      return base64Encode(a.length >= 3 ? bytes.slice(intArg(a, 1), intArg(a, 1) + intArg(a, 2)) : bytes);
    },
    FromBase64String: (a) => {
      const r = base64Decode(strArg(a, 0));
      if (!r) throw methodException('FromBase64String', 1, 'System.FormatException', 'The input is not a valid Base-64 string as it contains a non-base 64 character, more than two padding characters, or an illegal character among the padding characters.');
      return r;
    },
    ToHexString: (a) => toBytes(a[0]).map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(''),
    FromHexString: (a) => Uint8Array.from((strArg(a, 0).match(/../g) ?? []).map((h) => parseInt(h, 16))),
    ToInt32: (a) => convertBase(a, 'System.Int32'),
    ToInt64: (a) => convertBase(a, 'System.Int64'),
    ToDouble: (a) => convertTo(a[0], 'System.Double'),
    ToDecimal: (a) => convertTo(a[0], 'System.Decimal'),
    ToBoolean: (a) => {
      if (typeof a[0] !== 'string') return toBoolean(a[0]);
      const t = a[0].trim().toLowerCase();
      if (t === 'true' || t === 'false') return t === 'true';
      throw methodException('ToBoolean', 1, 'System.FormatException', `String '${a[0]}' was not recognized as a valid Boolean.`);
    },
    ToByte: (a) => convertTo(a[0], 'System.Byte'),
    ToChar: (a) => convertTo(a[0], 'System.Char'),
    ToString: (a) => {
      if (a.length === 2 && typeof a[0] === 'number' && typeof a[1] === 'number') {
        const v = a[0] < 0 ? BigInt.asUintN(a[1] === 10 ? 64 : 32, BigInt(a[0])) : BigInt(a[0]);
        return a[1] === 10 ? String(a[0]) : v.toString(a[1]);
      }
      return toStringValue(a[0]);
    },
  },
});

addStatic('System.Environment', {
  properties: {
    NewLine: () => '\n',
    MachineName: () => 'localhost',
    UserName: (ctx) => ctx?.host.getEnvironmentVariable('USER') ?? '',
    TickCount: (ctx) => (ctx ? Math.floor(ctx.host.now()) & 0x7fffffff : 0),
    TickCount64: (ctx) => (ctx ? Math.floor(ctx.host.now()) : 0),
    ProcessorCount: () => 1,
    Is64BitProcess: () => true,
  },
  methods: {
    GetEnvironmentVariable: (a, ctx) => ctx.host.getEnvironmentVariable(strArg(a, 0)) ?? null,
  },
});

addStatic('System.Array', {
  methods: {
    Reverse: (a) => { const arr = a[0]; if (Array.isArray(arr)) arr.reverse(); return undefined; },
    Sort: (a) => { const arr = a[0]; if (Array.isArray(arr)) arr.sort((x, y) => compareValues(x, y)); return undefined; },
    IndexOf: (a) => (toArray(a[0]) ?? []).findIndex((x) => x === a[1] || (x instanceof PSChar && a[1] instanceof PSChar && x.code === a[1].code)),
    Empty: () => [],
    Exists: (a, ctx) => (toArray(a[0]) ?? []).some((x) => a[1] && toBoolean(ctx.invokeScriptBlock(a[1] as never, x, [x]))),
  },
});

// ActionPreference reads as its member names, which every consumer here accepts; the other enums are real enum
// values (values/enums.ts).
const ENUMS: Record<string, string[]> = {
  'System.Management.Automation.ActionPreference': [...ACTION_PREFERENCE_NAMES],
};
for (const [full, names] of Object.entries(ENUMS)) {
  addStatic(full, { properties: Object.fromEntries(names.map((n) => [n, () => n])) });
}
