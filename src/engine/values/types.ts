// The runtime value model (about_Types). PowerShell values map onto JavaScript as follows:
//   $null -> null          bool -> boolean          Int32 and Double -> number, other numbers -> PSNumber
//   string -> string       object[] -> Array        byte[] -> Uint8Array
// and the classes below for everything else. Values never expose JavaScript prototypes to scripts:
// member access goes through the explicit member table (member-registry.ts, member-access.ts).

/** Key normalisation for hashtables: strings fold case unless the table is case-sensitive; 1 and '1' stay distinct. */
export function hashKey(key: unknown, caseSensitive = false): unknown {
  if (typeof key === 'string') return 's:' + (caseSensitive ? key : key.toLowerCase());
  if (typeof key === 'number') return (key | 0) === key ? 'n:' + key : 'd:' + key;
  // .NET keys compare by type and value: 1 (Int32) and 1L (Int64) are different keys.
  if (key instanceof PSNumber) return key.type === 'System.Double' ? 'd:' + key.n : key.type + ':' + String(key.big ?? key.n);
  if (typeof key === 'boolean') return 'b:' + key;
  if (key instanceof PSChar) return 's:' + String.fromCharCode(key.code).toLowerCase();
  return key; // objects: by identity
}

/**
 * Hashtable and OrderedDictionary (about_Hash_Tables). `@{}` and `[ordered]@{}` compare keys case-insensitively;
 * `[hashtable]::new()` and `[System.Collections.Specialized.OrderedDictionary]::new()` use .NET's default comparer,
 * which is case-sensitive. Insertion order is kept (and shown) for both.
 */
export class PSHashtable {
  private readonly map = new Map<unknown, { key: unknown; value: unknown }>();
  /** A .NET type other than Hashtable/OrderedDictionary that this table is (ConvertFrom-Json -AsHashtable's OrderedHashtable). */
  typeName: string | null = null;
  constructor(public readonly ordered = false, public readonly caseSensitive = false) {}
  /**
   * Bumped by every change, a value written over included, as .NET's Hashtable does: a foreach over the table's
   * Keys, Values or GetEnumerator() fails when it moved on (values/enumeration-source.ts).
   */
  version = 0;
  get count(): number { return this.map.size; }
  get(key: unknown): unknown { const e = this.map.get(hashKey(key, this.caseSensitive)); return e === undefined ? null : e.value; }
  has(key: unknown): boolean { return this.map.has(hashKey(key, this.caseSensitive)); }
  /** The key as stored (its first spelling), or undefined. */
  storedKey(key: unknown): unknown { return this.map.get(hashKey(key, this.caseSensitive))?.key; }
  set(key: unknown, value: unknown): void {
    const k = hashKey(key, this.caseSensitive);
    const e = this.map.get(k);
    if (e) e.value = value; else this.map.set(k, { key, value });
    this.version++;
  }
  /** Like Hashtable.Add: false when the key exists (the caller raises the PowerShell error). */
  add(key: unknown, value: unknown): boolean {
    const k = hashKey(key, this.caseSensitive);
    if (this.map.has(k)) return false;
    this.map.set(k, { key, value });
    this.version++;
    return true;
  }
  delete(key: unknown): boolean {
    const removed = this.map.delete(hashKey(key, this.caseSensitive));
    if (removed) this.version++;
    return removed;
  }
  clear(): void { this.map.clear(); this.version++; }
  keys(): unknown[] { return [...this.map.values()].map((e) => e.key); }
  values(): unknown[] { return [...this.map.values()].map((e) => e.value); }
  entries(): [unknown, unknown][] { return [...this.map.values()].map((e) => [e.key, e.value]); }
  clone(): PSHashtable {
    const h = new PSHashtable(this.ordered, this.caseSensitive);
    h.typeName = this.typeName;
    for (const [k, v] of this.entries()) h.set(k, v);
    return h;
  }
}

/**
 * A property of a PSObject: a NoteProperty holds `value`; a ScriptProperty (Add-Member) has a `getter` script block
 * run with `$this` on each read, and optionally a `setter` run with the new value as its argument; an AliasProperty
 * reads and writes the property named by `aliasOf`.
 */
/** A note property may carry a type (`typeName`): an assignment converts to it, or fails as PowerShell's typed properties do. */
/** A class property may carry its validation attributes (`validate`: the failure's message, or null when valid). */
export interface PSProperty {
  name: string; value: unknown; getter?: ScriptBlockValue; setter?: ScriptBlockValue | null; aliasOf?: string; typeName?: string;
  validate?: (value: unknown) => string | null;
}

