// System.Collections.Queue and Stack, and their generic forms Queue[T] and Stack[T] (the .NET collections scripts reach
// for; about_Object_Creation). They are lists underneath (PSList, so scripts enumerate them and pipelines unroll them)
// kept in enumeration order: a queue front first, a stack top first, as .NET enumerates them. Dequeue, Pop and Peek on
// an empty one raise InvalidOperationException ("Queue empty." / "Stack empty.").
import { convertTo } from './conversions.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { arity, dotnetEquals } from './member-helpers.js';
import { PSList } from './runtime-classes.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { toArray } from './conversions.js';
import { methodException } from './value-errors.js';

const isQueue = (v: unknown): v is PSList => v instanceof PSList && /^System\.Collections\.(Generic\.)?Queue/.test(v.typeName);
const isStack = (v: unknown): v is PSList => v instanceof PSList && /^System\.Collections\.(Generic\.)?Stack/.test(v.typeName);

function item(l: PSList, v: unknown): unknown {
  return l.elementType && l.elementType !== 'System.Object' ? convertTo(v, l.elementType) : v;
}

function nonEmpty(l: PSList, name: string, what: string): void {
  if (l.length === 0) throw methodException(name, 0, 'System.InvalidOperationException', `${what} empty.`);
}

const shared = {
  Contains: (l: PSList, a: unknown[]) => l.some((x) => dotnetEquals(x, a[0])),
  ToArray: (l: PSList) => [...l],
  Clear: (l: PSList) => { l.length = 0; return undefined; },
};

export const queueStackMembers: MemberTable[] = [];
const add = tableAdder(queueStackMembers);
add(isQueue, {
  methods: {
    ...shared,
    Enqueue: (l: PSList, a) => { arity('Enqueue', a, 1); l.push(item(l, a[0])); return undefined; },
    Dequeue: (l: PSList) => { nonEmpty(l, 'Dequeue', 'Queue'); return l.shift(); },
    Peek: (l: PSList) => { nonEmpty(l, 'Peek', 'Queue'); return l[0]; },
  },
});
add(isStack, {
  methods: {
    ...shared,
    Push: (l: PSList, a) => { arity('Push', a, 1); l.unshift(item(l, a[0])); return undefined; },
    Pop: (l: PSList) => { nonEmpty(l, 'Pop', 'Stack'); return l.shift(); },
    Peek: (l: PSList) => { nonEmpty(l, 'Peek', 'Stack'); return l[0]; },
  },
});

function create(full: string, a: unknown[], stack: boolean): PSList {
  const el = /\[(.+)\]$/.exec(full)?.[1] ?? null;
  const items = a.length && typeof a[0] !== 'number' ? (toArray(a[0]) ?? []) : [];
  const l = PSList.create(full, el, []);
  // A stack built from a collection pushes its items in order, so the last is on top.
  for (const x of items) if (stack) l.unshift(item(l, x)); else l.push(item(l, x));
  return l;
}

export const queueStackStatics: StaticMembers[] = [];
const addStatic = staticAdder(queueStackStatics);
for (const full of ['System.Collections.Queue', 'System.Collections.Generic.Queue']) addStatic(full, { methods: { new: (a, _c, f) => create(f, a, false) } });
for (const full of ['System.Collections.Stack', 'System.Collections.Generic.Stack']) addStatic(full, { methods: { new: (a, _c, f) => create(f, a, true) } });
