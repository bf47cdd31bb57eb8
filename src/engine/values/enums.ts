// Enum types (about_Enum; System.Enum and LanguagePrimitives' enum conversions): a value is its type plus a number.
// It converts from a member name (case-insensitive), a comma-separated list of names for a [Flags] enum, or a number;
// it shows as its name, a flags value as its names joined by ', ' ("ReadOnly, Hidden"), a value with no name as its
// number. -band/-bor/-bxor on an enum keep the enum type (operators.ts), and comparisons convert the right operand to
// the left's enum (comparison.ts). ConvertTo-Json writes the number unless -EnumsAsStrings (json-write.ts).
import type { MemberTable } from './member-registry.js';
import { tableAdder } from './member-registry.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { PSEnumValue, PSTypeValue } from './types.js';
import { conversionError, methodException } from './value-errors.js';

export interface EnumInfo { fullName: string; flags: boolean; members: readonly (readonly [string, number])[] }

const seq = (names: string[]) => names.map((n, i) => [n, i] as const);

const ENUM_LIST: EnumInfo[] = [
  { fullName: 'System.DayOfWeek', flags: false, members: seq(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) },
  {
    fullName: 'System.IO.FileAttributes', flags: true,
    members: [['ReadOnly', 1], ['Hidden', 2], ['System', 4], ['Directory', 16], ['Archive', 32], ['Device', 64], ['Normal', 128],
      ['Temporary', 256], ['SparseFile', 512], ['ReparsePoint', 1024], ['Compressed', 2048], ['Offline', 4096],
      ['NotContentIndexed', 8192], ['Encrypted', 16384], ['IntegrityStream', 32768], ['NoScrubData', 131072]],
  },
  { fullName: 'System.ConsoleColor', flags: false, members: seq(['Black', 'DarkBlue', 'DarkGreen', 'DarkCyan', 'DarkRed', 'DarkMagenta', 'DarkYellow', 'Gray', 'DarkGray', 'Blue', 'Green', 'Cyan', 'Red', 'Magenta', 'Yellow', 'White']) },
  { fullName: 'System.StringComparison', flags: false, members: seq(['CurrentCulture', 'CurrentCultureIgnoreCase', 'InvariantCulture', 'InvariantCultureIgnoreCase', 'Ordinal', 'OrdinalIgnoreCase']) },
  { fullName: 'System.StringSplitOptions', flags: true, members: [['None', 0], ['RemoveEmptyEntries', 1], ['TrimEntries', 2]] },
  { fullName: 'System.MidpointRounding', flags: false, members: seq(['ToEven', 'AwayFromZero', 'ToZero', 'ToNegativeInfinity', 'ToPositiveInfinity']) },
  { fullName: 'System.DateTimeKind', flags: false, members: seq(['Unspecified', 'Utc', 'Local']) },
  { fullName: 'System.UriKind', flags: false, members: seq(['RelativeOrAbsolute', 'Absolute', 'Relative']) },
  { fullName: 'System.IO.SearchOption', flags: false, members: seq(['TopDirectoryOnly', 'AllDirectories']) },
  { fullName: 'System.Management.Automation.OutputRendering', flags: false, members: seq(['Host', 'PlainText', 'Ansi']) },
  {
    fullName: 'System.Management.Automation.ErrorCategory', flags: false,
    members: seq(['NotSpecified', 'OpenError', 'CloseError', 'DeviceError', 'DeadlockDetected', 'InvalidArgument', 'InvalidData',
      'InvalidOperation', 'InvalidResult', 'InvalidType', 'MetadataError', 'NotImplemented', 'NotInstalled', 'ObjectNotFound',
      'OperationStopped', 'OperationTimeout', 'SyntaxError', 'ParserError', 'PermissionDenied', 'ResourceBusy', 'ResourceExists',
      'ResourceUnavailable', 'ReadError', 'WriteError', 'FromStdErr', 'SecurityError', 'ProtocolError', 'ConnectionError',
      'AuthenticationError', 'LimitsExceeded', 'QuotaExceeded', 'NotEnabled']),
  },
  {
    fullName: 'System.Text.RegularExpressions.RegexOptions', flags: true,
    members: [['None', 0], ['IgnoreCase', 1], ['Multiline', 2], ['ExplicitCapture', 4], ['Compiled', 8], ['Singleline', 16],
      ['IgnorePatternWhitespace', 32], ['RightToLeft', 64], ['ECMAScript', 256], ['CultureInvariant', 512], ['NonBacktracking', 1024]],
  },
];

const ENUMS = new Map(ENUM_LIST.map((e) => [e.fullName.toLowerCase(), e]));

export function enumInfo(fullName: string): EnumInfo | undefined {
  return ENUMS.get(fullName.toLowerCase());
}

/** An enum value's definition: a script's enum travels with its values (user-types.ts), .NET's are found by name. */
export function enumInfoOf(v: PSEnumValue): EnumInfo | undefined {
  return v.info ?? enumInfo(v.typeName);
}

export function enumTypeNames(): string[] {
  return ENUM_LIST.map((e) => e.fullName);
}

function memberValue(e: EnumInfo, name: string, display: string): number {
  const m = e.members.find(([n]) => n.toLowerCase() === name.trim().toLowerCase());
  if (m) return m[1];
  throw conversionError(display, e.fullName, `Unable to match the identifier name ${name.trim()} to a valid enumerator name. Specify one of the following enumerator names and try again:\n${e.members.map(([n]) => n).join(', ')}`,
    'RuntimeException');
}

