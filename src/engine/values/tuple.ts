// System.Tuple (`[Tuple]::Create(1, 'a')`, `[Tuple[int,string]]::new(1, 'a')`): an immutable group of one to eight
// values, read as Item1..Item7 and Rest, with Length (ITuple) and .NET's text `(1, a)`. The item types are those of
// the values given to Create, or the declared ones for ::new (each argument converted to its type).
import { convertTo } from './conversions.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { dotnetEquals } from './member-helpers.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { toStringValue } from './to-string.js';
import { typeNameOf } from './type-table.js';
import { overloadError } from './value-errors.js';

export class PSTuple {
  constructor(readonly items: readonly unknown[], readonly types: readonly string[]) {}
  get typeName(): string { return `System.Tuple[${this.types.join(',')}]`; }
}

/** Tuple.Create and Tuple`n..ctor take one to eight values; the eighth is Rest, itself a tuple. */
function tuple(name: string, args: unknown[], types: readonly string[]): PSTuple {
  if (args.length < 1 || args.length > 8) throw overloadError(name, args.length);
  return new PSTuple(args, types);
}

const ITEM_NAMES = ['Item1', 'Item2', 'Item3', 'Item4', 'Item5', 'Item6', 'Item7'];

export const tupleMembers: MemberTable[] = [];
// One table per arity, so a tuple lists just its own items (Get-Member, Format-Table), as Tuple`1..Tuple`8 do.
for (let n = 1; n <= 8; n++) {
  const items = ITEM_NAMES.slice(0, Math.min(n, 7)).map((name, i) => [name, (t: PSTuple) => t.items[i] ?? null] as const);
  const rest = n === 8 ? [['Rest', (t: PSTuple) => new PSTuple([t.items[7]], [t.types[7]])] as const] : [];
  tableAdder(tupleMembers)((v: unknown) => v instanceof PSTuple && v.items.length === n, {
    typeName: (t: PSTuple) => t.typeName,
    properties: { ...Object.fromEntries([...items, ...rest]), Length: (t: PSTuple) => t.items.length },
    methods: {
      Equals: (t: PSTuple, a) => a[0] instanceof PSTuple && a[0].items.length === t.items.length && t.items.every((x, i) => dotnetEquals(x, (a[0] as PSTuple).items[i])),
    },
    // Tuple.ToString: the items' text between parentheses, a null item empty.
    toString: (t: PSTuple) => `(${t.items.map((x) => (x === null || x === undefined ? '' : toStringValue(x))).join(', ')})`,
  });
}

export const tupleStatics: StaticMembers[] = [];
staticAdder(tupleStatics)('System.Tuple', {
  methods: {
    Create: (a) => tuple('Create', a, a.map((v) => typeNameOf(v))),
    new: (a, ctx, fullName) => {
      const declared = /^System\.Tuple\[(.+)\]$/i.exec(fullName)?.[1].split(',') ?? [];
      if (declared.length !== a.length) throw overloadError('new', a.length);
      return tuple('new', a.map((v, i) => convertTo(v, declared[i], ctx)), declared);
    },
  },
});
