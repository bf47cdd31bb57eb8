// The intrinsic .Where() and .ForEach() methods every value has (about_Intrinsic_Members, about_Arrays; the rules of
// PowerShell's EnumerableOps.Where/ForEach in MiscOps.cs). Both return a Collection[PSObject], not an object[]:
// `(1..3).Where({ $_ -gt 1 }).GetType().Name` is Collection`1. A scalar is a collection of one, $null of none.
import { runtimeError, type TerminatingError } from '../errors/error-record.js';
import { convertTo, toBoolean } from './conversions.js';
import type { ValueContext } from './context.js';
import { getMember, hasProperty, invokeMethod, setMember } from './member-access.js';
import { findMethod } from './member-registry.js';
import { intArg, strArg } from './member-helpers.js';
import { PSList } from './runtime-classes.js';
import { toStringValue } from './to-string.js';
import { typeNameOf } from './type-table.js';
import { PSHashtable, PSTypeValue, ScriptBlockValue } from './types.js';
import { argumentError, methodNotFound, wrappedError } from './value-errors.js';

const PSOBJECT = 'System.Management.Automation.PSObject';

/** System.Collections.ObjectModel.Collection[T] holding `items`. */
export function collectionOf(items: Iterable<unknown>, elementType = PSOBJECT): PSList {
  return PSList.create(`System.Collections.ObjectModel.Collection[${elementType}]`, elementType, items);
}

function itemsOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v instanceof Uint8Array) return Array.from(v);
  return v === null || v === undefined ? [] : [v];
}

function invalidOperation(message: string, id: string): TerminatingError {
  return runtimeError(message, id, 'InvalidOperation');
}

/** .ForEach(): a script block run per item ($_ and $args), a type to convert to, or a member name (read, set or call). */
export function forEachMethod(target: unknown, args: unknown[], ctx: ValueContext): unknown {
  if (args.length === 0) throw methodNotFound(typeNameOf(target), 'ForEach');
  const [how, ...rest] = args;
  const items = itemsOf(target);
  if (how instanceof ScriptBlockValue) {
    const out = collectionOf([]);
    for (const item of items) out.push(...ctx.invokeScriptBlock(how, item, rest));
    return out;
  }
  if (how instanceof PSTypeValue) return forEachType(items, how, ctx);
  if (how === null || how === undefined) throw argumentError("Value cannot be null. (Parameter 'expression')", 'System.ArgumentNullException');
  const name = toStringValue(how);
  const out = collectionOf([]);
  for (const item of items) forEachMember(item, name, rest, out, ctx);
  return out;
}

/** .ForEach([int]): each item converted, in a Collection[int]; an array type converts the whole list (`[int[]]`). */
function forEachType(items: unknown[], type: PSTypeValue, ctx: ValueContext): unknown {
  if (type.fullName.endsWith('[]')) return convertTo([...items], type, ctx);
  return collectionOf(items.map((x) => convertTo(x, type, ctx)), type.fullName);
}

/**
 * .ForEach('Name', args...) on one item: a hashtable's key is read (no argument) or set (one argument, or the
 * arguments as an array); an object's property likewise; a method is called with the arguments. A member the item
 * lacks reads as $null, but with arguments it is ForEachNonexistentMemberReference.
 */
function forEachMember(item: unknown, name: string, rest: unknown[], out: unknown[], ctx: ValueContext): void {
  const value = rest.length === 1 ? rest[0] : rest;
  if (item instanceof PSHashtable) {
    if (rest.length === 0) out.push(item.get(name));
    else item.set(name, value);
    return;
  }
  if (item === null || item === undefined) {
    if (rest.length === 0) { out.push(null); return; }
    throw methodInvocationOnNull(name, rest.length);
  }
  if (hasProperty(item, name)) {
    if (rest.length === 0) out.push(getMember(item, name, ctx));
    else setMember(item, name, value, ctx);
    return;
  }
  if (findMethod(item, name) !== undefined) {
    const r = invokeMethod(item, name, rest, ctx);
    if (r !== undefined) out.push(r);
    return;
  }
  if (rest.length === 0) { out.push(null); return; }
  throw invalidOperation(
    `The ForEach() operator could not find a member '${name}' on the target object. Please verify that the named member exists and then try running your script again.`,
    'ForEachNonexistentMemberReference',
  );
}

