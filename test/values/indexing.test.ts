import { describe, expect, it } from 'vitest';
import { enumerate, getIndex, setIndex, toJson, toStringValue } from '../../src/engine/values/index.js';
import { PSHashtable, PSObject } from '../../src/engine/values/types.js';
import { errorOf, makeCtx } from './helpers.js';

const ctx = makeCtx();
const show = (v: unknown) => toJson(v, { compress: true, depth: 4 });
const a = [10, 20, 30, 40];

// about_Arrays, about_Hash_Tables
const reads: [string, unknown, unknown, unknown][] = [
  ['first', a, 0, 10],
  ['last', a, -1, 40],
  ['negative', a, -4, 10],
  ['out of range', a, 9, null],
  ['too negative', a, -9, null],
  ['string index', a, '2', 30],
  ['slice', a, [1, 2, 3], [20, 30, 40]],
  ['pick', a, [0, 2], [10, 30]],
  ['slice skips missing', a, [1, 9], [20]],
  ['reverse slice', a, [-1, -2], [40, 30]],
  ['string char', 'hello', 1, 'e'],
  ['string last', 'hello', -1, 'o'],
  ['scalar zero', 5, 0, 5],
  ['scalar one', 5, 1, null],
  ['bytes', Uint8Array.from([7, 8]), 1, 8],
];

describe('getIndex', () => {
  it.each(reads)('%s', (_n, target, index, expected) => {
    const r = getIndex(target, index, ctx);
    expect(show(typeof expected === 'string' ? toStringValue(r) : r)).toBe(show(expected));
  });

  it('indexes hashtables by key, case-insensitively, and by several keys', () => {
    const h = new PSHashtable();
    h.set('Name', 'x'); h.set(1, 'one');
    expect(getIndex(h, 'name', ctx)).toBe('x');
    expect(getIndex(h, 1, ctx)).toBe('one');
    expect(getIndex(h, '1', ctx)).toBeNull();
    expect(getIndex(h, 'missing', ctx)).toBeNull();
    expect(show(getIndex(h, ['name', 1], ctx))).toBe('["x","one"]');
  });

  it('raises "Cannot index into a null array."', () => {
    expect(errorOf(() => getIndex(null, 0, ctx))).toMatchObject({ message: 'Cannot index into a null array.', id: 'NullArray' });
    expect(errorOf(() => getIndex(PSObject.from([['a', 1]]), 'a', ctx))).toMatchObject({
      message: 'Unable to index into an object of type System.Management.Automation.PSCustomObject.', id: 'CannotIndex' });
    expect(errorOf(() => getIndex([1], 'x', ctx)).id).toBe('InvalidCastFromStringToInteger');
  });
});

describe('setIndex', () => {
  it('assigns into arrays and hashtables', () => {
    const arr = [1, 2, 3];
    setIndex(arr, 0, 'x', ctx);
    setIndex(arr, -1, 'z', ctx);
    expect(arr).toEqual(['x', 2, 'z']);
    const h = new PSHashtable();
    setIndex(h, 'K', 1, ctx);
    setIndex(h, 'k', 2, ctx);
    expect(h.count).toBe(1);
    expect(h.get('K')).toBe(2);
  });

  it('raises PowerShell errors', () => {
    expect(errorOf(() => setIndex([1], 5, 0, ctx))).toMatchObject({ message: 'Index was outside the bounds of the array.', id: 'System.IndexOutOfRangeException' });
    expect(errorOf(() => setIndex(null, 0, 0, ctx)).message).toBe('Cannot index into a null array.');
    expect(errorOf(() => setIndex('abc', 0, 'x', ctx)).message).toBe('Unable to index into an object of type System.String.');
  });
});

describe('enumerate', () => {
  it('unrolls arrays and bytes only', () => {
    expect(enumerate([1, 2])).toEqual([1, 2]);
    expect(Array.from(enumerate(Uint8Array.from([1]))!)).toEqual([1]);
    expect(enumerate('abc')).toBeNull();
    expect(enumerate(new PSHashtable())).toBeNull();
    expect(enumerate(PSObject.from([]))).toBeNull();
    expect(enumerate(null)).toBeNull();
    expect(enumerate(5)).toBeNull();
  });
});
