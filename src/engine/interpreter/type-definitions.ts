// Defining a script's classes and enums in the session's TypeRegistry (about_Classes, about_Enum). PowerShell defines
// every type of a script when it compiles the script, so a type can be used above its definition and as a param()
// type: a script's top-level type definitions are defined when its invocation starts (invoke.ts), each before the
// types it needs (a base class, an enum an initializer names); the statement itself then finds its type defined.
import type * as A from '../../../grammar/ast.js';
import { runtimeError } from '../errors/error-record.js';
import * as V from '../values/index.js';
import { PSEnumValue } from '../values/types.js';
import type { ClassMethod, ClassProperty, UserEnumType } from '../values/index.js';
import { compileExpression, orNull } from './compile-expression.js';
import type { Frame } from './frame.js';
import { classRuntime, initialStatics } from './class-runtime.js';
import { applyParameterAttributesAll, attributeName } from './parameter-attributes.js';
import { validationInvoker } from './invoke.js';
import { validationMessage } from '../commands/parameter-validation.js';
import type { ParameterDeclaration } from '../commands/declaration.js';

/** The top-level type definitions of a script block's statements (hoisted at its invocation). */
export function topLevelTypes(body: A.ScriptBlock): A.TypeDefinition[] {
  const out: A.TypeDefinition[] = [];
  for (const s of body.endBlock?.statements ?? []) if (s.kind === 'TypeDefinition') out.push(s);
  return out;
}

/** Defines the types, each after those among them it depends on. */
export function defineTypes(f: Frame, nodes: readonly A.TypeDefinition[]): void {
  const byName = new Map(nodes.map((n) => [n.name.toLowerCase(), n]));
  const visiting = new Set<A.TypeDefinition>();
  const visit = (n: A.TypeDefinition): void => {
    if (visiting.has(n)) return; // a cycle: the definition reports what it cannot find
    visiting.add(n);
    for (const dep of dependencies(n)) { const d = byName.get(dep); if (d !== undefined && d !== n) visit(d); }
    defineType(f, n);
  };
  for (const n of nodes) visit(n);
}

/** A `class`/`enum` statement: defines its type unless this definition is the one already in force (hoisted). */
export function defineType(f: Frame, node: A.TypeDefinition): void {
  const current = f.session.types.get(node.name);
  if (current !== undefined && current.definition === node) return;
  if (node.typeKind === 'enum') f.session.types.define(defineEnum(f, node));
  else defineClass(f, node);
}

/** The type names a definition needs first: its base class, and the types its enum initializers name. */
function dependencies(n: A.TypeDefinition): string[] {
  const out = n.typeKind === 'class' ? n.baseTypes.slice(0, 1).map((b) => b.name.toLowerCase()) : [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) { for (const y of x) walk(y); return; }
    if (x === null || typeof x !== 'object') return;
    if ((x as { kind?: string }).kind === 'TypeExpression') out.push((x as A.TypeExpression).type.name.toLowerCase());
    for (const [k, v] of Object.entries(x)) if (k !== 'extent') walk(v);
  };
  if (n.typeKind === 'enum') for (const m of n.members) if (m.kind === 'PropertyMember') walk(m.initialValue);
  return out;
}

const INTEGRAL = new Set(['System.Byte', 'System.SByte', 'System.Int16', 'System.UInt16', 'System.Int32', 'System.UInt32', 'System.Int64', 'System.UInt64']);

/**
 * An enum (about_Enum): a member without a value is the previous value plus one, the first 0 (PSType.cs DefineEnum,
 * [Flags()] included); a value converts to the underlying type (Int32 unless `enum E : byte`).
 */
