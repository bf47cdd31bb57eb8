// Property reads and writes, method calls (about_Properties, about_Methods, about_Member-Access_Enumeration).
// Hashtable keys win over hashtable properties; PSCustomObject note properties come first; an array that lacks a
// member enumerates it over its elements. Unknown properties read as $null (strict mode off); unknown methods raise
// MethodNotFound. Nothing here reads a JavaScript property by a script-supplied name.
import { runtimeError, TerminatingError } from '../errors/error-record.js';
import { convertTo } from './conversions.js';
import { PSException } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { findMethod, findProperty, findSetter, hasListedProperty, propertyNamesOf } from './member-registry.js';
import { toStringValue } from './to-string.js';
import { typeNameOf } from './type-table.js';
import { instanceMembersOf, PSHashtable, PSObject, ScriptBlockValue, type PSProperty } from './types.js';
import { methodException, methodNotFound, nullMethodCall, wrappedError } from './value-errors.js';
import { PSClassInstance } from './user-types.js';

function extraMember(e: PSException, name: string): { found: boolean; value: unknown } {
  const key = name.toLowerCase();
  for (const [k, v] of e.extra) if (k.toLowerCase() === key) return { found: true, value: v };
  return { found: false, value: null };
}

/** Whether a value has a property of that name (for member enumeration). */
export function hasProperty(target: unknown, name: string): boolean {
  if (target === null || target === undefined) return false;
  if (target instanceof PSHashtable && target.has(name)) return true;
  if (target instanceof PSObject && target.hasProperty(name)) return true;
  if (target instanceof PSException && extraMember(target, name).found) return true;
  if (instanceMembersOf(target)?.hasProperty(name)) return true;
  return findProperty(target, name) !== undefined;
}

/**
 * Whether strict mode 2 lets `target.name` be read (the interpreter's strict-mode check): a property or method the
 * value has, a hashtable key, or for an array the member of any element (member enumeration). $null has none.
 */
export function hasMemberStrict(target: unknown, name: string): boolean {
  if (target === null || target === undefined) return false;
  if (/^(count|length)$/i.test(name)) {
    // Only a real Count/Length: an array's, a string's, a dictionary's... not the one every value has (5.Count).
    if (Array.isArray(target) || hasListedProperty(target, name)) return true;
    if (target instanceof PSHashtable && target.has(name)) return true;
    return target instanceof PSObject && target.hasProperty(name);
  }
  if (hasProperty(target, name) || findMethod(target, name) !== undefined) return true;
  return Array.isArray(target) && target.some((el) => hasMemberStrict(el, name));
}

export function getMember(target: unknown, name: string, ctx: ValueContext | null): unknown {
  if (target === null || target === undefined) {
    // $null.Count is 0 (about_Properties: scalars and $null have Count/Length since PowerShell 3).
    return /^(count|length)$/i.test(name) ? 0 : null;
  }
  if (target instanceof PSHashtable) {
    if (target.has(name)) return target.get(name);
  } else if (target instanceof PSObject) {
    const p = target.getProperty(name);
    if (p) return readProperty(target, p, ctx);
  } else if (target instanceof PSException) {
    const x = extraMember(target, name);
    if (x.found) return x.value;
  }
  const instance = instanceMembersOf(target)?.getProperty(name);
  if (instance) return readProperty(target, instance, ctx);
  const prop = findProperty(target, name);
  if (prop) return prop.get(target, ctx);
  if (Array.isArray(target)) return enumerateMember(target, name, ctx);
  return null;
}

const CUSTOM_OBJECT = 'System.Management.Automation.PSCustomObject';

/** `$users.Name`: the member of each element that has it, collections unrolled; one result is returned alone. */
function enumerateMember(items: unknown[], name: string, ctx: ValueContext | null): unknown {
  const out: unknown[] = [];
  for (const el of items) {
    if (Array.isArray(el)) {
      const v = enumerateMember(el, name, ctx);
      if (v !== null) { if (Array.isArray(v)) out.push(...v); else out.push(v); }
      continue;
    }
    if (!hasProperty(el, name)) {
      // A custom object without the property still gives $null (about_Member-Access_Enumeration, PowerShell #13752).
      if (el instanceof PSObject && el.typeNames.includes(CUSTOM_OBJECT)) out.push(null);
      continue;
    }
    const v = getMember(el, name, ctx);
    if (Array.isArray(v)) out.push(...v); else out.push(v);
  }
  return out.length === 0 ? null : out.length === 1 ? out[0] : out;
}

/** A note, alias or script property of `target` (a PSObject, or any object Add-Member gave members). */
function readProperty(target: unknown, p: PSProperty, ctx: ValueContext | null): unknown {
  return p.aliasOf !== undefined ? getMember(target, p.aliasOf, ctx) : p.getter === undefined ? p.value : scriptPropertyValue(target, p.getter, ctx);
}

/** A ScriptProperty's value: its getter's output, one object alone, none as $null (about_Properties). */
function scriptPropertyValue(target: unknown, getter: ScriptBlockValue, ctx: ValueContext | null): unknown {
  if (!ctx?.invokeMember) return null;
  const out = ctx.invokeMember(getter, target, []);
  return out.length === 0 ? null : out.length === 1 ? out[0] : out;
}

function propertyNotFound(name: string) {
  return runtimeError(`The property '${name}' cannot be found on this object. Verify that the property exists and can be set.`,
    'PropertyNotFound', 'InvalidOperation');
}