/** [PSCustomObject]@{...} and every other property bag (Select-Object output, ConvertFrom-Json objects...). */
export class PSObject {
  /** Most derived first, e.g. ['System.Management.Automation.PSCustomObject', 'System.Object']. */
  readonly typeNames: string[];
  private readonly props = new Map<string, PSProperty>();
  constructor(typeNames: string[] = ['System.Management.Automation.PSCustomObject', 'System.Object']) {
    this.typeNames = typeNames;
  }
  static from(entries: Iterable<[string, unknown]>, typeNames?: string[]): PSObject {
    const o = new PSObject(typeNames);
    for (const [k, v] of entries) o.setProperty(k, v);
    return o;
  }
  hasProperty(name: string): boolean { return this.props.has(name.toLowerCase()); }
  getProperty(name: string): PSProperty | undefined { return this.props.get(name.toLowerCase()); }
  /** Adds or updates (keeps the first-written spelling and position). */
  setProperty(name: string, value: unknown): void {
    const k = name.toLowerCase();
    const p = this.props.get(k);
    if (p) p.value = value; else this.props.set(k, { name, value });
  }
  removeProperty(name: string): boolean { return this.props.delete(name.toLowerCase()); }
  properties(): PSProperty[] { return [...this.props.values()]; }
  /** A ScriptProperty (Add-Member -MemberType ScriptProperty): replaces any member of that name. */
  setScriptProperty(name: string, getter: ScriptBlockValue, setter: ScriptBlockValue | null): void {
    this.computed = true;
    this.props.set(name.toLowerCase(), { name, value: null, getter, setter });
  }
  setAliasProperty(name: string, aliasOf: string): void {
    this.computed = true;
    this.props.set(name.toLowerCase(), { name, value: null, aliasOf });
  }
  /** True once a script or alias property was added: its value is computed on each read. */
  computed = false;
  /** ScriptMethods added with Add-Member, by lower-case name; made on first use. */
  scriptMethods: Map<string, { name: string; body: ScriptBlockValue }> | null = null;
  setScriptMethod(name: string, body: ScriptBlockValue): void {
    (this.scriptMethods ??= new Map()).set(name.toLowerCase(), { name, body });
  }
}

/**
 * Members Add-Member gave an object that is not a PSObject (an array, a hashtable, a list...), held on the object
 * itself under a symbol no script can name: PowerShell keeps such instance members beside the object (its PSObject
 * "resurrection table"), so they are found again wherever the same object goes.
 */
const INSTANCE_MEMBERS = Symbol('instanceMembers');
type WithMembers = { [INSTANCE_MEMBERS]?: PSObject };

export function instanceMembersOf(target: unknown): PSObject | undefined {
  return typeof target === 'object' && target !== null && !(target instanceof PSObject) ? (target as WithMembers)[INSTANCE_MEMBERS] : undefined;
}

export function ensureInstanceMembers(target: object): PSObject {
  return ((target as WithMembers)[INSTANCE_MEMBERS] ??= new PSObject(['System.Object']));
}

/** The object New-SvcApiResponse returns; when one reaches an endpoint's output, the script ends (docs/contract.md 4.4). */
export class ApiResponse extends PSObject {
  constructor(init: { StatusCode: number; Body: string | null; ContentType: string | null; Headers: PSHashtable | null; Cookies: PSHashtable | null; Data: Uint8Array | null }) {
    super(['Svc.ApiResponse', 'System.Object']);
    for (const [k, v] of Object.entries(init)) this.setProperty(k, v);
  }
}

/** A script block value: `{ ... }`. `file` is the script file it came from (null at the prompt / in endpoints). */
export class ScriptBlockValue {
  constructor(
    public readonly ast: import('../../../grammar/ast.js').ScriptBlock,
    public readonly file: string | null,
    /** Opaque: the interpreter may attach the scope it was created in (for closures / dot-sourcing) or other data. */
    public readonly origin: unknown = null,
  ) {}
  get text(): string { return this.ast.text; }
}

/** What the interpreter's GetNewClosure() origin tells about itself: the names of the variables it captured. */
export interface CapturedVariables {
  readonly capturedNames: readonly string[];
}

/** The variables a GetNewClosure() block captured, or null for an ordinary block. */
export function capturedVariables(sb: ScriptBlockValue): readonly string[] | null {
  const origin = sb.origin as Partial<CapturedVariables> | null;
  return origin !== null && Array.isArray(origin.capturedNames) ? origin.capturedNames : null;
}

/** [char]. */
export class PSChar {
  constructor(public readonly code: number) {}
  toString(): string { return String.fromCharCode(this.code); }
}

/**
 * [datetime]: an instant plus its kind (Local or Utc), as System.DateTime. `offsetMinutes` is the local zone's offset
 * at that instant for a Local value, in Date.prototype.getTimezoneOffset's sign (UTC = local + offset); the wall
 * clock a Local value shows is epochMs - offsetMinutes * 60000. Build Local values with `localDateTime(ms, host)`
 * (values/date-time.ts) so the offset comes from the host. Utc and Unspecified values show epochMs as UTC.
 */
