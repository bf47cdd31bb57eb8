// Members every value has (about_Methods, about_Intrinsic_Members): GetType(), ToString(), Equals(), the .psobject
// view, the intrinsic ForEach()/Where() methods and Count/Length on scalars. Registered last: specific tables win.
import { PSException } from '../errors/error-record.js';
import { toBoolean, convertTo } from './conversions.js';
import type { ValueContext } from './context.js';
import { formatDateTime } from './date-time.js';
import { getMember, setMember } from './member-access.js';
import { forEachMethod, whereMethod } from './intrinsic-methods.js';
import { findMethod, propertyNamesOf, tableAdder, type MemberTable } from './member-registry.js';
import { dotnetEquals, intArg, strArg } from './member-helpers.js';
import { formatRoundTrip } from './number-format.js';
import { objectString, toStringValue } from './to-string.js';
import { typeNameOf } from './type-table.js';
import { PSDateTime, PSNumber, PSHashtable, PSMemberCollection, PSObject, PSTypeValue, ScriptBlockValue } from './types.js';
import { methodNotFound } from './value-errors.js';

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const commonMembers: MemberTable[] = [];
const add = tableAdder(commonMembers);

/** $x.psobject: the adapter view of a value (Properties, TypeNames, BaseObject). */
export class PSObjectView {
  constructor(public readonly target: unknown) {}
}

/** One entry of $x.psobject.Properties (a PSNoteProperty or PSProperty). */
export class PSPropertyInfo {
  constructor(public readonly target: unknown, public readonly name: string, public readonly memberType: string) {}
}

/** Object.ToString() as .NET writes it (differs from PowerShell's string conversion for doubles, dates, arrays). */
export function dotnetToString(v: unknown): string {
  if (typeof v === 'number' || v instanceof PSNumber) return formatRoundTrip(v);
  if (Array.isArray(v) || v instanceof Uint8Array || v instanceof PSHashtable) return typeNameOf(v);
  if (v instanceof PSDateTime) return formatDateTime(v, null, false);
  if (v instanceof PSObject && v.typeNames[0] === 'System.Management.Automation.PSCustomObject') return objectString(v);
  return toStringValue(v);
}

add(() => true, {
  // Intrinsic members: every value has them, Get-Member does not list them (about_Intrinsic_Members).
  hidden: ['PSObject', 'Count', 'Length', 'ForEach', 'Where'],
  properties: {
    PSObject: (v: unknown) => new PSObjectView(v),
    Count: () => 1,
    Length: () => 1,
  },
  methods: {
    GetType: (v: unknown) => new PSTypeValue(v instanceof PSException ? v.typeName : clrTypeName(v)),
    ToString: (v: unknown) => dotnetToString(v),
    Equals: (v: unknown, args) => v === args[0] || dotnetEquals(v, args[0]),
    GetHashCode: () => 0,
    ForEach: (v: unknown, args, ctx) => forEachMethod(v, args, ctx),
    Where: (v: unknown, args, ctx) => whereMethod(v, args, ctx),
  },
});

const CUSTOM = 'System.Management.Automation.PSCustomObject';

/** A custom object's .NET type stays PSCustomObject whatever names its TypeNames list puts first (PSTypeName). */
function clrTypeName(v: unknown): string {
  return v instanceof PSObject && v.typeNames.includes(CUSTOM) ? CUSTOM : typeNameOf(v);
}

function propertiesOf(target: unknown): PSMemberCollection<PSPropertyInfo> {
  const infos = target instanceof PSObject
    ? target.properties().map((p) => new PSPropertyInfo(target, p.name, 'NoteProperty'))
    : propertyNamesOf(target).filter((n) => n !== 'PSObject').map((n) => new PSPropertyInfo(target, n, 'Property'));
  return PSMemberCollection.from(infos) as PSMemberCollection<PSPropertyInfo>;
}

add(PSObjectView, {
  typeName: 'System.Management.Automation.PSObject',
  properties: {
    Properties: (v: PSObjectView) => propertiesOf(v.target),
    Members: (v: PSObjectView) => propertiesOf(v.target),
    TypeNames: (v: PSObjectView) => (v.target instanceof PSObject ? [...v.target.typeNames] : [typeNameOf(v.target), 'System.Object']),
    BaseObject: (v: PSObjectView) => v.target,
    ImmediateBaseObject: (v: PSObjectView) => v.target,
  },
  methods: {
    Copy: (v: PSObjectView) => (v.target instanceof PSObject ? PSObject.from(v.target.properties().map((p) => [p.name, p.value] as [string, unknown]), [...v.target.typeNames]) : v.target),
  },
  toString: (v: PSObjectView) => toStringValue(v.target),
});

add(PSPropertyInfo, {
  typeName: (p: PSPropertyInfo) => (p.memberType === 'NoteProperty' ? 'System.Management.Automation.PSNoteProperty' : 'System.Management.Automation.PSProperty'),
  properties: {
    Name: (p: PSPropertyInfo) => p.name,
    Value: (p: PSPropertyInfo, ctx) => getMember(p.target, p.name, ctx),
    MemberType: (p: PSPropertyInfo) => p.memberType,
    TypeNameOfValue: (p: PSPropertyInfo, ctx) => typeNameOf(getMember(p.target, p.name, ctx)),
    IsSettable: (p: PSPropertyInfo) => p.memberType === 'NoteProperty',
    IsGettable: () => true,
  },
  setters: { Value: (p: PSPropertyInfo, value, ctx) => setMember(p.target, p.name, value, ctx) },
  toString: (p: PSPropertyInfo) => `${typeNameOf(getMember(p.target, p.name, null))} ${p.name}=${toStringValue(getMember(p.target, p.name, null))}`,
});