export function setMember(target: unknown, name: string, value: unknown, ctx: ValueContext | null): void {
  if (target === null || target === undefined) throw propertyNotFound(name);
  if (target instanceof PSHashtable) { target.set(name, value); return; }
  if (target instanceof PSObject && target.hasProperty(name)) { setObjectProperty(target, target, name, value, ctx); return; }
  const instance = instanceMembersOf(target);
  if (instance?.hasProperty(name)) { setObjectProperty(target, instance, name, value, ctx); return; }
  const setter = findSetter(target, name);
  if (setter) { setter(target, value, ctx); return; }
  const prop = findProperty(target, name);
  if (prop) {
    throw runtimeError(`'${prop.name}' is a ReadOnly property.`, 'PropertyAssignmentException', 'InvalidOperation');
  }
  throw propertyNotFound(name);
}

function setObjectProperty(target: unknown, members: PSObject, name: string, value: unknown, ctx: ValueContext | null): void {
  const p = members.getProperty(name)!;
  if (p.aliasOf !== undefined) { setMember(target, p.aliasOf, value, ctx); return; }
  if (p.getter === undefined) { members.setProperty(name, p.typeName === undefined && p.validate === undefined ? value : convertForProperty(p, value, ctx)); return; }
  if (!p.setter) throw runtimeError(`Set accessor for property "${p.name}" is unavailable.`, 'SetWithoutSetterFromScriptProperty', 'InvalidOperation');
  ctx?.invokeMember?.(p.setter, target, [value]);
}

/** Whether invokeMethod finds `name` on `target`: a script method (Add-Member) or a method of its member table. */
export function hasMethod(target: unknown, name: string): boolean {
  if (target === null || target === undefined) return false;
  if (target instanceof PSClassInstance && target.classType.overloads(name, false).length > 0) return true;
  return scriptMethodOf(target, name) !== undefined || findMethod(target, name) !== undefined;
}

function scriptMethodOf(target: object, name: string): { body: ScriptBlockValue } | undefined {
  return (target instanceof PSObject ? target : instanceMembersOf(target))?.scriptMethods?.get(name.toLowerCase());
}

export function invokeMethod(target: unknown, name: string, args: unknown[], ctx: ValueContext): unknown {
  if (target === null || target === undefined) throw nullMethodCall();
  if (target instanceof PSClassInstance) {
    // A class's own methods first, a base class's after, then what every object has (about_Classes_Methods).
    const overloads = target.classType.overloads(name, false);
    if (overloads.length > 0) return target.classType.runtime.call(overloads, target, args);
  }
  const sm = scriptMethodOf(target, name);
  if (sm && ctx.invokeMember) { const out = ctx.invokeMember(sm.body, target, args); return out.length === 0 ? undefined : out.length === 1 ? out[0] : out; }
  const m = findMethod(target, name);
  if (m) return guardRange(name, args.length, () => m.fn(target, args, ctx));
  if (Array.isArray(target) && target.length > 0) {
    // Member-access enumeration of methods (about_Member-Access_Enumeration): ('a','b').ToUpper() calls ToUpper on
    // each element, nested collections included; the first element without the method ends it with MethodNotFound
    // naming that element's type, and the results of the calls before are lost.
    const out: unknown[] = [];
    for (const el of target) {
      const r = invokeMethod(el, name, args, ctx);
      if (Array.isArray(r)) out.push(...r); else if (r !== undefined) out.push(r);
    }
    return out.length === 1 ? out[0] : out;
  }
  throw methodNotFound(typeNameOf(target), name);
}

/**
 * JavaScript's RangeError (a string or array too long to allocate, a precision out of range) surfaces as the .NET
 * exception a method would raise, wrapped as PowerShell wraps it, never as an engine crash.
 */
export function guardRange<T>(name: string, argCount: number, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof RangeError) throw methodException(name, argCount, 'System.ArgumentOutOfRangeException', 'Specified argument was out of the range of valid values.');
    throw e;
  }
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

/**
 * The object with its script and alias properties read once into note properties: an object that leaves the run
 * (shown at the prompt, an endpoint's JSON) is rendered where no script block can run. Other values are returned as is.
 */
export function readComputedProperties(v: unknown, ctx: ValueContext | null): unknown {
  if (!(v instanceof PSObject) || !v.computed) return v;
  return PSObject.from(v.properties().map((p): [string, unknown] => [p.name, getMember(v, p.name, ctx)]), [...v.typeNames]);
}

/**
 * A property's value by name (case-insensitive, hashtable keys included, as PowerShell 7's *-Object cmdlets), or
 * undefined when there is none; `ctx` runs script properties (without it they read $null).
 */
export function propertyValue(value: unknown, name: string, ctx: ValueContext | null = null): unknown {
  return hasProperty(value, name) ? getMember(value, name, ctx) : undefined;
}

/**
 * A typed note property's new value: converted and validated (a class property's attributes), or `Exception setting
 * "Name": "<the conversion or validation error>"` (SetValueInvocationException, ExceptionWhenSetting).
 */
export function convertForProperty(p: { readonly name: string; readonly typeName?: string | null; readonly validate?: ((v: unknown) => string | null) | null },
  value: unknown, ctx: ValueContext | null): unknown {
  let converted: unknown;
  try {
    converted = p.typeName === undefined || p.typeName === null ? value : convertTo(value, p.typeName, ctx);
  } catch (e) {
    if (!(e instanceof TerminatingError)) throw e;
    throw settingError(p.name, e.record.exception.message, e.record.exception.typeName);
  }
  const problem = p.validate ? p.validate(converted) : null;
  if (problem !== null) throw settingError(p.name, problem, 'System.Management.Automation.ValidationMetadataException');
  return converted;
}

function settingError(name: string, reason: string, innerType: string): TerminatingError {
  return wrappedError(`Exception setting "${name}": "${reason}"`, 'ExceptionWhenSetting', 'NotSpecified', innerType, reason,
    'System.Management.Automation.SetValueInvocationException');
}
