// Casts and implicit conversions (about_Type_Conversion, about_Booleans): [int] rounds half to even and checks the
// range, strings that look like numbers convert ("0x10", " 5 ", "1e3", "1kb"), and a failed conversion is
// PowerShell's "Cannot convert value ..." error.
import { PSException } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { EPOCH_OFFSET_MS, TICKS_PER_MS, parseDateTime, parseTimeSpan } from './date-time.js';
import { numberLiteral } from '../../../grammar/number-literal.js';
import { decimalToBigInt, parseDecimal } from './decimal.js';
import { roundHalfEven } from './number-format.js';
import { bigInteger, boxed, decimal, decimalOf, double, int64, numberFromLiteral, numberOf, type Numeric } from './numbers.js';

const BIG_INTEGER = 'System.Numerics.BigInteger';
import { PSList, PSRegex, PSTypedArray } from './runtime-classes.js';
import { toStringValue } from './to-string.js';
import { isInstanceOfResolved, resolveTypeName, typeNameOf } from './type-table.js';
import {
  PSChar, PSDateTime, PSEnumValue, PSGuid, PSHashtable, PSNumber, PSObject, PSTimeSpan, PSTypeValue, type BoxedNumberType,
} from './types.js';
import { BAD_FORMAT, conversionError, invalidCastError, typeNotFound } from './value-errors.js';
import { enumInfo, toEnum } from './enums.js';
import { PSClassInstance, type UserType } from './user-types.js';
import { PSReference, REF_TYPE } from './types.js';
import { toVersion } from './version.js';
import { PSSwitch } from './switch-parameter.js';

/** PowerShell truthiness (about_Booleans). */
export function toBoolean(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (v === null || v === undefined) return false;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return v.length > 0;
  if (v instanceof PSNumber) return v.n !== 0;
  if (Array.isArray(v)) return v.length === 0 ? false : v.length === 1 ? toBoolean(v[0]) : true;
  if (v instanceof Uint8Array) return v.length === 0 ? false : v.length === 1 ? v[0] !== 0 : true;
  if (v instanceof PSChar) return v.code !== 0;
  if (v instanceof PSSwitch) return v.isPresent;
  return true;
}

/** A string as a typed number the way PowerShell's parser reads numeric literals (" 5 ", "0x10", "1e3", "1kb"). */
export function parseNumeric(text: string): Numeric | null {
  const t = text.trim();
  if (t === '') return 0;
  const lit = numberLiteral(t);
  if (lit === null) return null;
  return numberFromLiteral(lit);
}

/** A string as a JavaScript number; null when it is not one. */
export function parseNumberString(text: string): number | null {
  const v = parseNumeric(text);
  return v === null ? null : numberOf(v);
}

/** A value as a typed number for arithmetic; `forType` names the target in the error message. */
export function toNumeric(v: unknown, forType = 'System.Int32'): Numeric {
  if (typeof v === 'number' || v instanceof PSNumber) return v;
  if (typeof v === 'string') {
    const n = parseNumeric(v);
    if (n === null) throw conversionError(v, forType, BAD_FORMAT, forType === 'System.Double' ? 'InvalidCastFromStringToDoubleOrSingle' : 'InvalidCastFromStringToInteger');
    return n;
  }
  if (v === null || v === undefined) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof PSChar) return v.code;
  if (Array.isArray(v) && v.length === 1) return toNumeric(v[0], forType);
  if (v instanceof PSTimeSpan) return int64(BigInt(Math.round(v.ms * TICKS_PER_MS)));
  if (v instanceof PSEnumValue) return v.value;
  throw invalidCastError(toStringValue(v), typeNameOf(v), forType);
}

/** A value as a JavaScript number for arithmetic; `forType` names the target in the error message. */
export function toNumber(v: unknown, forType = 'System.Int32'): number {
  if (typeof v === 'number') return v;
  return numberOf(toNumeric(v, forType));
}

/** A value as a number, or null when it has none (comparisons, which fail softly). */
export function tryToNumber(v: unknown): number | null {
  const n = tryToNumeric(v);
  return n === null ? null : numberOf(n);
}

