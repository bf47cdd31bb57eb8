// Equality and ordering (about_Comparison_Operators): the left operand decides, the right is converted to its type;
// strings compare case-insensitively unless the `c` variant is used; $null equals only $null and sorts first.
import { runtimeError } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { parseDateTime, wallMs } from './date-time.js';
import { tryToNumeric } from './conversions.js';
import { numericCompare } from './numbers.js';
import { compileRegex, compileWildcard, execAt, matchesTable } from './regex.js';
import { toStringValue } from './to-string.js';
import { resolveTypeName, typeNameOf } from './type-table.js';
import { PSChar, PSDateTime, PSEnumValue, PSGuid, PSNumber, PSTimeSpan, PSTypeValue } from './types.js';
import { enumInfoOf, toEnum } from './enums.js';
import { PSVersionValue, compareVersions, tryParseVersion } from './version.js';
import { PSSwitch } from './switch-parameter.js';
import { wrappedError } from './value-errors.js';

function lower(s: string): string { return s.toLowerCase(); }

/** Case-insensitive string equality without allocating for ASCII text (the hot path of -eq on strings). */
export function equalsIgnoreCase(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x > 127 || y > 127) return lower(a) === lower(b);
    if (x >= 65 && x <= 90) x += 32;
    if (y >= 65 && y <= 90) y += 32;
    if (x !== y) return false;
  }
  return true;
}

function charEquals(code: number, other: number, caseSensitive: boolean): boolean {
  if (code === other) return true;
  if (caseSensitive) return false;
  return lower(String.fromCharCode(code)) === lower(String.fromCharCode(other));
}

function asDate(v: unknown): PSDateTime | null {
  if (v instanceof PSDateTime) return v;
  if (typeof v === 'string') return parseDateTime(v, null);
  return null;
}

/** `$a -eq $b` for scalars: the right operand is converted to the left's type. */
export function equalValues(a: unknown, b: unknown, caseSensitive = false): boolean {
  if (a === null || a === undefined) return b === null || b === undefined;
  if (typeof a === 'string') {
    if (b === null || b === undefined) return false;
    const s = typeof b === 'string' ? b : toStringValue(b);
    return a === s || (!caseSensitive && equalsIgnoreCase(a, s));
  }
  if (typeof a === 'number' || a instanceof PSNumber) {
    if (typeof a === 'number' && typeof b === 'number') return a === b;
    if (b === null || b === undefined) return false;
    const n = Array.isArray(b) && b.length === 1 ? tryToNumeric(b[0]) : tryToNumeric(b);
    return n !== null && numericCompare(a, n) === 0;
  }
  if (typeof a === 'boolean') {
    if (b === null || b === undefined) return false;
    return a === toBooleanLoose(b);
  }
  if (b === null || b === undefined) return false;
  if (a instanceof PSEnumValue) { const n = enumOperand(a, b); return n !== null && n === a.value; }
  if (a instanceof PSVersionValue) { const v = versionOperand(b); return v !== null && compareVersions(a, v) === 0; }
  if (a instanceof PSSwitch) return a.isPresent === toBooleanLoose(b);
  if (a instanceof PSChar) {
    if (b instanceof PSChar) return charEquals(a.code, b.code, caseSensitive);
    if (typeof b === 'string') return b.length === 1 && charEquals(a.code, b.charCodeAt(0), caseSensitive);
    if (typeof b === 'number') return a.code === b;
    return false;
  }
  if (a instanceof PSDateTime) { const d = asDate(b); return d !== null && wallMs(a) === wallMs(d); }
  if (a instanceof PSTimeSpan) return b instanceof PSTimeSpan && a.ms === b.ms;
  if (a instanceof PSGuid) return (b instanceof PSGuid || typeof b === 'string') && lower(a.value) === lower(toStringValue(b));
  if (a instanceof PSTypeValue) {
    const name = b instanceof PSTypeValue ? b.fullName : typeof b === 'string' ? resolveTypeName(b) : null;
    return name !== null && lower(name) === lower(a.fullName);
  }
  return a === b;
}

/** The right operand as a number of the left enum's type ('Monday', 1, another enum), or null when it converts not. */
function enumOperand(a: PSEnumValue, b: unknown): number | null {
  const e = enumInfoOf(a);
  if (!e) return b instanceof PSEnumValue ? b.value : typeof b === 'number' ? b : null;
  try { return toEnum(b, e).value; } catch { return null; }
}

function versionOperand(b: unknown): PSVersionValue | null {
  return b instanceof PSVersionValue ? b : typeof b === 'string' ? tryParseVersion(b) : null;
}

function toBooleanLoose(b: unknown): boolean {
  if (typeof b === 'boolean') return b;
  if (typeof b === 'number') return b !== 0;
  if (typeof b === 'string') return b.length > 0;
  if (b instanceof PSSwitch) return b.isPresent;
  if (Array.isArray(b)) return b.length === 0 ? false : b.length === 1 ? toBooleanLoose(b[0]) : true;
  return b !== null && b !== undefined;
}

/** Culture-like string order: case-insensitive first; with case sensitivity lower case sorts before upper. */
export function compareStrings(a: string, b: string, caseSensitive: boolean): number {
  if (a === b) return 0;
  const la = lower(a);
  const lb = lower(b);
  if (la !== lb) return la < lb ? -1 : 1;
  if (!caseSensitive) return 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] === lower(a[i]) ? -1 : 1;
  }
  return 0;
}

function sign(n: number): number { return n < 0 ? -1 : n > 0 ? 1 : 0; }

