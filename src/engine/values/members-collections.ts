// Members of arrays (System.Object[]), ArrayList / List[T], byte[] and hashtables (about_Arrays, about_Hash_Tables).
// Arrays are fixed-size: Add raises "Collection was of a fixed size." as in PowerShell; use += or an ArrayList.
import type { ValueContext } from './context.js';
import { convertTo, defaultValueOf } from './conversions.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { argOutOfRange, arity, dotnetEquals, intArg, strArg } from './member-helpers.js';
import { wildcardMatch } from './regex.js';
import { PSList, PSTypedArray } from './runtime-classes.js';
import { toStringValue } from './to-string.js';
import { PSHashtable, PSMemberCollection, PSObject } from './types.js';
import { methodException, methodNotFound } from './value-errors.js';
import { viewOf } from './enumeration-source.js';

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const collectionMembers: MemberTable[] = [];
const add = tableAdder(collectionMembers);

/** One hashtable entry as GetEnumerator() yields it (System.Collections.DictionaryEntry). */
export class DictionaryEntry {
  constructor(public readonly key: unknown, public readonly value: unknown) {}
}

function indexOfEquals(items: ArrayLike<unknown>, x: unknown, from = 0): number {
  for (let i = from; i < items.length; i++) if (dotnetEquals(items[i], x)) return i;
  return -1;
}

function fixedSize(name: string, argc: number): never {
  throw methodException(name, argc, 'System.NotSupportedException', 'Collection was of a fixed size.');
}

/** An item for a typed list (List[T]), converted to T; `ctx` resolves a T a script defined (List[Person]). */
function listItem(l: PSList, v: unknown, ctx: ValueContext | null): unknown {
  return l.elementType && l.elementType !== 'System.Object' ? convertTo(v, l.elementType, ctx) : v;
}

function checkIndex(name: string, l: PSList, i: number, argc: number, inclusive = false): void {
  if (i < 0 || i > l.length || (!inclusive && i === l.length)) {
    argOutOfRange(name, argc, 'Index was out of range. Must be non-negative and less than the size of the collection.', 'index');
  }
}

// PSMemberInfoCollection's own methods: Match('A*') lists the members whose names match a wildcard, Remove('Name')
// deletes a note property from the object (a no-op for a name it does not have, as in PowerShell).
add(PSMemberCollection, {
  methods: {
    Match: (c: PSMemberCollection<{ readonly name: string }>, args) => { arity('Match', args, 1, 2); const p = strArg(args, 0); return c.filter((m) => wildcardMatch(m.name, p)); },
    Remove: (c: PSMemberCollection<{ readonly name: string }>, args) => {
      arity('Remove', args, 1);
      if (c.owner instanceof PSObject) c.owner.removeProperty(strArg(args, 0));
      return undefined;
    },
  },
});

