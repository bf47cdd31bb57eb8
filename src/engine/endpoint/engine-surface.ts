// The endpoint runner's one door to the values module (conversions, JSON, string rendering): a change of that
// surface is absorbed here.
import { convertTo, toJson, toStringValue } from '../values/index.js';
export { JSON_MAX_DEPTH, jsonNestingExceeds } from '../values/index.js';
import { PSObject } from '../values/types.js';

export type Conversion = { ok: true; value: unknown } | { ok: false; message: string };

const TRUE_WORDS = new Set(['true', '1', '', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/**
 * Converts a request value to a param() type as a cast would ([int]'3'). HTTP has no booleans, so [bool] and
 * [switch] read the words true/false/1/0 (PowerShell's own [bool]'false' is $true, which no caller means).
 */
export function convertParameterValue(value: unknown, typeName: string | null): Conversion {
  if (typeName === null) return { ok: true, value };
  const lower = typeName.toLowerCase();
  if ((lower === 'bool' || lower === 'switch' || lower === 'system.boolean') && typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return { ok: true, value: true };
    if (FALSE_WORDS.has(word)) return { ok: true, value: false };
    return { ok: false, message: `Cannot convert value "${value}" to type "System.Boolean".` };
  }
  try {
    return { ok: true, value: convertTo(value, typeName) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : `Cannot convert value "${toStringValue(value)}" to type "${typeName}".` };
  }
}

/** A parsed JSON value as ConvertFrom-Json gives it: objects become PSCustomObjects, order kept. */
export function jsonToValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonToValue);
  if (value !== null && typeof value === 'object') {
    return PSObject.from(Object.entries(value as object).map(([k, v]) => [k, jsonToValue(v)]));
  }
  return value;
}

/** ConvertTo-Json -Compress -Depth depth. */
export function compactJson(value: unknown, depth: number): string {
  return toJson(value, { depth, compress: true });
}

export function renderString(value: unknown): string {
  return toStringValue(value);
}
