// The one door from the cmdlets to value semantics (string rendering, comparison, members, truthiness): the cmdlets
// call these names, which delegate to the values module, so the cmdlets and the language agree on every rule.
import { PSHashtable, PSObject } from '../values/types.js';
import {
  compareValues as compareValuesOf, compileWildcardRegex, equalValues, fromJson, getMember, hasProperty, JsonParseError,
  propertyNamesOf, toBoolean, toJsonResult, toStringValue, isNumeric, numberOf,
} from './values-surface.js';
import type { JsonResult } from './values-surface.js';
import { runtimeError } from '../errors/error-record.js';
import type { Host } from '../host.js';

/** PowerShell's string conversion ("$x"), from the values module. */
export function toText(value: unknown): string {
  return toStringValue(value);
}

const INTRINSIC = new Set(['psobject', 'count', 'length']);

/**
 * The properties a cmdlet sees on an object: a PSObject's note properties, a hashtable's keys, else the member
 * table's properties without the intrinsic PSObject/Count/Length every value has.
 */
export function propertyNames(value: unknown): string[] {
  if (value instanceof PSObject) return value.properties().map((p) => p.name);
  if (value instanceof PSHashtable) return value.keys().map((k) => toStringValue(k));
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [];
  if (Array.isArray(value)) return [];
  return propertyNamesOf(value).filter((n) => !INTRINSIC.has(n.toLowerCase()));
}

/** A property's value by name (case-insensitive, hashtable keys included, as PowerShell 7's *-Object cmdlets), or undefined. */
export function propertyValue(value: unknown, name: string): unknown {
  return hasProperty(value, name) ? getMember(value, name, null) : undefined;
}

/** -eq as the language does it (the left operand's type leads). */
export function valuesEqual(a: unknown, b: unknown, caseSensitive = false): boolean {
  return equalValues(a, b, caseSensitive);
}

/** Ordering as Sort-Object: never throws; $null sorts first. */
export function compareValues(a: unknown, b: unknown, caseSensitive = false): number {
  return compareValuesOf(a, b, caseSensitive);
}

/** -like: wildcard match (about_Wildcards), case-insensitive unless asked. */
export function wildcardMatch(text: string, pattern: string, caseSensitive = false): boolean {
  return compileWildcardRegex(pattern, caseSensitive).test(text);
}

export function hasWildcard(text: string): boolean {
  return /[*?[]/.test(text);
}

/** PowerShell truthiness (about_Booleans). */
export function toBool(value: unknown): boolean {
  return toBoolean(value);
}

/** A number for Measure-Object; null when the value is not numeric. */
export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (isNumeric(value)) return numberOf(value);
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}

/** ConvertTo-Json's text and whether -Depth cut anything (the values module's writer, shared with endpoint output). */
export function jsonText(value: unknown, depth: number, compress: boolean): JsonResult {
  return toJsonResult(value, { depth, compress });
}

/** ConvertFrom-Json's parse; a JsonParseError becomes a TerminatingError with the parser's message. */
export function parseJsonText(text: string, asHashtable: boolean, maxDepth: number, host: Host | null): unknown {
  try {
    // The host gives date-time strings with an offset their local time (Json.NET's DateTimeZoneHandling.Local).
    return fromJson(text, { asHashtable, maxDepth, host });
  } catch (e) {
    if (e instanceof JsonParseError) throw runtimeError(e.message, 'JsonParseError', 'ParserError', 'System.ArgumentException');
    throw e;
  }
}