function methodInvocationOnNull(name: string, argc: number): TerminatingError {
  const inner = 'Object reference not set to an instance of an object.';
  return wrappedError(`Exception calling "${name}" with "${argc}" argument(s): "${inner}"`, 'NullReferenceException', 'NotSpecified',
    'System.NullReferenceException', inner, 'System.Management.Automation.MethodInvocationException');
}

type WhereMode = 'default' | 'first' | 'last' | 'skipuntil' | 'until' | 'split';
const MODES: readonly WhereMode[] = ['default', 'first', 'last', 'skipuntil', 'until', 'split'];

function whereMode(args: unknown[]): WhereMode {
  if (args.length < 2) return 'default';
  const text = strArg(args, 1).toLowerCase();
  const mode = MODES.find((m) => m === text);
  if (mode) return mode;
  throw invalidOperation(`Cannot convert value "${strArg(args, 1)}" to type "System.Management.Automation.WhereOperatorSelectionMode". Error: "Unable to match the identifier name ${strArg(args, 1)} to a valid enumerator name. Specify one of the following enumerator names and try again:\nDefault, First, Last, SkipUntil, Until, Split"`, 'InvalidCastFromStringToEnum');
}

/** .Where({ test }, mode, count): filter, with the modes First, Last, SkipUntil, Until and Split. */
export function whereMethod(target: unknown, args: unknown[], ctx: ValueContext): unknown {
  if (args.length === 0 || args.length > 3) throw methodNotFound(typeNameOf(target), 'Where');
  const sb = args[0];
  const mode = whereMode(args);
  const count = args.length > 2 ? intArg(args, 2) : 0;
  if (count < 0) {
    throw argumentError("The 'numberToReturn' value provided to the third argument of the Where() operator must be greater than zero. Please correct the argument's value and try running your script again.", 'System.ArgumentOutOfRangeException');
  }
  const items = itemsOf(target);
  if (sb === null || sb === undefined) return slice(items, mode, count);
  if (!(sb instanceof ScriptBlockValue)) throw methodNotFound(typeNameOf(target), 'Where');
  const test = (x: unknown) => toBoolean(ctx.invokeScriptBlock(sb, x, []));
  const hits: unknown[] = [];
  const misses: unknown[] = [];
  let i = 0;
  for (; i < items.length; i++) {
    const x = items[i];
    if (mode === 'skipuntil' && hits.length > 0) { hits.push(x); if (count > 0 && hits.length >= count) break; continue; }
    const matched = test(x);
    if (mode === 'until') { if (matched) break; hits.push(x); if (count > 0 && hits.length >= count) break; continue; }
    if (!matched) { if (mode === 'split') misses.push(x); continue; }
    if (mode === 'last') { hits.push(x); if (hits.length > (count || 1)) hits.shift(); continue; }
    hits.push(x);
    if (mode === 'skipuntil') continue;
    if ((mode === 'first' && count === 0) || (count > 0 && hits.length === count)) break;
  }
  if (mode === 'split') return [collectionOf(hits), collectionOf([...misses, ...items.slice(i + 1)])];
  return collectionOf(hits);
}

/** .Where($null, mode, n): slicing without a test (First/Until: the first n, Last: the last n, SkipUntil: skip n). */
function slice(items: unknown[], mode: WhereMode, count: number): unknown {
  if (mode === 'default') {
    throw invalidOperation('If the expression passed to the Where() operator is null then you must specify a non-Default value for the selection mode argument. Please change the value of the mode argument to a value other than Default and try running your script again.', 'EmptyExpressionRequiresANonDefaultMode');
  }
  const n = count || 1;
  switch (mode) {
    case 'skipuntil': return items.slice(n);
    case 'last': return items.slice(-n);
    case 'split': return [items.slice(0, n), items.slice(n)];
    default: return items.slice(0, n);
  }
}
