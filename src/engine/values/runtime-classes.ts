// Runtime objects beyond the core value model of types.ts: regex objects and matches
// (System.Text.RegularExpressions), and the mutable lists scripts build with ::new() (ArrayList, List[T]).

/** [regex]'pattern': a .NET Regex. `options` holds .NET option names (IgnoreCase, Multiline...). */
export class PSRegex {
  constructor(public readonly pattern: string, public readonly options: readonly string[] = []) {}
}

/** A capture group of a match (System.Text.RegularExpressions.Group). */
export class RegexGroup {
  constructor(
    public readonly name: string,
    public readonly success: boolean,
    public readonly value: string,
    public readonly index: number,
  ) {}
}

/** A match ($_ in a -replace script block, [regex]::Match, Select-String-like uses). */
export class RegexMatch extends RegexGroup {
  constructor(value: string, index: number, success: boolean, public readonly groups: RegexGroup[]) {
    super('0', success, value, index);
  }
}

/** Array subclasses keep their .NET type in non-enumerable fields, so they still look like plain arrays to code
 * that compares or copies elements. */
function hidden(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: false, writable: false, configurable: false });
}

/**
 * System.Collections.ArrayList and System.Collections.Generic.List[T]: a JavaScript array subclass, so the
 * interpreter enumerates and indexes it like any array, while the member table gives it Add/Remove/Insert.
 * `Symbol.species` keeps Array methods (map, slice) returning plain arrays (object[]), as PowerShell does.
 */
export class PSList extends Array<unknown> {
  static override get [Symbol.species](): ArrayConstructor { return Array; }
  declare typeName: string;
  /** The element type of a List[T] (a .NET full name), null for ArrayList. */
  declare elementType: string | null;
  static create(typeName: string, elementType: string | null, items: Iterable<unknown> = []): PSList {
    const l = new PSList();
    hidden(l, 'typeName', typeName);
    hidden(l, 'elementType', elementType);
    for (const x of items) l.push(x);
    return l;
  }
}

/** System.Text.StringBuilder: Append/AppendLine/ToString/Length. */
export class PSStringBuilder {
  parts: string[] = [];
  get text(): string { return this.parts.join(''); }
}

/**
 * A typed array such as [int[]] or [string[]]: fixed-size like any array, but it keeps its element type, so
 * GetType() says System.Int32[] and assigning an element converts it (about_Arrays: strongly typed arrays).
 */
export class PSTypedArray extends Array<unknown> {
  static override get [Symbol.species](): ArrayConstructor { return Array; }
  declare elementType: string;
  static create(elementType: string, items: unknown[]): PSTypedArray {
    const a = new PSTypedArray();
    hidden(a, 'elementType', elementType);
    for (const x of items) a.push(x);
    return a;
  }
}

/**
 * A multidimensional array (`[int[,]]`, about_Arrays): its elements kept in row-major order, so it enumerates, counts
 * (Length) and unrolls in a pipeline as .NET's does, with `dims` the length of each dimension (Rank of them).
 */
export class PSMultiArray extends PSTypedArray {
  declare dims: readonly number[];
  static createMulti(elementType: string, dims: readonly number[], fill: unknown): PSMultiArray {
    const a = new PSMultiArray();
    hidden(a, 'elementType', elementType);
    hidden(a, 'dims', [...dims]);
    const total = dims.reduce((x, y) => x * y, 1);
    for (let i = 0; i < total; i++) a.push(fill);
    return a;
  }

  /** The row-major position of one element, or -1 when an index is outside its dimension. */
  offset(indexes: readonly number[]): number {
    let at = 0;
    for (let d = 0; d < this.dims.length; d++) {
      const i = indexes[d];
      if (i < 0 || i >= this.dims[d]) return -1;
      at = at * this.dims[d] + i;
    }
    return at;
  }
}
