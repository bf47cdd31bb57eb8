// [ref] (System.Management.Automation.PSReference; about_Ref): `[ref]$x` refers to the variable $x itself, so a
// method's out/ref argument (`[int]::TryParse($s, [ref]$n)`) or a function's [ref] parameter (`$r.Value = 1`)
// writes the caller's variable. `[ref]` of anything else boxes the value. The interpreter builds the reference to a
// variable (compile-expression.ts); here are the type, its Value member, and the TryParse methods that fill one.
import { tableAdder, type MemberTable } from './member-registry.js';
import { invokeStaticMethod, staticAdder, type StaticMembers } from './static-members.js';
import type { ValueContext } from './context.js';
import { PSNumber, PSReference, REF_TYPE } from './types.js';

export const referenceMembers: MemberTable[] = [];
tableAdder(referenceMembers)(PSReference, {
  typeName: REF_TYPE,
  properties: { Value: (r: PSReference) => r.value },
  setters: { Value: (r: PSReference, v: unknown) => { r.value = v; } },
  toString: () => REF_TYPE,
});

/** The value a failed TryParse leaves in its out argument (.NET's default of the type). */
const FAILED: Record<string, unknown> = {
  'System.Int32': 0, 'System.Int64': new PSNumber('System.Int64', 0, 0n), 'System.Double': 0, 'System.Boolean': false,
};

/**
 * T.TryParse(text, [ref]$result): T.Parse's value into the reference and True, or the type's default and False
 * when Parse would fail. The out argument is the last one, so the overloads with a format or style also work.
 */
function tryParse(full: string) {
  return (a: unknown[], ctx: ValueContext | null): boolean => {
    const out = a[a.length - 1];
    if (!(out instanceof PSReference) || a.length < 2) return false;
    try {
      out.value = invokeStaticMethod(full, 'Parse', a.slice(0, -1), ctx as ValueContext);
      return true;
    } catch (e) {
      if (e instanceof Error && e.constructor === Error) throw e;
      out.value = FAILED[full] ?? null;
      return false;
    }
  };
}

export const referenceStatics: StaticMembers[] = [];
const addStatic = staticAdder(referenceStatics);
for (const full of ['System.Int32', 'System.Int64', 'System.Double', 'System.Decimal', 'System.Byte', 'System.Int16',
  'System.UInt32', 'System.UInt64', 'System.Boolean', 'System.DateTime', 'System.TimeSpan', 'System.Guid', 'System.Version']) {
  addStatic(full, { methods: { TryParse: tryParse(full) } });
}
