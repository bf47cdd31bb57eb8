// Types a script defines (about_Classes, about_Enum): their run-time model, and the registry of one session's types.
// A session owns one TypeRegistry (the interpreter passes it in each ValueContext as `types`); type names resolve
// through it in one place, type-table.ts's resolveTypeName, so a type one endpoint call defines is never seen by
// another call or by the prompt (each has its own session). A value made from a type (an enum value, an instance,
// a type object) holds its type, so it needs no registry once made.
import type * as A from '../../../grammar/ast.js';
import type { EnumInfo } from './enums.js';
import type { MemberTable } from './member-registry.js';
import { tableAdder } from './member-registry.js';
import { PSObject, type PSProperty } from './types.js';
import { toStringValue } from './to-string.js';

/** An enum a script defined: its members and the integral type under it (`enum E : byte`, default Int32). */
export interface UserEnumType extends EnumInfo {
  readonly kind: 'enum';
  readonly underlying: string;
  readonly definition: A.TypeDefinition;
}

/** A property of a class: its declared type (null: [object]) and its initial value's expression. */
export interface ClassProperty {
  readonly name: string;
  readonly typeName: string | null;
  /** Its validation attributes (`[ValidateRange(1, 10)]`): the message of a value that fails them, or null. */
  readonly validate: ((value: unknown) => string | null) | null;
  readonly isStatic: boolean;
  readonly isHidden: boolean;
  readonly member: A.PropertyMember;
}

/** A method or constructor of a class (about_Classes_Methods, about_Classes_Constructors). */
export interface ClassMethod {
  readonly name: string;
  /** null: [void]. */
  readonly returnType: string | null;
  readonly isStatic: boolean;
  readonly isHidden: boolean;
  readonly parameters: readonly { readonly name: string; readonly typeName: string | null }[];
  readonly member: A.FunctionMember;
  /** The class that defined it (a base class's method runs with its own class for `: base()` and statics). */
  readonly owner: UserClassType;
}

/**
 * What running a class needs from the interpreter, which owns script execution: the interpreter that defined the
 * class supplies it (a class is bound to the session that defined it, as PowerShell binds a class to its
 * session state), so an instance's methods run wherever the instance goes: a string conversion, a formatter.
 */
export interface ClassRuntime {
  /** `[C]::new(args)`, `New-Object C`, a conversion through a constructor: initial values, then the constructors. */
  construct(cls: UserClassType, args: readonly unknown[]): PSClassInstance;
  /**
   * Runs the overload of a method that fits the arguments (instance methods with `target`, static ones with null);
   * undefined for a [void] method.
   */
  call(overloads: readonly ClassMethod[], target: PSClassInstance | null, args: readonly unknown[]): unknown;
  /** `[C]$value` (about_Classes): a hashtable sets properties of a new instance; another value goes to a one-argument constructor. */
  convert(cls: UserClassType, value: unknown): unknown;
}

/** A static property's current value (static properties belong to the class, for the whole session). */
export interface StaticSlot { readonly name: string; readonly typeName: string | null; readonly validate: ((value: unknown) => string | null) | null; value: unknown }

/** A class a script defined. */
export class UserClassType {
  readonly kind = 'class';
  readonly statics = new Map<string, StaticSlot>();
  constructor(
    readonly name: string,
    readonly base: UserClassType | null,
    readonly properties: readonly ClassProperty[],
    readonly methods: readonly ClassMethod[],
    readonly constructors: readonly ClassMethod[],
    readonly definition: A.TypeDefinition,
    readonly runtime: ClassRuntime,
  ) {}

  /** The class and its bases, most derived first, then System.Object: an instance's type names (and -is chain). */
  get typeNames(): string[] {
    const out: string[] = [];
    for (let c: UserClassType | null = this; c !== null; c = c.base) out.push(c.name);
    out.push('System.Object');
    return out;
  }

