// -Property arguments of Select-Object, Sort-Object, Group-Object, Measure-Object and Format-*: names (with
// wildcards), script blocks, and calculated properties @{Name/N/Label/L = ...; Expression/E = ...}
// (about_Calculated_Properties).
import type { CommandContext } from './declaration.js';
import { PSHashtable, ScriptBlockValue } from '../values/types.js';
import { compareValues, hasWildcard, propertyNames, propertyValue, toStringValue, wildcardMatch } from '../values/index.js';
import { cmdletError } from './cmdlet-errors.js';

export type PropertySpec =
  | { kind: 'name'; name: string; label: string; wildcard: boolean; options: PSHashtable | null }
  | { kind: 'script'; label: string; block: ScriptBlockValue; options: PSHashtable | null };

const NAME_KEYS = ['name', 'n', 'label', 'l'];
const EXPRESSION_KEYS = ['expression', 'e'];

/**
 * Reads -Property values. `allowedKeys` are the extra hashtable keys the cmdlet accepts (Sort-Object: ascending,
 * descending; Format-Table: width, alignment, formatstring); others are refused as PowerShell does.
 */
export function parsePropertySpecs(ctx: CommandContext, values: unknown[], commandName: string, allowedKeys: string[] = []): PropertySpec[] {
  return values.map((v) => {
    if (v instanceof ScriptBlockValue) return { kind: 'script', label: v.text.slice(1, -1).trim(), block: v, options: null };
    if (v instanceof PSHashtable) return fromHashtable(ctx, v, commandName, allowedKeys);
    const name = toStringValue(v);
    return { kind: 'name', name, label: name, wildcard: hasWildcard(name), options: null };
  });
}

function fromHashtable(ctx: CommandContext, h: PSHashtable, commandName: string, allowedKeys: string[]): PropertySpec {
  let label: string | null = null;
  let expression: unknown = undefined;
  for (const [key, value] of h.entries()) {
    const k = toStringValue(key).toLowerCase();
    if (NAME_KEYS.some((n) => n.startsWith(k) || k === n)) label = toStringValue(value);
    else if (EXPRESSION_KEYS.some((n) => n.startsWith(k))) expression = value;
    else if (!allowedKeys.some((n) => n.startsWith(k))) {
      ctx.throwTerminating(cmdletError(commandName, `The ${toStringValue(key)} key is not valid.`, 'DictionaryKeyUnknownKey', 'InvalidArgument', h, 'System.NotSupportedException'));
    }
  }
  if (expression === undefined) {
    if (allowedKeys.length && label === null) return { kind: 'name', name: '', label: '', wildcard: false, options: h };
    ctx.throwTerminating(cmdletError(commandName, 'The Expression key is missing.', 'DictionaryKeyMissingKey', 'InvalidArgument', h, 'System.NotSupportedException'));
  }
  if (expression instanceof ScriptBlockValue) return { kind: 'script', label: label ?? expression.text.slice(1, -1).trim(), block: expression, options: h };
  const name = toStringValue(expression);
  return { kind: 'name', name, label: label ?? name, wildcard: label === null && hasWildcard(name), options: h };
}

/** The value of one spec on one object (a script block runs with $_ set to the object). */
export function evaluateSpec(ctx: CommandContext, spec: PropertySpec, obj: unknown): unknown {
  if (spec.kind === 'name') return propertyValue(obj, spec.name, ctx.valueContext) ?? null;
  const out = ctx.invokeScriptBlock(spec.block, obj);
  return out.length === 0 ? null : out.length === 1 ? out[0] : out;
}

/** Name/value pairs a spec contributes for an object (wildcards expand to the matching property names). */
export function expandSpec(ctx: CommandContext, spec: PropertySpec, obj: unknown): { name: string; value: unknown }[] {
  if (spec.kind === 'script') return [{ name: spec.label, value: evaluateSpec(ctx, spec, obj) }];
  if (!spec.wildcard) return [{ name: spec.label, value: evaluateSpec(ctx, spec, obj) }];
  return propertyNames(obj).filter((n) => wildcardMatch(n, spec.name)).map((name) => ({ name, value: propertyValue(obj, name, ctx.valueContext) }));
}

/** An option of a calculated property (Sort-Object's Descending...), or undefined. */
export function specOption(spec: PropertySpec, key: string): unknown {
  if (!spec.options) return undefined;
  // Keys may be shortened, as PowerShell allows (@{e='Age'; desc=$true}).
  for (const [k, v] of spec.options.entries()) {
    const written = toStringValue(k).toLowerCase();
    if (written && key.toLowerCase().startsWith(written)) return v;
  }
  return undefined;
}

/** An input object with its sort/group keys: the values of the -Property specs, or the object itself without any. */
export interface Keyed { value: unknown; keys: unknown[] }

export function keyedInput(ctx: CommandContext, specs: PropertySpec[], items: unknown[]): Keyed[] {
  return items.map((value) => ({ value, keys: specs.length ? specs.map((s) => evaluateSpec(ctx, s, value)) : [value] }));
}

/** Compares keys in order (Sort-Object, Group-Object); `directions[i]` is 1 (ascending) or -1 for key i. */
export function keyComparer(caseSensitive: boolean, directions: readonly number[] | null = null): (a: Keyed, b: Keyed) => number {
  return (a, b) => {
    for (let i = 0; i < a.keys.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i], caseSensitive);
      if (c !== 0) return directions ? c * directions[i]! : c;
    }
    return 0;
  };
}
