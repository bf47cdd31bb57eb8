// Static members of types (about_Methods: static methods, `[math]::Round(...)`, `[datetime]::Now`, `::new()`):
// an explicit table per .NET type, installed with the member tables by installMemberTables (member-tables.ts):
// configuration, never per-run state.
import type { ValueContext } from './context.js';
import { convertForProperty, guardRange } from './member-access.js';
import { resolveTypeName } from './type-table.js';
import { PSTypeValue } from './types.js';
import { methodException, methodNotFound, overloadError, typeNotFound } from './value-errors.js';
import { convertTo, defaultValueOf } from './conversions.js';
import { PSTypedArray } from './runtime-classes.js';
import { userTypeName, type UserType } from './user-types.js';
import { toEnum } from './enums.js';
import { runtimeError } from '../errors/error-record.js';
import { checkArrayLength } from './allocation-limit.js';

export type StaticGetter = (ctx: ValueContext | null) => unknown;
/** `fullName` is the type as resolved, e.g. System.Collections.Generic.List[System.String] for List[string]::new(). */
export type StaticMethod = (args: unknown[], ctx: ValueContext, fullName: string) => unknown;

interface StaticTable { properties: Map<string, StaticGetter>; methods: Map<string, StaticMethod> }

export interface StaticDefinition { properties?: Record<string, StaticGetter>; methods?: Record<string, StaticMethod> }
/** The static members of a type (its full name). `new` in methods is the constructor (`[T]::new(...)`). */
export type StaticMembers = readonly [string, StaticDefinition];

let tables = new Map<string, StaticTable>();

/** Adds to a module's list of static member tables, in the order the module writes them. */
export function staticAdder(list: StaticMembers[]): (fullName: string, def: StaticDefinition) => void {
  return (fullName, def) => { list.push([fullName, def]); };
}

/** Replaces the installed static tables; a type listed twice has the members of both. Called by installMemberTables only. */
export function setStaticTables(list: readonly StaticMembers[]): void {
  tables = new Map();
  for (const [fullName, def] of list) {
    const key = fullName.toLowerCase();
    const t = tables.get(key) ?? { properties: new Map(), methods: new Map() };
    for (const [n, g] of Object.entries(def.properties ?? {})) t.properties.set(n.toLowerCase(), g);
    for (const [n, m] of Object.entries(def.methods ?? {})) t.methods.set(n.toLowerCase(), m);
    tables.set(key, t);
  }
}

function fullNameOf(type: string | PSTypeValue, ctx: ValueContext | null): string {
  if (type instanceof PSTypeValue) return type.fullName;
  const full = resolveTypeName(type, ctx?.types);
  if (full === null) throw typeNotFound(type);
  return full;
}

/** The script's class or enum a static access names, if it names one (about_Classes: `[C]::Count`, `[E]::Red`). */
function userTypeOf(type: string | PSTypeValue, full: string, ctx: ValueContext | null): UserType | undefined {
  return type instanceof PSTypeValue ? type.userType ?? undefined : ctx?.types?.get(full);
}

function userStaticMember(t: UserType, name: string): unknown {
  if (t.kind === 'enum') {
    const m = t.members.find(([n]) => n.toLowerCase() === name.toLowerCase());
    return m === undefined ? null : toEnum(m[1], t);
  }
  return t.staticSlot(name)?.value ?? null;
}

function invokeUserStatic(t: UserType, name: string, args: unknown[]): unknown {
  if (t.kind === 'class' && name.toLowerCase() === 'new') return t.runtime.construct(t, args);
  const overloads = t.kind === 'class' ? t.overloads(name, true) : [];
  if (t.kind === 'enum' || overloads.length === 0) throw methodNotFound(userTypeName(t), name);
  return t.runtime.call(overloads, null, args);
}

/** `[C]::Name = value`: a static property of a script's class (converted to its type); .NET's static properties are not set. */
export function setStaticMember(type: string | PSTypeValue, name: string, value: unknown, ctx: ValueContext | null): void {
  const full = fullNameOf(type, ctx);
  const user = userTypeOf(type, full, ctx);
  const slot = user?.kind === 'class' ? user.staticSlot(name) : undefined;
  if (slot === undefined) {
    throw runtimeError(`The property '${name}' cannot be found on this object. Verify that the property exists and can be set.`, 'PropertyNotFound', 'InvalidOperation');
  }
  slot.value = convertForProperty(slot, value, ctx);
}

function tableOf(full: string): StaticTable | undefined {
  const direct = tables.get(full.toLowerCase());
  if (direct) return direct;
  // Generic instances share their definition's table: List[string] -> System.Collections.Generic.List.
  const generic = /^([^[]+)\[.+\]$/.exec(full);
  return generic && !full.endsWith('[]') ? tables.get(generic[1].toLowerCase()) : undefined;
}

/** `[int[]]::new(3)`: a typed array of that length holding the element type's default value (about_Arrays). */
function newArray(elementType: string, args: unknown[]): PSTypedArray {
  if (args.length !== 1) throw overloadError('new', args.length);
  const n = convertTo(args[0], 'System.Int32') as number;
  if (n < 0) throw methodException('new', 1, 'System.OverflowException', 'Arithmetic operation resulted in an overflow.');
  checkArrayLength(n);
  const fill = defaultValueOf(elementType);
  return PSTypedArray.create(elementType, new Array<unknown>(n).fill(fill));
}

/** `[type]::Name`: the static property, or $null when the type has none of that name (strict mode off). */
export function getStaticMember(type: string | PSTypeValue, name: string, ctx: ValueContext | null): unknown {
  const full = fullNameOf(type, ctx);
  const user = userTypeOf(type, full, ctx);
  if (user !== undefined) return userStaticMember(user, name);
  const g = tableOf(full)?.properties.get(name.toLowerCase());
  return g ? g(ctx) : null;
}

/** `[type]::Name(args)` and `[type]::new(args)`. */
export function invokeStaticMethod(type: string | PSTypeValue, name: string, args: unknown[], ctx: ValueContext): unknown {
  const full = fullNameOf(type, ctx);
  const user = userTypeOf(type, full, ctx);
  if (user !== undefined) return invokeUserStatic(user, name, args);
  const table = tableOf(full);
  const m = table?.methods.get(name.toLowerCase());
  if (m) return guardRange(name, args.length, () => m(args, ctx, full));
  if (full.endsWith('[]') && name.toLowerCase() === 'new') return newArray(full.slice(0, -2), args);
  // A name no table and no script defines (`[Nope]::new()`, a class of another session) is PowerShell's TypeNotFound.
  if (table === undefined && resolveTypeName(full, ctx.types) === null) throw typeNotFound(full);
  throw methodNotFound(full, name);
}
