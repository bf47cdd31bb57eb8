// The one door from the cmdlets to value semantics (string rendering, comparison, members, truthiness): the cmdlets
// call these names, which delegate to the values module, so the cmdlets and the language agree on every rule.
import { PSHashtable, PSObject } from '../values/types.js';
import { compareValues as compareValuesOf, equalValues } from '../values/comparison.js';
import { getMember, hasProperty } from '../values/member-access.js';
import { toStringValue } from '../values/to-string.js';
import { propertyNamesOf } from '../values/member-registry.js';
import { compileWildcard } from '../values/regex.js';
import { toBoolean } from '../values/conversions.js';

/** PowerShell's string conversion ("$x"), from the values module. */
export function toText(value: unknown): string {
  return toStringValue(value);
}

/** The properties a cmdlet sees on an object: a PSObject's note properties, a hashtable's keys, else the member table's. */
export function propertyNames(value: unknown): string[] {
  if (value instanceof PSObject) return [...value.properties().map((p) => p.name), ...propertyNamesOf(value).filter((n) => !value.hasProperty(n))];
  if (value instanceof PSHashtable) return value.keys().map((k) => toStringValue(k));
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [];
  return propertyNamesOf(value);
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
  return compileWildcard(pattern, caseSensitive).test(text);
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
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}
