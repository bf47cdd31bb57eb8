// Casts and implicit conversions (about_Type_Conversion, about_Booleans): [int] rounds half to even and checks the
// range, strings that look like numbers convert ("0x10", " 5 ", "1e3", "1kb"), and a failed conversion is
// PowerShell's "Cannot convert value ..." error.
import { PSException } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { EPOCH_OFFSET_MS, TICKS_PER_MS, parseDateTime, parseTimeSpan } from './date-time.js';
import { roundHalfEven } from './number-format.js';
import { PSList, PSRegex, PSTypedArray } from './runtime-classes.js';
import { toStringValue } from './to-string.js';
import { isInstanceOfResolved, resolveTypeName, typeNameOf } from './type-table.js';
import {
  PSChar, PSDateTime, PSGuid, PSHashtable, PSObject, PSTimeSpan, PSTypeValue,
} from './types.js';
import { BAD_FORMAT, conversionError, invalidCastError, typeNotFound } from './value-errors.js';

/** PowerShell truthiness (about_Booleans). */
export function toBoolean(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (v === null || v === undefined) return false;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return v.length > 0;
  if (Array.isArray(v)) return v.length === 0 ? false : v.length === 1 ? toBoolean(v[0]) : true;
  if (v instanceof Uint8Array) return v.length === 0 ? false : v.length === 1 ? v[0] !== 0 : true;
  if (v instanceof PSChar) return v.code !== 0;
  return true;
}

const NUMBER_TEXT = /^([+-])?(?:0x([0-9a-f]+)|0b([01]+)|((?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?))(ul|lu|uy|us|u|l|d|y|s|n)?(kb|mb|gb|tb|pb)?$/i;
const MULTIPLIERS: Record<string, number> = { kb: 1024, mb: 1048576, gb: 1073741824, tb: 1099511627776, pb: 1125899906842624 };

/** A string as a number the way PowerShell's parser reads numeric literals; null when it is not one. */
export function parseNumberString(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  const m = NUMBER_TEXT.exec(t);
  if (!m) return null;
  let n: number;
  if (m[2] !== undefined) {
    if (m[2].length > 16) return null;
    const big = BigInt('0x' + m[2]);
    // Hex literals are two's complement in their natural width: 0xFFFFFFFF is -1 (about_Numeric_Literals).
    n = big <= 0xffffffffn ? Number(BigInt.asIntN(32, big)) : Number(BigInt.asIntN(64, big));
  } else if (m[3] !== undefined) n = Number(BigInt('0b' + m[3]));
  else n = Number(m[4]);
  if (m[6]) n *= MULTIPLIERS[m[6].toLowerCase()];
  return m[1] === '-' ? -n : n;
}

/** A value as a number for arithmetic; `forType` names the target in the error message. */
export function toNumber(v: unknown, forType = 'System.Int32'): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const n = parseNumberString(v);
    if (n === null) throw conversionError(v, forType, BAD_FORMAT, forType === 'System.Double' ? 'InvalidCastFromStringToDoubleOrSingle' : 'InvalidCastFromStringToInteger');
    return n;
  }
  if (v === null || v === undefined) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof PSChar) return v.code;
  if (Array.isArray(v) && v.length === 1) return toNumber(v[0], forType);
  if (v instanceof PSTimeSpan) return v.ms * TICKS_PER_MS;
  if (typeof v === 'bigint') return Number(v);
  throw invalidCastError(toStringValue(v), typeNameOf(v), forType);
}

/** A value as a number, or null when it has none (comparisons, which fail softly). */
export function tryToNumber(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return parseNumberString(v);
  if (v === null || v === undefined) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof PSChar) return v.code;
  return null;
}

const INTEGRAL = new Map<string, [number, number, string]>(Object.entries({
  'System.Int32': [-2147483648, 2147483647, 'an Int32'],
  'System.Int64': [-9223372036854775808, 9223372036854775807, 'an Int64'],
  'System.Int16': [-32768, 32767, 'an Int16'],
  'System.Byte': [0, 255, 'an unsigned byte'],
  'System.SByte': [-128, 127, 'a signed byte'],
  'System.UInt16': [0, 65535, 'a UInt16'],
  'System.UInt32': [0, 4294967295, 'a UInt32'],
  'System.UInt64': [0, 18446744073709551615, 'a UInt64'],
} as Record<string, [number, number, string]>));

