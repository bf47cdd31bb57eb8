// The explicit member table (about_Properties, about_Methods): every property and method a script can reach on a
// value is listed here, keyed case-insensitively. Nothing falls through to JavaScript property lookup, so
// `"x".constructor` or `$o.__proto__` are simply unknown members, as in PowerShell, and guest code never touches a
// JavaScript prototype. The tables are installed in one stated order by installMemberTables (member-tables.ts), never
// per run: they are configuration, not per-request state.
import type { ValueContext } from './context.js';

export type Getter = (target: any, ctx: ValueContext | null) => unknown;
export type Setter = (target: any, value: unknown, ctx: ValueContext | null) => void;
export type Method = (target: any, args: unknown[], ctx: ValueContext) => unknown;

export interface MemberDefinition {
  /** The .NET type name GetType() and error messages show for matching values. */
  typeName?: string | ((target: any) => string);
  /** Base types for -is (most derived first); System.Object is implied. */
  baseTypes?: string[];
  properties?: Record<string, Getter>;
  setters?: Record<string, Setter>;
  methods?: Record<string, Method>;
  /** PowerShell's string conversion of matching values ("$x", [string]$x); default: the type name. */
  toString?: (target: any) => string;
  /** Members reachable but not listed by Get-Member (PowerShell's intrinsic members: PSObject, ForEach()...). */
  hidden?: string[];
}

export interface MemberSet {
  match: (v: unknown) => boolean;
  typeName?: string | ((target: any) => string);
  baseTypes: string[];
  properties: Map<string, { name: string; get: Getter }>;
  setters: Map<string, Setter>;
  methods: Map<string, { name: string; fn: Method }>;
  toString?: (target: any) => string;
  hidden: Set<string>;
}

/** The installed tables, most specific first (setMemberTables). */
let sets: MemberSet[] = [];

type Matcher = ((v: unknown) => boolean) | (abstract new (...args: any[]) => unknown);

/** One member table: the values it applies to (a class, tested with instanceof, or an arrow-function predicate). */
export type MemberTable = readonly [Matcher, MemberDefinition];

/** Adds to a module's list of member tables, in the order the module writes them. */
export function tableAdder(list: MemberTable[]): (match: Matcher, def: MemberDefinition) => void {
  return (match, def) => { list.push([match, def]); };
}

function toSet(m: Matcher, def: MemberDefinition): MemberSet {
  // Arrow functions have no prototype: a predicate. Anything with a prototype is a class to test with instanceof.
  const match = (m as { prototype?: unknown }).prototype === undefined
    ? (m as (v: unknown) => boolean)
    : (v: unknown) => v instanceof (m as abstract new (...args: any[]) => unknown);
  const set: MemberSet = {
    match, typeName: def.typeName, baseTypes: def.baseTypes ?? [], properties: new Map(), setters: new Map(),
    methods: new Map(), toString: Object.hasOwn(def, 'toString') ? def.toString : undefined,
    hidden: new Set((def.hidden ?? []).map((n) => n.toLowerCase())),
  };
  for (const [name, get] of Object.entries(def.properties ?? {})) set.properties.set(name.toLowerCase(), { name, get });
  for (const [name, fn] of Object.entries(def.setters ?? {})) set.setters.set(name.toLowerCase(), fn);
  for (const [name, fn] of Object.entries(def.methods ?? {})) set.methods.set(name.toLowerCase(), { name, fn });
  return set;
}

/** Replaces the installed tables; the first table that has a member wins. Called by installMemberTables only. */
export function setMemberTables(tables: readonly MemberTable[]): void {
  sets = tables.map(([match, def]) => toSet(match, def));
}

/** Member sets that apply to a value, most specific first. */
export function memberSetsOf(v: unknown): MemberSet[] {
  const out: MemberSet[] = [];
  for (const s of sets) if (s.match(v)) out.push(s);
  return out;
}

export function findProperty(v: unknown, name: string): { name: string; get: Getter } | undefined {
  const key = name.toLowerCase();
  for (const s of sets) if (s.match(v)) { const p = s.properties.get(key); if (p) return p; }
  return undefined;
}

/** Whether a table gives the value this property as one of its own, not only as a hidden intrinsic (a scalar's Count). */
export function hasListedProperty(v: unknown, name: string): boolean {
  const key = name.toLowerCase();
  for (const s of sets) if (s.match(v) && s.properties.has(key) && !s.hidden.has(key)) return true;
  return false;
}

export function findSetter(v: unknown, name: string): Setter | undefined {
  const key = name.toLowerCase();
  for (const s of memberSetsOf(v)) { const p = s.setters.get(key); if (p) return p; }
  return undefined;
}

export function findMethod(v: unknown, name: string): { name: string; fn: Method } | undefined {
  const key = name.toLowerCase();
  for (const s of sets) if (s.match(v)) { const m = s.methods.get(key); if (m) return m; }
  return undefined;
}

/** The type name a registration gives a value, if any. */
export function registeredTypeName(v: unknown): { name: string; bases: string[] } | null {
  for (const s of memberSetsOf(v)) {
    if (s.typeName) return { name: typeof s.typeName === 'string' ? s.typeName : s.typeName(v), bases: s.baseTypes };
  }
  return null;
}

/** Property names (display spelling) of a value, for psobject.Properties, Format-List and JSON of plain objects. */
export function propertyNamesOf(v: unknown): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of memberSetsOf(v)) {
    for (const [key, p] of s.properties) if (!seen.has(key)) { seen.add(key); out.push(p.name); }
  }
  return out;
}

/** The string conversion a registration defines for a value, if any. */
export function registeredToString(v: unknown): string | null {
  for (const s of memberSetsOf(v)) if (s.toString) return s.toString(v);
  return null;
}

/** One member as Get-Member lists it: from the same table member access reads, never a second list. */
export interface MemberListing {
  name: string;
  memberType: 'Property' | 'Method';
  get?: Getter;
  settable: boolean;
}

/** The listed properties and methods of a value, most specific table first, each name once (Get-Member). */
export function listMembers(v: unknown): MemberListing[] {
  const seen = new Set<string>();
  const out: MemberListing[] = [];
  const sets = memberSetsOf(v);
  for (const s of sets) {
    for (const [key, p] of s.properties) {
      if (seen.has('p:' + key) || s.hidden.has(key)) continue;
      seen.add('p:' + key);
      out.push({ name: p.name, memberType: 'Property', get: p.get, settable: sets.some((x) => x.setters.has(key)) });
    }
    for (const [key, m] of s.methods) {
      if (seen.has('m:' + key) || s.hidden.has(key)) continue;
      seen.add('m:' + key);
      out.push({ name: m.name, memberType: 'Method', settable: false });
    }
  }
  return out;
}
