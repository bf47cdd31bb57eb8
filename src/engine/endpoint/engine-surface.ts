// The endpoint runner's one door to the values module (conversions, JSON, string rendering): a change of that
// surface is absorbed here.
import { toJson, toStringValue } from '../values/index.js';
export { JSON_MAX_DEPTH, jsonNestingExceeds } from '../values/index.js';
import { PSObject } from '../values/types.js';

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