/** LanguagePrimitives' conversion to an enum: a name, names joined by ',' for a flags enum, or a number. */
export function toEnum(v: unknown, e: EnumInfo): PSEnumValue {
  const own = ENUMS.get(e.fullName.toLowerCase()) === e ? null : e;
  if (v instanceof PSEnumValue) return v.typeName === e.fullName ? v : new PSEnumValue(e.fullName, v.value, own);
  if (typeof v === 'number') return new PSEnumValue(e.fullName, v, own);
  const text = String(v ?? '');
  if (/^\s*-?\d+\s*$/.test(text)) return new PSEnumValue(e.fullName, Number(text), own);
  const names = text.split(',');
  if (names.length > 1 && !e.flags) {
    throw conversionError(text, e.fullName, `Cannot convert value "${text}" to type "${e.fullName}" because the type is not a flags enum.`, 'RuntimeException');
  }
  return new PSEnumValue(e.fullName, names.reduce((acc, n) => acc | memberValue(e, n, text), 0), own);
}

/** Enum.ToString(): the member's name; for flags, the names whose bits make up the value, largest first in .NET but
 *  written in ascending order ("ReadOnly, Hidden"); a value no names cover shows as its number. */
export function enumName(v: PSEnumValue): string {
  const e = enumInfoOf(v);
  if (!e) return String(v.value);
  const exact = e.members.find(([, n]) => n === v.value);
  if (exact) return exact[0];
  if (!e.flags || v.value <= 0) return String(v.value);
  const parts = e.members.filter(([, n]) => n !== 0 && (v.value & n) === n);
  const covered = parts.reduce((acc, [, n]) => acc | n, 0);
  return covered === v.value ? parts.map(([n]) => n).join(', ') : String(v.value);
}

/** The members every enum value has (System.Enum): value__, HasFlag, ToString, CompareTo. */
export const enumMembers: MemberTable[] = [];
tableAdder(enumMembers)(PSEnumValue, {
  typeName: (v: PSEnumValue) => v.typeName,
  baseTypes: ['System.Enum', 'System.ValueType', 'System.IComparable', 'System.IFormattable', 'System.IConvertible'],
  properties: { value__: (v: PSEnumValue) => v.value },
  methods: {
    HasFlag: (v: PSEnumValue, a) => { const f = toEnum(a[0], enumInfoOf(v)!).value; return (v.value & f) === f; },
    ToString: (v: PSEnumValue) => enumName(v),
    CompareTo: (v: PSEnumValue, a) => Math.sign(v.value - toEnum(a[0], enumInfoOf(v)!).value),
    GetHashCode: (v: PSEnumValue) => v.value,
  },
  toString: (v: PSEnumValue) => enumName(v),
});

/** `[DayOfWeek]::Monday`, and [enum]::GetNames/GetValues/Parse (System.Enum's statics). */
export const enumStatics: StaticMembers[] = [];
const addStatic = staticAdder(enumStatics);
for (const e of ENUM_LIST) {
  addStatic(e.fullName, { properties: Object.fromEntries(e.members.map(([n, value]) => [n, () => new PSEnumValue(e.fullName, value)])) });
}

function enumArg(a: unknown[]): EnumInfo {
  const user = a[0] instanceof PSTypeValue && a[0].userType?.kind === 'enum' ? a[0].userType : undefined;
  const e = user ?? (a[0] instanceof PSTypeValue ? enumInfo(a[0].fullName) : undefined);
  const shown = a[0] instanceof PSTypeValue ? a[0].fullName : typeof a[0] === 'string' ? a[0] : 'System.Object';
  if (!e) throw conversionError(shown, 'System.Type', 'Type provided must be an Enum.', 'ArgumentException');
  return e;
}
addStatic('System.Enum', {
  methods: {
    GetNames: (a) => enumArg(a).members.map(([n]) => n),
    GetValues: (a) => { const e = enumArg(a); return e.members.map(([, n]) => toEnum(n, e)); },
    GetUnderlyingType: (a) => { const e = enumArg(a); return new PSTypeValue('underlying' in e ? String(e.underlying) : 'System.Int32'); },
    Parse: (a) => parseEnum(enumArg(a), a[1], a[2] === true),
    IsDefined: (a) => isDefined(enumArg(a), a[1]),
    GetName: (a) => { const e = enumArg(a); const v = toEnum(a[1], e).value; return e.members.find(([, n]) => n === v)?.[0] ?? null; },
    ToObject: (a) => toEnum(a[1], enumArg(a)),
  },
});

/** Enum.Parse(type, text[, ignoreCase]): names match exactly unless ignoreCase (PowerShell's own conversions ignore case). */
function parseEnum(e: EnumInfo, text: unknown, ignoreCase: boolean): PSEnumValue {
  if (!ignoreCase && typeof text === 'string') {
    for (const name of text.split(',').map((x) => x.trim())) {
      if (/^-?\d+$/.test(name) || e.members.some(([n]) => n === name)) continue;
      throw methodException('Parse', 2, 'System.ArgumentException', `Requested value '${name}' was not found.`);
    }
  }
  return toEnum(text, e);
}

/** Enum.IsDefined: a name is looked up case-sensitively, a number or enum value by value. */
function isDefined(e: EnumInfo, v: unknown): boolean {
  if (typeof v === 'string') return e.members.some(([n]) => n === v);
  const value = v instanceof PSEnumValue ? v.value : Number(v);
  return e.members.some(([, n]) => n === value);
}