function defineEnum(f: Frame, node: A.TypeDefinition): UserEnumType {
  const written = node.baseTypes[0]?.name ?? 'int';
  const underlying = V.resolveTypeName(written) ?? written;
  if (!INTEGRAL.has(underlying)) {
    throw runtimeError(`Invalid underlying type '${written}'. The underlying type of an enum must be a byte, sbyte, short, ushort, int, uint, long or ulong.`,
      'InvalidUnderlyingType', 'ParserError');
  }
  const flags = node.attributes.some((a) => /^(system\.)?flags(attribute)?$/i.test(a.typeName.name));
  const members: [string, number][] = [];
  let next = 0;
  for (const m of node.members) {
    if (m.kind !== 'PropertyMember') continue;
    const value = m.initialValue === null ? next : Number(V.toNumber(V.convertTo(enumInitial(f, m.initialValue), underlying, f.valueContext)));
    members.push([m.name, value]);
    next = value + 1;
  }
  // .NET lists an enum's names and values in the order of their values (Enum.GetNames, GetValues).
  const sorted = members.map((m, i) => [m, i] as const).sort((a, b) => a[0][1] - b[0][1] || a[1] - b[1]).map(([m]) => m);
  return { kind: 'enum', fullName: node.name, flags, members: sorted, underlying, definition: node };
}

function enumInitial(f: Frame, e: A.Expression): unknown {
  const v = orNull(compileExpression(e)(f));
  return v instanceof PSEnumValue ? v.value : v;
}

/** A class (about_Classes): its members as data, bound to this session's runtime; statics are set once, here. */
function defineClass(f: Frame, node: A.TypeDefinition): void {
  const base = baseClass(f, node);
  const properties: ClassProperty[] = [];
  const methods: ClassMethod[] = [];
  const constructors: ClassMethod[] = [];
  const cls = new V.UserClassType(node.name, base, properties, methods, constructors, node, classRuntime(f));
  for (const m of node.members) {
    if (m.kind === 'PropertyMember') {
      properties.push({ name: m.name, typeName: m.type?.name ?? null, isStatic: m.isStatic, isHidden: m.isHidden, member: m, validate: propertyValidator(f, m) });
      continue;
    }
    const returnType = m.returnType === null || /^(system\.)?void$/i.test(m.returnType.name) ? null : m.returnType.name;
    const method: ClassMethod = {
      name: m.name, returnType, isStatic: m.isStatic, isHidden: m.isHidden, member: m, owner: cls,
      parameters: m.parameters.map((p) => ({ name: p.name, typeName: p.type?.name ?? null })),
    };
    if (!m.isConstructor) methods.push(method);
    else if (!m.isStatic) constructors.push(method);
  }
  f.session.types.define(cls);
  initialStatics(f, cls);
}

/**
 * A property's validation attributes (about_Classes_Properties: `[ValidateRange(1, 10)][int]$Size`), checked on every
 * assignment with the parameter binder's rules and messages; other attributes (`[Obsolete()]`) change nothing.
 */
function propertyValidator(f: Frame, m: A.PropertyMember): ((value: unknown) => string | null) | null {
  const attributes = m.attributes.filter((a) => /^(validate|allow)/.test(attributeName(a)));
  if (attributes.length === 0) return null;
  const decl: ParameterDeclaration = { name: m.name, type: 'object', help: '' };
  applyParameterAttributesAll(decl, attributes, f.call.file);
  const target = { errorIdSuffix: m.name, isFunction: true, invoke: validationInvoker(f) };
  return (value) => validationMessage(target, decl, value);
}

/** The base class after `:`: a class the session defined; System.Object and interfaces (`IComparable`) add nothing. */
function baseClass(f: Frame, node: A.TypeDefinition): V.UserClassType | null {
  const written = node.baseTypes[0];
  if (written === undefined) return null;
  const user = f.session.types.get(written.name);
  if (user?.kind === 'class') return user;
  const full = V.resolveTypeName(written.name);
  if (full === 'System.Object' || (full !== null && /^System\.(Collections\.)?I[A-Z]/.test(full))) return null;
  if (full === null) throw runtimeError(`Unable to find type [${written.name}].`, 'TypeNotFound', 'InvalidOperation');
  throw runtimeError(`svc classes derive from classes a script defines; deriving from the .NET type [${full}] is not supported.`,
    'BaseTypeNotSupported', 'NotImplemented');
}