/** A value as a typed number, or null when it has none. */
export function tryToNumeric(v: unknown): Numeric | null {
  if (typeof v === 'number' || v instanceof PSNumber) return v;
  if (typeof v === 'string') return parseNumeric(v);
  if (v === null || v === undefined) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof PSChar) return v.code;
  if (v instanceof PSEnumValue) return v.value;
  return null;
}

const INTEGRAL = new Map<string, [bigint, bigint, string]>(Object.entries({
  'System.Int32': [-(2n ** 31n), 2n ** 31n - 1n, 'an Int32'],
  'System.Int64': [-(2n ** 63n), 2n ** 63n - 1n, 'an Int64'],
  'System.Int16': [-32768n, 32767n, 'an Int16'],
  'System.Byte': [0n, 255n, 'an unsigned byte'],
  'System.SByte': [-128n, 127n, 'a signed byte'],
  'System.UInt16': [0n, 65535n, 'a UInt16'],
  'System.UInt32': [0n, 2n ** 32n - 1n, 'a UInt32'],
  'System.UInt64': [0n, 2n ** 64n - 1n, 'a UInt64'],
} as Record<string, [bigint, bigint, string]>));

/** The integral value of a number, rounded half to even (every integral cast in .NET); null for NaN/Infinity. */
function integralOf(n: Numeric): bigint | null {
  if (typeof n !== 'number') {
    if (n.big !== null) return n.big;
    if (n.dec !== null) return decimalToBigInt(n.dec);
  }
  const x = numberOf(n);
  if (!Number.isFinite(x)) return null;
  return BigInt(Number.isInteger(x) ? x : roundHalfEven(x));
}