  /** Instance properties, a base class's first (about_Classes_Inheritance: derived classes inherit them). */
  instanceProperties(): ClassProperty[] {
    const own = this.properties.filter((p) => !p.isStatic);
    if (this.base === null) return own;
    const names = new Set(own.map((p) => p.name.toLowerCase()));
    return [...this.base.instanceProperties().filter((p) => !names.has(p.name.toLowerCase())), ...own];
  }

  /**
   * The overloads of a method by name, a derived class's first; an overload a derived class redefines with the
   * same parameter types replaces the base's (about_Classes_Methods, "Derived class methods").
   */
  overloads(name: string, isStatic: boolean): ClassMethod[] {
    const key = name.toLowerCase();
    const out: ClassMethod[] = [];
    const seen = new Set<string>();
    for (let c: UserClassType | null = this; c !== null; c = c.base) {
      for (const m of c.methods) {
        if (m.isStatic !== isStatic || m.name.toLowerCase() !== key) continue;
        const sig = m.parameters.map((p) => (p.typeName ?? 'object').toLowerCase()).join(',');
        if (seen.has(sig)) continue;
        seen.add(sig);
        out.push(m);
      }
    }
    return out;
  }

  /** A static property of this class or a base, or undefined. */
  staticSlot(name: string): StaticSlot | undefined {
    const key = name.toLowerCase();
    for (let c: UserClassType | null = this; c !== null; c = c.base) {
      const s = c.statics.get(key);
      if (s !== undefined) return s;
    }
    return undefined;
  }

  isSubclassOf(other: UserClassType): boolean {
    for (let c: UserClassType | null = this; c !== null; c = c.base) if (c === other || c.name.toLowerCase() === other.name.toLowerCase()) return true;
    return false;
  }
}

export type UserType = UserEnumType | UserClassType;

/** An instance of a script's class: a property bag whose properties are typed and whose hidden ones are not listed. */
export class PSClassInstance extends PSObject {
  private readonly hiddenNames = new Set<string>();
  constructor(readonly classType: UserClassType) {
    super(classType.typeNames);
  }
  /** Adds a declared property (its type converts every assignment; hidden ones are reachable but not listed). */
  declare(p: ClassProperty, value: unknown): void {
    this.setProperty(p.name, value);
    const prop = this.getProperty(p.name)!;
    if (p.typeName !== null) prop.typeName = p.typeName;
    if (p.validate !== null) prop.validate = p.validate;
    if (p.isHidden) this.hiddenNames.add(p.name.toLowerCase());
  }
  /** The properties output, formatting, Get-Member and ConvertTo-Json see: all but the hidden (about_Hidden). */
  override properties(): PSProperty[] {
    return this.hiddenNames.size === 0 ? super.properties() : super.properties().filter((p) => !this.hiddenNames.has(p.name.toLowerCase()));
  }
}

/** One session's types, by name (case-insensitive). A later definition of a name replaces the earlier (at the prompt). */
export class TypeRegistry {
  private readonly types = new Map<string, UserType>();
  get(name: string): UserType | undefined {
    return this.types.size === 0 ? undefined : this.types.get(name.toLowerCase());
  }
  define(t: UserType): void {
    this.types.set((t.kind === 'enum' ? t.fullName : t.name).toLowerCase(), t);
  }
  get size(): number { return this.types.size; }
}

export function userTypeName(t: UserType): string {
  return t.kind === 'enum' ? t.fullName : t.name;
}

/**
 * An instance's string form (`"$obj"`, [string]$obj, the formatter): its ToString() method when the class or a base
 * defines one without parameters, else the class's name, as .NET's Object.ToString (about_Classes_Methods).
 */
export function instanceString(o: PSClassInstance): string {
  const m = o.classType.overloads('ToString', false).filter((x) => x.parameters.length === 0);
  if (m.length === 0) return o.classType.name;
  const r = o.classType.runtime.call(m, o, []);
  return r === undefined || r === null ? '' : toStringValue(r);
}

/** The member table of class instances: type name and string form (methods and properties are the class's own). */
export const classMembers: MemberTable[] = [];
tableAdder(classMembers)(PSClassInstance, {
  typeName: (v: PSClassInstance) => v.classType.name,
  toString: (v: PSClassInstance) => instanceString(v),
});
