// An enumerator over a list (System.Collections.IEnumerator): what `$switch` and `$input` are in PowerShell
// (about_Automatic_Variables). MoveNext() advances and says whether there is a Current; Reset() starts over. A
// script that calls `$switch.MoveNext()` inside a clause skips the next item, since the switch moves the same
// enumerator. Enumerating it (foreach, a pipeline, @()) takes the items not yet read, so `$input` is read once.
import { tableAdder, type MemberTable } from './member-registry.js';

export class PSEnumerator {
  private index = -1;
  constructor(private readonly items: readonly unknown[]) {}
  moveNext(): boolean {
    if (this.index < this.items.length) this.index++;
    return this.index < this.items.length;
  }
  get current(): unknown {
    return this.index >= 0 && this.index < this.items.length ? this.items[this.index] : null;
  }
  reset(): void { this.index = -1; }
  /** The items after the current one, consumed (the enumerator ends at the end). */
  rest(): unknown[] {
    const out = this.items.slice(this.index + 1);
    this.index = this.items.length;
    return out;
  }
}

export const enumeratorMembers: MemberTable[] = [];
tableAdder(enumeratorMembers)(PSEnumerator, {
  typeName: 'System.Collections.IEnumerator',
  properties: { Current: (e: PSEnumerator) => e.current },
  methods: {
    MoveNext: (e: PSEnumerator) => e.moveNext(),
    Reset: (e: PSEnumerator) => { e.reset(); return undefined; },
  },
});
