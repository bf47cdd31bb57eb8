// A hashtable's Keys, Values and GetEnumerator() are views of it in .NET: a foreach that goes on enumerating one after
// the table changed fails with "Collection was modified; enumeration operation may not execute." (PowerShell wraps
// the InvalidOperationException in a RuntimeException with the id BadEnumeration). svc hands out arrays; this module
// remembers which table each came from, so the foreach statement can check the table's version between items.
// A copy (`@($h.Keys)`, `$h.Keys.Clone()`, `[array]$h.Keys`) is no view and may be enumerated while the table changes.
import type { TerminatingError } from '../errors/error-record.js';
import type { PSHashtable } from './types.js';
import { wrappedError } from './value-errors.js';

const sources = new WeakMap<object, PSHashtable>();

/** Marks `view` as enumerating `table`; returns it. */
export function viewOf<T extends object>(view: T, table: PSHashtable): T {
  sources.set(view, table);
  return view;
}

/** The hashtable a value is a view of, or null. */
export function enumerationSource(v: unknown): PSHashtable | null {
  return typeof v === 'object' && v !== null ? sources.get(v) ?? null : null;
}

export function collectionModified(): TerminatingError {
  const message = 'Collection was modified; enumeration operation may not execute.';
  return wrappedError(message, 'BadEnumeration', 'InvalidOperation', 'System.InvalidOperationException');
}