add(PSList, {
  typeName: (l: PSList) => l.typeName,
  properties: { Capacity: (l: PSList) => Math.max(4, l.length) },
  methods: {
    Add: (l: PSList, args, ctx) => {
      arity('Add', args, 1);
      l.push(listItem(l, args[0], ctx));
      // ArrayList.Add returns the new index (hence `[void]$list.Add(x)`); List[T].Add returns nothing.
      return l.elementType === null ? l.length - 1 : undefined;
    },
    AddRange: (l: PSList, args, ctx) => {
      arity('AddRange', args, 1);
      const items = Array.isArray(args[0]) ? args[0] : [args[0]];
      for (const x of items) l.push(listItem(l, x, ctx));
      return undefined;
    },
    Insert: (l: PSList, args, ctx) => { arity('Insert', args, 2); const i = intArg(args, 0); checkIndex('Insert', l, i, 2, true); l.splice(i, 0, listItem(l, args[1], ctx)); return undefined; },
    Remove: (l: PSList, args) => {
      arity('Remove', args, 1);
      const i = indexOfEquals(l, args[0]);
      if (i >= 0) l.splice(i, 1);
      return l.elementType === null ? undefined : i >= 0;
    },
    RemoveAt: (l: PSList, args) => { arity('RemoveAt', args, 1); const i = intArg(args, 0); checkIndex('RemoveAt', l, i, 1); l.splice(i, 1); return undefined; },
    RemoveRange: (l: PSList, args) => { arity('RemoveRange', args, 2); l.splice(intArg(args, 0), intArg(args, 1)); return undefined; },
    Clear: (l: PSList) => { l.length = 0; return undefined; },
    ToArray: (l: PSList) => [...l],
    GetRange: (l: PSList, args) => PSList.create(l.typeName, l.elementType, l.slice(intArg(args, 0), intArg(args, 0) + intArg(args, 1))),
    Reverse: (l: PSList) => { l.reverse(); return undefined; },
    Sort: (l: PSList) => {
      const sorted = [...l].sort((a, b) => (toStringValue(a) < toStringValue(b) ? -1 : toStringValue(a) > toStringValue(b) ? 1 : 0));
      if (sorted.every((x) => typeof x === 'number')) sorted.sort((a, b) => (a as number) - (b as number));
      for (let i = 0; i < sorted.length; i++) l[i] = sorted[i];
      return undefined;
    },
  },
});

// Arrays after lists: a list's own Add/Remove win over the fixed-size array members.
const isArrayLike = (v: unknown): boolean => Array.isArray(v) || v instanceof Uint8Array;

add(isArrayLike, {
  properties: {
    Count: (a: unknown[]) => a.length,
    Length: (a: unknown[]) => a.length,
    LongLength: (a: unknown[]) => a.length,
    Rank: () => 1,
    IsFixedSize: (a: unknown[]) => !(a instanceof PSList),
    IsReadOnly: () => false,
    IsSynchronized: () => false,
  },
  methods: {
    Contains: (a: unknown[], args) => { arity('Contains', args, 1); return indexOfEquals(a, args[0]) >= 0; },
    IndexOf: (a: unknown[], args) => { arity('IndexOf', args, 1, 2); return indexOfEquals(a, args[0], args.length > 1 ? intArg(args, 1) : 0); },
    LastIndexOf: (a: unknown[], args) => {
      arity('LastIndexOf', args, 1);
      for (let i = a.length - 1; i >= 0; i--) if (dotnetEquals(a[i], args[0])) return i;
      return -1;
    },
    GetValue: (a: unknown[], args) => {
      const i = intArg(args, 0);
      if (i < 0 || i >= a.length) throw methodException('GetValue', 1, 'System.IndexOutOfRangeException', 'Index was outside the bounds of the array.');
      return a[i];
    },
    SetValue: (a: unknown[], args) => { a[intArg(args, 1)] = args[0]; return undefined; },
    Clone: (a: unknown[]) => (a instanceof Uint8Array ? a.slice() : a instanceof PSList ? PSList.create(a.typeName, a.elementType, a)
      : a instanceof PSTypedArray ? PSTypedArray.create(a.elementType, a) : [...a]),
    Add: (a: unknown[], args) => fixedSize('Add', args.length),
    Remove: (a: unknown[], args) => fixedSize('Remove', args.length),
    // Array.Clear sets each element to its type's default: 0 in an [int[]], $null in an object[].
    Clear: (a: unknown[]) => {
      const fill = a instanceof Uint8Array ? 0 : a instanceof PSTypedArray ? defaultValueOf(a.elementType) : null;
      for (let i = 0; i < a.length; i++) (a as unknown[])[i] = fill;
      return undefined;
    },
  },
});

function duplicateKey(h: PSHashtable, key: unknown, method = 'Add'): never {
  const existing = h.storedKey(key) ?? key;
  throw methodException(method, method === 'Add' ? 2 : 3, 'System.ArgumentException',
    `Item has already been added. Key in dictionary: '${toStringValue(existing)}'  Key being added: '${toStringValue(key)}'`);
}