/**
 * How a value orders against $null (about_Comparison_Operators; LanguagePrimitives.Compare): $null sorts just below
 * 0, so a negative number is below it and everything else above. 1 when `v` is above $null.
 */
function nullAbove(v: unknown): number {
  if (typeof v === 'number') return v < 0 ? -1 : 1;
  if (v instanceof PSNumber) return v.n < 0 ? -1 : 1;
  return 1;
}

/** Ordering for Sort-Object and friends: never throws; values without a common type compare as strings. */
export function compareValues(a: unknown, b: unknown, caseSensitive = false): number {
  const r = tryCompare(a, b, caseSensitive);
  return r ?? compareStrings(toStringValue(a), toStringValue(b), caseSensitive);
}

/** Ordering, or null when the right operand cannot be converted to the left's type. */
function tryCompare(a: unknown, b: unknown, caseSensitive: boolean): number | null {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -nullAbove(b);
  if (b === null || b === undefined) return nullAbove(a);
  if (typeof a === 'number' || a instanceof PSNumber) {
    if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
    const n = tryToNumeric(b);
    return n === null ? null : numericCompare(a, n);
  }
  if (typeof a === 'string') return compareStrings(a, typeof b === 'string' ? b : toStringValue(b), caseSensitive);
  if (a instanceof PSEnumValue) { const n = enumOperand(a, b); return n === null ? null : sign(a.value - n); }
  if (a instanceof PSVersionValue) { const v = versionOperand(b); return v === null ? null : compareVersions(a, v); }
  if (typeof a === 'boolean') return sign(Number(a) - Number(toBooleanLoose(b)));
  if (a instanceof PSChar) {
    const code = b instanceof PSChar ? b.code : typeof b === 'string' && b.length === 1 ? b.charCodeAt(0) : typeof b === 'number' ? b : null;
    if (code === null) return null;
    return caseSensitive ? sign(a.code - code) : compareStrings(String.fromCharCode(a.code), String.fromCharCode(code), false);
  }
  if (a instanceof PSDateTime) { const d = asDate(b); return d === null ? null : sign(wallMs(a) - wallMs(d)); }
  if (a instanceof PSTimeSpan) return b instanceof PSTimeSpan ? sign(a.ms - b.ms) : null;
  if (a instanceof PSGuid) return compareStrings(a.value, toStringValue(b), false);
  return null;
}

/** -lt/-le/-gt/-ge on scalars: PowerShell's "Could not compare" error when the right cannot be converted. */
export function compareForOperator(a: unknown, b: unknown, caseSensitive: boolean): number {
  const r = tryCompare(a, b, caseSensitive);
  if (r !== null) return r;
  const isComparable = typeof a === 'number' || a instanceof PSNumber || typeof a === 'string' || typeof a === 'boolean' || a instanceof PSChar
    || a instanceof PSDateTime || a instanceof PSTimeSpan;
  if (!isComparable) {
    throw runtimeError(`Cannot compare "${toStringValue(a)}" because it is not IComparable.`, 'NotIcomparable', 'InvalidOperation');
  }
  const type = typeNameOf(a);
  const inner = `Cannot convert value "${toStringValue(b)}" to type "${type}". Error: "Input string was not in a correct format."`;
  throw wrappedError(`Could not compare "${toStringValue(a)}" to "${toStringValue(b)}". Error: "${inner}"`, 'ComparisonFailure',
    'InvalidOperation', 'System.Management.Automation.PSInvalidCastException', inner);
}

type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

function scalarCompare(op: CompareOp, a: unknown, b: unknown, cs: boolean): boolean {
  switch (op) {
    case 'eq': return equalValues(a, b, cs);
    case 'ne': return !equalValues(a, b, cs);
    case 'gt': return compareForOperator(a, b, cs) > 0;
    case 'ge': return compareForOperator(a, b, cs) >= 0;
    case 'lt': return compareForOperator(a, b, cs) < 0;
    default: return compareForOperator(a, b, cs) <= 0;
  }
}

/** -eq -ne -gt -ge -lt -le: an array on the left filters its elements (about_Comparison_Operators). */
export function comparisonOperator(op: CompareOp, cs: boolean, left: unknown, right: unknown): unknown {
  if (Array.isArray(left)) {
    const out: unknown[] = [];
    for (const el of left) if (scalarCompare(op, el, right, cs)) out.push(el);
    return out;
  }
  return scalarCompare(op, left, right, cs);
}

function collection(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v instanceof Uint8Array) return Array.from(v);
  return [v];
}

export function containsOperator(collectionValue: unknown, item: unknown, cs: boolean): boolean {
  for (const el of collection(collectionValue)) if (equalValues(el, item, cs)) return true;
  return false;
}

export function likeOperator(left: unknown, right: unknown, cs: boolean, negate: boolean): unknown {
  const re = compileWildcard(toStringValue(right), cs);
  const test = (v: unknown) => re.test(toStringValue(v)) !== negate;
  if (Array.isArray(left)) return left.filter(test);
  return test(left);
}

/** -match / -notmatch: a scalar sets $Matches when it matches; an array filters and leaves $Matches alone. */
export function matchOperator(left: unknown, right: unknown, cs: boolean, negate: boolean, ctx: ValueContext | null): unknown {
  const c = compileRegex(toStringValue(right), !cs);
  if (Array.isArray(left)) return left.filter((v) => (execAt(c, toStringValue(v)) !== null) !== negate);
  const m = execAt(c, toStringValue(left));
  if (m && ctx) ctx.setMatches(matchesTable(c, m));
  return (m !== null) !== negate;
}