function toIntegral(v: unknown, full: string): unknown {
  const [min, max, label] = INTEGRAL.get(full)!;
  if (Array.isArray(v) && v.length === 1) return toIntegral(v[0], full);
  if (v instanceof PSDateTime || Array.isArray(v) || (typeof v === 'object' && v !== null && !(v instanceof PSChar) && !(v instanceof PSNumber) && !(v instanceof PSEnumValue))) {
    throw invalidCastError(toStringValue(v), typeNameOf(v), full);
  }
  if (full === 'System.Int32' && typeof v === 'number' && (v | 0) === v) return v === 0 ? 0 : v;
  // An integral cast of a string falls back to .NET's integer TypeConverter, which also reads `#F` and `&hF` as hex
  // (about_Numeric_Literals, "Numeric type conversion"; LanguagePrimitives' ConvertStringToInteger).
  if (typeof v === 'string') v = v.replace(/^(\s*)(?:#|&h)(?=[0-9a-f]+\s*$)/i, '$10x');
  const r = integralOf(toNumeric(v, full));
  if (r === null || r < min || r > max) {
    throw conversionError(toStringValue(v), full, `Value was either too large or too small for ${label}.`, 'InvalidCastIConvertible');
  }
  if (full === 'System.Int32') return Number(r);
  if (full === 'System.Int64') return int64(r);
  if (full === 'System.UInt64') return new PSNumber('System.UInt64', Number(r), r);
  return boxed(full as BoxedNumberType, Number(r));
}

/**
 * [bigint]: integral values exactly and a string of digits at any length; a Double or Decimal goes through
 * BigInteger's explicit conversion, which truncates (`[bigint]3.7` is 3), unlike the integral casts' rounding.
 */
function toBigInteger(v: unknown): PSNumber {
  if (Array.isArray(v) && v.length === 1) return toBigInteger(v[0]);
  if (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v)) return bigInteger(BigInt(v.trim()));
  if (typeof v === 'object' && v !== null && !(v instanceof PSChar) && !(v instanceof PSNumber) && !(v instanceof PSEnumValue)) {
    throw invalidCastError(toStringValue(v), typeNameOf(v), BIG_INTEGER);
  }
  const n = toNumeric(v, BIG_INTEGER);
  const r = typeof n === 'number' || n.big === null ? (n instanceof PSNumber && n.dec !== null ? n.dec.m / 10n ** BigInt(n.dec.scale) : truncated(numberOf(n))) : n.big;
  if (r === null) throw conversionError(toStringValue(v), BIG_INTEGER, 'BigInteger cannot represent infinity.', 'InvalidCastIConvertible');
  return bigInteger(r);
}

function truncated(x: number): bigint | null { return Number.isFinite(x) ? BigInt(Math.trunc(x)) : null; }

/**
 * .NET's default value of a type (`default(T)`): 0 of a numeric type, False, the NUL char, zero TimeSpan, and $null for
 * reference types. Elements of `[int[]]::new(3)` and of a cleared `[int[]]` hold it.
 */
export function defaultValueOf(full: string): unknown {
  if (INTEGRAL.has(full) || full === 'System.Double' || full === 'System.Single' || full === 'System.Decimal' || full === BIG_INTEGER) return convertTo(0, full);
  switch (full) {
    case 'System.Boolean': return false;
    case 'System.Char': return new PSChar(0);
    case 'System.TimeSpan': return new PSTimeSpan(0);
    default: return null;
  }
}

/** [double], [single], [decimal]: strings parse exactly as a decimal for [decimal] ("1.10" keeps its scale). */
function toFloat(v: unknown, full: string): unknown {
  if (Array.isArray(v) && v.length === 1) return toFloat(v[0], full);
  if (typeof v === 'object' && v !== null && !(v instanceof PSChar) && !(v instanceof PSNumber) && !(v instanceof PSEnumValue)) throw invalidCastError(toStringValue(v), typeNameOf(v), full);
  if (full === 'System.Decimal') {
    const d = typeof v === 'string' ? parseDecimal(v) : null;
    if (d !== null) return decimal(d);
    return decimal(decimalOf(toNumeric(v, full)));
  }
  const n = numberOf(toNumeric(v, 'System.Double'));
  return full === 'System.Single' ? boxed('System.Single', Math.fround(n)) : double(n);
}

function toChar(v: unknown): PSChar {
  if (v instanceof PSChar) return v;
  if (typeof v === 'string') {
    if (v.length === 1) return new PSChar(v.charCodeAt(0));
    throw conversionError(v, 'System.Char', 'String must be exactly one character long.', 'InvalidCastParseTargetInvocation');
  }
  if (v instanceof PSNumber) return toChar(v.n);
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 65535) return new PSChar(v);
  if (Array.isArray(v) && v.length === 1) return toChar(v[0]);
  throw invalidCastError(toStringValue(v), typeNameOf(v), 'System.Char');
}

/** [array] / [object[]]: $null stays $null, a scalar becomes a one-element array. */
export function toArray(v: unknown): unknown[] | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v instanceof PSList || v instanceof PSTypedArray ? [...v] : v;
  if (v instanceof Uint8Array) return Array.from(v);
  return [v];
}

function toHashtable(v: unknown, ordered: boolean, full: string): PSHashtable {
  if (v instanceof PSHashtable) {
    if (v.ordered === ordered) return v;
    const h = new PSHashtable(ordered);
    for (const [k, val] of v.entries()) h.set(k, val);
    return h;
  }
  if (v instanceof PSObject && ordered === false) {
    const h = new PSHashtable(false);
    for (const p of v.properties()) h.set(p.name, p.value);
    return h;
  }
  throw invalidCastError(toStringValue(v), typeNameOf(v), full);
}

/**
 * [pscustomobject]@{...}: properties in the hashtable's order (about_PSCustomObject). A `PSTypeName` key is not a
 * property: it names the object's type, first in `.PSObject.TypeNames` (about_PSCustomObject, "Using PSTypeName").
 */
export function toCustomObject(v: unknown): unknown {
  if (!(v instanceof PSHashtable)) return v;
  const entries = v.entries().map(([k, val]) => [toStringValue(k), val] as [string, unknown]);
  const typeEntry = entries.find(([k]) => k.toLowerCase() === 'pstypename');
  if (!typeEntry) return PSObject.from(entries);
  const o = PSObject.from(entries.filter((e) => e !== typeEntry));
  o.typeNames.unshift(toStringValue(typeEntry[1]));
  return o;
}