function toIntegral(v: unknown, full: string): number {
  const [min, max, label] = INTEGRAL.get(full)!;
  if (Array.isArray(v) && v.length === 1) return toIntegral(v[0], full);
  if (v instanceof PSDateTime || Array.isArray(v) || (typeof v === 'object' && v !== null && !(v instanceof PSChar))) {
    throw invalidCastError(toStringValue(v), typeNameOf(v), full);
  }
  const n = toNumber(v, full);
  const r = Number.isInteger(n) ? n : roundHalfEven(n);
  if (!Number.isFinite(r) || r < min || r > max) {
    throw conversionError(toStringValue(v), full, `Value was either too large or too small for ${label}.`, 'InvalidCastIConvertible');
  }
  return r === 0 ? 0 : r;
}

function toFloat(v: unknown, full: string): number {
  if (Array.isArray(v) && v.length === 1) return toFloat(v[0], full);
  if (typeof v === 'object' && v !== null && !(v instanceof PSChar)) throw invalidCastError(toStringValue(v), typeNameOf(v), full);
  return toNumber(v, full === 'System.Decimal' ? full : 'System.Double');
}

function toChar(v: unknown): PSChar {
  if (v instanceof PSChar) return v;
  if (typeof v === 'string') {
    if (v.length === 1) return new PSChar(v.charCodeAt(0));
    throw conversionError(v, 'System.Char', 'String must be exactly one character long.', 'InvalidCastParseTargetInvocation');
  }
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

/** [pscustomobject]@{...}: properties in the hashtable's order (about_PSCustomObject). */
export function toCustomObject(v: unknown): unknown {
  if (v instanceof PSHashtable) return PSObject.from(v.entries().map(([k, val]) => [toStringValue(k), val] as [string, unknown]));
  return v;
}

function parseFailure(v: unknown, full: string, what: string): never {
  throw conversionError(toStringValue(v), full, `String '${toStringValue(v)}' was not recognized as a valid ${what}.`, 'InvalidCastParseTargetInvocation');
}

function toDateTime(v: unknown, ctx: ValueContext | null | undefined): PSDateTime {
  if (v instanceof PSDateTime) return v;
  if (typeof v === 'string') return parseDateTime(v, ctx?.host) ?? parseFailure(v, 'System.DateTime', 'DateTime');
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
  if (typeof v === 'number') return new PSTimeSpan(v / TICKS_PER_MS);
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
  if (elementType === 'System.Byte') return Uint8Array.from(arr.map((x) => toIntegral(x, 'System.Byte')));
  if (elementType === 'System.Object') return arr;
  return PSTypedArray.create(elementType, arr.map((x) => convertResolved(x, elementType, ctx)));
}

/** A cast: `[type]$v`. `type` is a name as written (`int`, `System.Int32`, `string[]`) or a type object. */
export function convertTo(v: unknown, type: string | PSTypeValue, ctx?: ValueContext | null): unknown {
  const full = type instanceof PSTypeValue ? type.fullName : resolveTypeName(type);
  if (full === null) throw typeNotFound(String(type));
  return convertResolved(v, full, ctx);
}

function convertResolved(v: unknown, full: string, ctx: ValueContext | null | undefined): unknown {
  if (INTEGRAL.has(full)) return toIntegral(v, full);
  switch (full) {
    case 'System.Object': case 'System.Management.Automation.PSObject': return v;
    case 'System.Void': return null;
    case 'System.String': return toStringValue(v);
    case 'System.Boolean': case 'System.Management.Automation.SwitchParameter': return toBoolean(v);
    case 'System.Double': case 'System.Single': case 'System.Decimal': return toFloat(v, full);
    case 'System.Char': return toChar(v);
    case 'System.Array': case 'System.Object[]': return toArray(v);
    case 'System.Collections.Hashtable': return toHashtable(v, false, full);
    case 'System.Collections.Specialized.OrderedDictionary': return toHashtable(v, true, full);
    case 'System.Management.Automation.PSCustomObject': return toCustomObject(v);
    case 'System.DateTime': return toDateTime(v, ctx);
    case 'System.TimeSpan': return toTimeSpan(v);
    case 'System.Guid': return toGuid(v);
    case 'System.Text.RegularExpressions.Regex': return v instanceof PSRegex ? v : new PSRegex(toStringValue(v));
    case 'System.Collections.ArrayList': return PSList.create(full, null, toArray(v) ?? []);
    case 'System.Type': case 'System.RuntimeType': {
      if (v instanceof PSTypeValue) return v;
      const name = resolveTypeName(toStringValue(v));
      if (name === null) throw typeNotFound(toStringValue(v));
      return new PSTypeValue(name);
    }
    default: break;
  }
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
  const full = type instanceof PSTypeValue ? type.fullName : resolveTypeName(type);
  if (full === null) throw typeNotFound(String(type));
  try { return convertResolved(v, full, ctx); } catch { return null; }
}