export class PSDateTime {
  constructor(
    public readonly epochMs: number,
    public readonly kind: 'Local' | 'Utc' | 'Unspecified' = 'Local',
    public readonly offsetMinutes = 0,
  ) {}
}

/** [timespan], held in milliseconds (fractional allowed, ticks are 1e-4 ms). */
export class PSTimeSpan {
  constructor(public readonly ms: number) {}
}

/** [guid]. */
export class PSGuid {
  constructor(public readonly value: string) {}
  toString(): string { return this.value; }
}

function shortName(full: string): string { const i = full.lastIndexOf('.'); return i < 0 ? full : full.slice(i + 1); }

/** The number of top-level type arguments in `a,b[c,d]`. */
function genericArity(args: string): number {
  let depth = 0;
  let n = 1;
  for (const c of args) { if (c === '[') depth++; else if (c === ']') depth--; else if (c === ',' && depth === 0) n++; }
  return n;
}

/** A type object: what `[int]` evaluates to, and what .GetType() returns. */
export class PSTypeValue {
  constructor(
    public readonly fullName: string,
    /** The script's class or enum this type object stands for (values/user-types.ts); null for .NET's types. */
    public readonly userType: import('./user-types.js').UserType | null = null,
  ) {}
  /** .NET's Name: the last segment; a generic instance is its definition with its arity (List[string] is List`1). */
  get name(): string {
    const generic = /^([^[]+)\[(.+)\]$/.exec(this.fullName);
    if (generic && !this.fullName.endsWith('[]')) return shortName(generic[1]) + '`' + genericArity(generic[2]);
    return shortName(this.fullName);
  }
}

/**
 * The .NET numeric types a plain JavaScript number cannot name (docs/values.md "Numbers"). A plain number is an
 * Int32 when it is an integer in Int32's range and a Double otherwise; every other numeric value is boxed: an
 * integral Double (`2.0`, `1.5 + 1.5`), Int64 and BigInteger (exact, in `big`), Decimal (exact, in `dec`), and the small types.
 * `n` is always the value as a JavaScript number (approximate for Int64 beyond 2^53 and for Decimal).
 */
export type BoxedNumberType = 'System.Int64' | 'System.UInt64' | 'System.Double' | 'System.Single' | 'System.Decimal'
  | 'System.Byte' | 'System.SByte' | 'System.Int16' | 'System.UInt16' | 'System.UInt32' | 'System.Numerics.BigInteger';

export class PSNumber {
  constructor(
    public readonly type: BoxedNumberType,
    public readonly n: number,
    public readonly big: bigint | null = null,
    public readonly dec: import('./decimal.js').Decimal | null = null,
  ) {}
}

/** A plain number's type: Int32 when it is an integer in range, else Double. */
export function isInt32(n: number): boolean { return (n | 0) === n; }

/** A value of an enum type (`[DayOfWeek]::Monday`, `[System.IO.FileAttributes]'ReadOnly, Hidden'`); values/enums.ts. */
export class PSEnumValue {
  constructor(
    public readonly typeName: string,
    public readonly value: number,
    /** The enum's definition when a script defined it (values/user-types.ts); else found by name in enums.ts. */
    public readonly info: import('./enums.js').EnumInfo | null = null,
  ) {}
}

/** [ref] (about_Ref): reads and writes a variable, or a box holding a value (values/reference.ts). */
export const REF_TYPE = 'System.Management.Automation.PSReference';

export class PSReference {
  constructor(private readonly read: () => unknown, private readonly write: (v: unknown) => void) {}
  get value(): unknown { return this.read(); }
  set value(v: unknown) { this.write(v); }

  /** `[ref]` of a value that is not a variable: a reference to a box holding it. */
  static box(initial: unknown): PSReference {
    let held = initial;
    return new PSReference(() => held, (v) => { held = v; });
  }
}

/**
 * PSMemberInfoCollection (`$o.psobject.Properties`): a list of member infos that a member's name also indexes,
 * case-insensitively (`$o.psobject.Properties['Age'].Value`); an unknown name gives $null.
 */
export class PSMemberCollection<T extends { readonly name: string }> extends Array<T> {
  /** The object whose members these are (Remove deletes from it); set once, not enumerable. */
  declare readonly owner: unknown;
  static forOwner<T extends { readonly name: string }>(owner: unknown, items: T[]): PSMemberCollection<T> {
    const c = new PSMemberCollection<T>();
    Object.defineProperty(c, 'owner', { value: owner, enumerable: false });
    c.push(...items);
    return c;
  }
  byName(name: string): T | null {
    const key = name.toLowerCase();
    return this.find((m) => m.name.toLowerCase() === key) ?? null;
  }
}