function parseFailure(v: unknown, full: string, what: string): never {
  throw conversionError(toStringValue(v), full, `String '${toStringValue(v)}' was not recognized as a valid ${what}.`, 'InvalidCastParseTargetInvocation');
}

function toDateTime(v: unknown, ctx: ValueContext | null | undefined): PSDateTime {
  if (v instanceof PSDateTime) return v;
  if (typeof v === 'string') return parseDateTime(v, ctx?.host) ?? parseFailure(v, 'System.DateTime', 'DateTime');
  if (v instanceof PSNumber && v.big !== null) return toDateTime(v.n, ctx);
  if (typeof v === 'number' && Number.isInteger(v)) return new PSDateTime(v / TICKS_PER_MS - EPOCH_OFFSET_MS, 'Unspecified');
  if (Array.isArray(v) && v.length === 1) return toDateTime(v[0], ctx);
  throw invalidCastError(toStringValue(v), typeNameOf(v), 'System.DateTime');
}

function toTimeSpan(v: unknown): PSTimeSpan {
  if (v instanceof PSTimeSpan) return v;
  if (typeof v === 'string') {
    const ms = parseTimeSpan(v);
    if (ms === null) throw conversionError(v, 'System.TimeSpan', `String '${v}' was not recognized as a valid TimeSpan.`, 'InvalidCastParseTargetInvocation');
    return new PSTimeSpan(ms);
  }
  if (typeof v === 'number' || v instanceof PSNumber) return new PSTimeSpan(numberOf(v) / TICKS_PER_MS);
  throw invalidCastError(toStringValue(v), typeNameOf(v), 'System.TimeSpan');
}

/** Guid.Parse: 32 hex digits, optionally with dashes, braces or parentheses; shown lower-case with dashes. */
export function parseGuid(text: string): PSGuid | null {
  const hex = text.trim().replace(/^[{(]|[)}]$/g, '');
  const m = /^([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})$/i.exec(hex);
  if (!m) return null;
  if (hex.includes('-') && hex.length !== 36) return null;
  return new PSGuid(m.slice(1).join('-').toLowerCase());
}

function toGuid(v: unknown): PSGuid {
  if (v instanceof PSGuid) return v;
  if (typeof v === 'string') {
    const g = parseGuid(v);
    if (g) return g;
    throw conversionError(v, 'System.Guid', 'Guid should contain 32 digits with 4 dashes (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).', 'InvalidCastParseTargetInvocation');
  }
  throw invalidCastError(toStringValue(v), typeNameOf(v), 'System.Guid');
}

function toTypedArray(v: unknown, elementType: string, ctx: ValueContext | null | undefined): unknown {
  // [char[]]'abc' is the string's characters (a string is IEnumerable<char>).
  if (typeof v === 'string' && elementType === 'System.Char') return PSTypedArray.create(elementType, Array.from(v, (c) => new PSChar(c.charCodeAt(0))));
  if (v instanceof PSTypedArray && v.elementType === elementType) return v;
  const arr = toArray(v);
  if (arr === null) return null;
  if (elementType === 'System.Byte') return Uint8Array.from(arr.map((x) => numberOf(toIntegral(x, 'System.Byte') as Numeric)));
  if (elementType === 'System.Object') return arr;
  return PSTypedArray.create(elementType, arr.map((x) => convertResolved(x, elementType, ctx)));
}

/** A cast: `[type]$v`. `type` is a name as written (`int`, `System.Int32`, `string[]`) or a type object. */
export function convertTo(v: unknown, type: string | PSTypeValue, ctx?: ValueContext | null): unknown {
  if (type instanceof PSTypeValue && type.userType !== null) return toUserType(v, type.userType);
  const full = type instanceof PSTypeValue ? type.fullName : resolveTypeName(type, ctx?.types);
  if (full === null) throw typeNotFound(String(type));
  return convertResolved(v, full, ctx);
}

