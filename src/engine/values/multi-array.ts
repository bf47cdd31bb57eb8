// The dimension members of arrays (System.Array): Rank, GetLength, GetUpperBound, GetLowerBound, and on a
// multidimensional array (`[int[,]]`, runtime-classes.ts PSMultiArray) GetValue/SetValue with one index per dimension.
// A one-dimensional array has rank 1 and its length in dimension 0.
import { tableAdder, type MemberTable } from './member-registry.js';
import { arity, intArg } from './member-helpers.js';
import { convertTo } from './conversions.js';
import { PSMultiArray } from './runtime-classes.js';
import { methodException } from './value-errors.js';

const dimsOf = (a: unknown[]): readonly number[] => (a instanceof PSMultiArray ? a.dims : [a.length]);

function dimension(name: string, a: unknown[], args: unknown[]): number {
  arity(name, args, 1);
  const d = intArg(args, 0);
  const dims = dimsOf(a);
  if (d < 0 || d >= dims.length) throw methodException(name, 1, 'System.IndexOutOfRangeException', 'Index was outside the bounds of the array.');
  return dims[d];
}

function position(name: string, a: PSMultiArray, indexes: unknown[]): number {
  const at = indexes.length === a.dims.length ? a.offset(indexes.map((_, i) => intArg(indexes, i))) : -1;
  if (at < 0) throw methodException(name, indexes.length, 'System.IndexOutOfRangeException', 'Index was outside the bounds of the array.');
  return at;
}

export const multiArrayMembers: MemberTable[] = [];
const add = tableAdder(multiArrayMembers);
add(PSMultiArray, {
  properties: { Rank: (a: PSMultiArray) => a.dims.length },
  methods: {
    GetValue: (a: PSMultiArray, args) => a[position('GetValue', a, args)],
    SetValue: (a: PSMultiArray, args) => { a[position('SetValue', a, args.slice(1))] = convertTo(args[0], a.elementType); return undefined; },
  },
});
add((v: unknown) => Array.isArray(v), {
  methods: {
    GetLength: (a: unknown[], args) => dimension('GetLength', a, args),
    GetUpperBound: (a: unknown[], args) => dimension('GetUpperBound', a, args) - 1,
    GetLowerBound: (a: unknown[], args) => { dimension('GetLowerBound', a, args); return 0; },
  },
});