/**
 * Keys, Values and GetEnumerator() of a Hashtable or OrderedDictionary are views that a change to the table breaks
 * (values/enumeration-source.ts). A case-sensitive table is most often a generic Dictionary, which since .NET Core 3
 * lets an enumeration go on after a Remove or an overwrite, so it is left out.
 */
function tableView<T extends object>(view: T, h: PSHashtable): T {
  return h.caseSensitive ? view : viewOf(view, h);
}

add(PSHashtable, {
  properties: {
    Count: (h: PSHashtable) => h.count,
    Keys: (h: PSHashtable) => tableView(h.keys(), h),
    Values: (h: PSHashtable) => tableView(h.values(), h),
    IsReadOnly: () => false,
    IsFixedSize: () => false,
    IsSynchronized: () => false,
  },
  methods: {
    // OrderedDictionary has Contains but no ContainsKey (System.Collections.Specialized.OrderedDictionary).
    ContainsKey: (h: PSHashtable, args) => {
      if (h.ordered) throw methodNotFound('System.Collections.Specialized.OrderedDictionary', 'ContainsKey');
      arity('ContainsKey', args, 1);
      return h.has(args[0]);
    },
    Item: (h: PSHashtable, args) => { arity('Item', args, 1); return h.get(args[0]); },
    get_Item: (h: PSHashtable, args) => { arity('get_Item', args, 1); return h.get(args[0]); },
    set_Item: (h: PSHashtable, args) => { arity('set_Item', args, 2); h.set(args[0], args[1]); return undefined; },
    Contains: (h: PSHashtable, args) => { arity('Contains', args, 1); return h.has(args[0]); },
    ContainsValue: (h: PSHashtable, args) => { arity('ContainsValue', args, 1); return indexOfEquals(h.values(), args[0]) >= 0; },
    Add: (h: PSHashtable, args) => {
      arity('Add', args, 2);
      if (args[0] === null || args[0] === undefined) throw methodException('Add', 2, 'System.ArgumentNullException', "Key cannot be null. (Parameter 'key')");
      if (!h.add(args[0], args[1])) duplicateKey(h, args[0]);
      return undefined;
    },
    Remove: (h: PSHashtable, args) => { arity('Remove', args, 1); h.delete(args[0]); return undefined; },
    Clear: (h: PSHashtable) => { h.clear(); return undefined; },
    Clone: (h: PSHashtable) => h.clone(),
    GetEnumerator: (h: PSHashtable) => tableView(h.entries().map(([k, v]) => new DictionaryEntry(k, v)), h),
    Insert: (h: PSHashtable, args) => {
      if (!h.ordered) throw methodNotFound('System.Collections.Hashtable', 'Insert');
      arity('Insert', args, 3);
      if (h.has(args[1])) duplicateKey(h, args[1], 'Insert');
      const i = intArg(args, 0);
      if (i < 0 || i > h.count) throw methodException('Insert', 3, 'System.ArgumentOutOfRangeException', "Specified argument was out of the range of valid values. (Parameter 'index')");
      const entries = h.entries();
      entries.splice(i, 0, [args[1], args[2]]);
      h.clear();
      for (const [k, v] of entries) h.set(k, v);
      return undefined;
    },
    RemoveAt: (h: PSHashtable, args) => {
      if (!h.ordered) throw methodNotFound('System.Collections.Hashtable', 'RemoveAt');
      arity('RemoveAt', args, 1);
      const i = intArg(args, 0);
      const keys = h.keys();
      if (i < 0 || i >= keys.length) throw methodException('RemoveAt', 1, 'System.ArgumentOutOfRangeException', "Index was out of range. Must be non-negative and less than the size of the collection. (Parameter 'index')");
      h.delete(keys[i]);
      return undefined;
    },
  },
});

add(DictionaryEntry, {
  typeName: 'System.Collections.DictionaryEntry',
  baseTypes: ['System.ValueType'],
  properties: { Key: (e: DictionaryEntry) => e.key, Name: (e: DictionaryEntry) => e.key, Value: (e: DictionaryEntry) => e.value },
});