/** A conversion to a script's enum (by name or number, as .NET's enums) or class (about_Classes). */
function toUserType(v: unknown, t: UserType): unknown {
  if (t.kind === 'enum') return toEnum(v, t);
  if (v === null || v === undefined) return null;
  if (v instanceof PSClassInstance && v.classType.isSubclassOf(t)) return v;
  return t.runtime.convert(t, v);
}

function convertResolved(v: unknown, full: string, ctx: ValueContext | null | undefined): unknown {
  if (INTEGRAL.has(full)) return toIntegral(v, full);
  switch (full) {
    case 'System.Object': case 'System.Management.Automation.PSObject': return v;
    case 'System.Void': return null;
    case 'System.String': return toStringValue(v);
    case 'System.Boolean': return toBoolean(v);
    case 'System.Management.Automation.SwitchParameter': return v instanceof PSSwitch ? v : new PSSwitch(toBoolean(v));
    case 'System.Double': case 'System.Single': case 'System.Decimal': return toFloat(v, full);
    case BIG_INTEGER: return toBigInteger(v);
    case 'System.Char': return toChar(v);
    case 'System.Array': case 'System.Object[]': return toArray(v);
    case 'System.Collections.Hashtable': return toHashtable(v, false, full);
    case 'System.Collections.Specialized.OrderedDictionary': return toHashtable(v, true, full);
    case 'System.Management.Automation.PSCustomObject': return toCustomObject(v);
    case 'System.DateTime': return toDateTime(v, ctx);
    case 'System.TimeSpan': return toTimeSpan(v);
    case 'System.Version': return v === null || v === undefined ? null : toVersion(v);
    case 'System.Guid': return toGuid(v);
    case 'System.Text.RegularExpressions.Regex': return v instanceof PSRegex ? v : new PSRegex(toStringValue(v));
    case REF_TYPE: return v instanceof PSReference ? v : PSReference.box(v);
    case 'System.Collections.ArrayList': return PSList.create(full, null, toArray(v) ?? []);
    case 'System.Type': case 'System.RuntimeType': {
      if (v instanceof PSTypeValue) return v;
      const name = resolveTypeName(toStringValue(v), ctx?.types);
      if (name === null) throw typeNotFound(toStringValue(v));
      return new PSTypeValue(name, ctx?.types?.get(name) ?? null);
    }
    default: break;
  }
  const en = enumInfo(full);
  if (en) return toEnum(v, en);
  const user = ctx?.types?.get(full);
  if (user !== undefined) return toUserType(v, user);
  if (full.endsWith('[]')) return toTypedArray(v, full.slice(0, -2), ctx);
  const list = /^System\.Collections\.Generic\.List\[(.+)\]$/.exec(full);
  if (list) return PSList.create(full, list[1], (toArray(v) ?? []).map((x) => convertResolved(x, list[1], ctx)));
  // Dictionary[K,V] is served by a hashtable (keys compare case-insensitively, unlike .NET's default comparer).
  if (/^System\.Collections\.Generic\.Dictionary\[/.test(full)) return toHashtable(v, false, full);
  if (v !== null && v !== undefined && isInstanceOfResolved(v, full)) return v;
  if (typeof v === 'string' && /Exception$/.test(full)) return new PSException(full, v, null);
  if (v === null || v === undefined) return null;
  throw invalidCastError(toStringValue(v), typeNameOf(v), full);
}

/** `$v -as [type]`: the conversion, or $null when it fails (about_Type_Operators). */
export function convertAs(v: unknown, type: string | PSTypeValue, ctx?: ValueContext | null): unknown {
  const full = type instanceof PSTypeValue ? type.fullName : resolveTypeName(type, ctx?.types);
  if (full === null) throw typeNotFound(String(type));
  try { return type instanceof PSTypeValue && type.userType !== null ? toUserType(v, type.userType) : convertResolved(v, full, ctx); } catch { return null; }
}
