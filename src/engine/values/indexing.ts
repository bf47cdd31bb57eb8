// Indexing (about_Arrays, about_Hash_Tables): negative indexes count from the end, out-of-range reads give $null,
// an array of indexes slices, a hashtable indexes by key (or by several keys), and indexing $null is an error.
import { PSEnumerator } from './enumerator.js';
import { runtimeError } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { convertTo, parseNumberString, toNumber } from './conversions.js';
import { PSList, PSTypedArray } from './runtime-classes.js';
import { typeNameOf } from './type-table.js';
import { PSHashtable, PSMemberCollection } from './types.js';
import { nullArrayIndex, wrappedError } from './value-errors.js';
import { PSChar, PSNumber } from './types.js';

function toIndex(v: unknown): number {
  return typeof v === 'number' && Number.isInteger(v) ? v : (convertTo(v, 'System.Int32') as number);
}

/** One index; undefined when out of range (a slice skips it, a single read gives $null). */
function indexOne(target: unknown, index: unknown): unknown {
  if (Array.isArray(target) || target instanceof Uint8Array) {
    let i = toIndex(index);
    if (i < 0) i += target.length;
    return i >= 0 && i < target.length ? target[i] : undefined;
  }
  if (typeof target === 'string') {
    let i = toIndex(index);
    if (i < 0) i += target.length;
    return i >= 0 && i < target.length ? new PSChar(target.charCodeAt(i)) : undefined;
  }
  // A scalar is a collection of one: $x[0] and $x[-1] are $x itself (about_Arrays).
  const n = typeof index === 'number' || index instanceof PSNumber ? toNumber(index) : typeof index === 'string' ? parseNumberString(index) : null;
  if (n === null) throw cannotIndex(target);
  return n === 0 || n === -1 ? target : undefined;
}

export function getIndex(target: unknown, index: unknown, _ctx: ValueContext | null): unknown {
  if (target === null || target === undefined) throw nullArrayIndex();
  if (target instanceof PSHashtable) {
    if (Array.isArray(index)) return index.map((k) => target.get(k));
    // OrderedDictionary's int indexer is positional (about_Hash_Tables: $o[0] is the first value).
    if (target.ordered && typeof index === 'number' && (index | 0) === index) return target.values()[index] ?? null;
    return target.get(index);
  }
  if (target instanceof PSMemberCollection && typeof index === 'string') return target.byName(index);
  if (Array.isArray(index)) {
    const out: unknown[] = [];
    for (const i of index) {
      const v = indexOne(target, i);
      if (v !== undefined) out.push(v);
    }
    return out;
  }
  const v = indexOne(target, index);
  return v === undefined ? null : v;
}

function outOfBounds() {
  return wrappedError('Index was outside the bounds of the array.', 'System.IndexOutOfRangeException', 'OperationStopped',
    'System.IndexOutOfRangeException');
}

export function setIndex(target: unknown, index: unknown, value: unknown, ctx: ValueContext | null): void {
  if (target === null || target === undefined) throw nullArrayIndex();
  if (target instanceof PSHashtable) {
    if (target.ordered && typeof index === 'number' && (index | 0) === index) {
      const keys = target.keys();
      if (index < 0 || index >= keys.length) throw wrappedError("Index was out of range. Must be non-negative and less than the size of the collection. (Parameter 'index')", 'System.ArgumentOutOfRangeException', 'OperationStopped', 'System.ArgumentOutOfRangeException');
      target.set(keys[index], value);
      return;
    }
    target.set(index, value);
    return;
  }
  if (Array.isArray(target) || target instanceof Uint8Array) {
    let i = toIndex(index);
    if (i < 0) i += target.length;
    if (i < 0 || i >= target.length) throw outOfBounds();
    if (target instanceof Uint8Array) target[i] = toNumber(convertTo(value, 'System.Byte'));
    else if (target instanceof PSList && target.elementType && target.elementType !== 'System.Object') target[i] = convertTo(value, target.elementType, ctx);
    else if (target instanceof PSTypedArray) target[i] = convertTo(value, target.elementType, ctx);
    else target[i] = value;
    return;
  }
  throw cannotIndex(target);
}

function cannotIndex(target: unknown) {
  return runtimeError(`Unable to index into an object of type ${typeNameOf(target)}.`, 'CannotIndex', 'InvalidOperation');
}

/** What a pipeline unrolls (about_Pipelines): arrays, lists and byte arrays; never strings, hashtables or objects. */
export function enumerate(v: unknown): Iterable<unknown> | null {
  if (Array.isArray(v)) return v;
  if (v instanceof Uint8Array) return v;
  if (v instanceof PSEnumerator) return v.rest();
  return null;
}
