// .NET type names for script values (about_Type_Accelerators, about_Type_Operators): resolving `[int]` or
// `[System.Int32]` to one full name, naming a value's type for GetType() and messages, and the type chain -is tests.
import type { CatchTypeResolver } from '../../../grammar/index.js';
import { ErrorRecord, PSException } from '../errors/error-record.js';
import { registeredTypeName } from './member-registry.js';
import { PSList, PSTypedArray } from './runtime-classes.js';
import type { TypeRegistry } from './user-types.js';
import {
  PSChar, PSDateTime, PSGuid, PSHashtable, PSObject, PSTimeSpan, PSTypeValue, ScriptBlockValue, PSNumber,
} from './types.js';

interface TypeInfo { fullName: string; aliases: string[]; bases: string[] }

const VALUE = ['System.ValueType'];
const NUM = ['System.ValueType', 'System.IComparable', 'System.IFormattable', 'System.IConvertible'];
const ENUMERABLE = ['System.Collections.IEnumerable'];
const LIST = ['System.Collections.IList', 'System.Collections.ICollection', 'System.Collections.IEnumerable'];
const DICT = ['System.Collections.IDictionary', 'System.Collections.ICollection', 'System.Collections.IEnumerable'];
const EXC = ['System.SystemException', 'System.Exception'];
const RT = ['System.Management.Automation.RuntimeException', ...EXC];

const TYPES: TypeInfo[] = [
  { fullName: 'System.Object', aliases: ['object'], bases: [] },
  { fullName: 'System.ValueType', aliases: [], bases: [] },
  { fullName: 'System.IComparable', aliases: [], bases: [] },
  { fullName: 'System.IFormattable', aliases: [], bases: [] },
  { fullName: 'System.IConvertible', aliases: [], bases: [] },
  { fullName: 'System.StringComparison', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.StringSplitOptions', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.DayOfWeek', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.IO.FileAttributes', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.ConsoleColor', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.Enum', aliases: ['enum'], bases: ['System.ValueType'] },
  { fullName: 'System.DateTimeKind', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.MidpointRounding', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.Text.RegularExpressions.RegexOptions', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.UriKind', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.Management.Automation.PSReference', aliases: ['ref'], bases: [] },
  { fullName: 'System.IO.Path', aliases: [], bases: [] },
  { fullName: 'System.IO.SearchOption', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.Management.Automation.OutputRendering', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.Management.Automation.ErrorCategory', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.Diagnostics.Stopwatch', aliases: [], bases: [] },
  { fullName: 'System.Tuple', aliases: [], bases: ['System.Runtime.CompilerServices.ITuple', 'System.IComparable'] },
  { fullName: 'System.Management.Automation.ActionPreference', aliases: [], bases: ['System.Enum', 'System.ValueType'] },
  { fullName: 'System.Net.WebUtility', aliases: [], bases: [] },
  { fullName: 'System.Web.HttpUtility', aliases: [], bases: [] },
  { fullName: 'System.StringComparer', aliases: [], bases: [] },
  { fullName: 'System.Globalization.CultureInfo', aliases: ['cultureinfo'], bases: [] },
  { fullName: 'System.Int32', aliases: ['int', 'int32'], bases: NUM },
  { fullName: 'System.Int64', aliases: ['long', 'int64'], bases: NUM },
  { fullName: 'System.Int16', aliases: ['short', 'int16'], bases: NUM },
  { fullName: 'System.Byte', aliases: ['byte'], bases: NUM },
  { fullName: 'System.SByte', aliases: ['sbyte'], bases: NUM },
  { fullName: 'System.UInt16', aliases: ['ushort', 'uint16'], bases: NUM },
  { fullName: 'System.UInt32', aliases: ['uint', 'uint32'], bases: NUM },
  { fullName: 'System.UInt64', aliases: ['ulong', 'uint64'], bases: NUM },
  { fullName: 'System.Double', aliases: ['double'], bases: NUM },
  { fullName: 'System.Single', aliases: ['float', 'single'], bases: NUM },
  { fullName: 'System.Decimal', aliases: ['decimal'], bases: NUM },
  { fullName: 'System.Numerics.BigInteger', aliases: ['bigint'], bases: NUM },
  { fullName: 'System.String', aliases: ['string'], bases: ['System.IComparable', ...ENUMERABLE] },
  { fullName: 'System.Char', aliases: ['char'], bases: ['System.ValueType', 'System.IComparable'] },
  { fullName: 'System.Boolean', aliases: ['bool', 'boolean'], bases: ['System.ValueType', 'System.IComparable'] },
  { fullName: 'System.Array', aliases: ['array'], bases: LIST },
  { fullName: 'System.Object[]', aliases: [], bases: ['System.Array', ...LIST] },
  { fullName: 'System.Byte[]', aliases: [], bases: ['System.Array', ...LIST] },
  { fullName: 'System.Collections.Hashtable', aliases: ['hashtable'], bases: DICT },
  { fullName: 'System.Collections.Specialized.OrderedDictionary', aliases: ['ordered'], bases: DICT },
  { fullName: 'System.Management.Automation.OrderedHashtable', aliases: [], bases: ['System.Collections.Hashtable', ...DICT] },
  { fullName: 'System.Collections.IDictionary', aliases: [], bases: [] },
  { fullName: 'System.Collections.IEnumerable', aliases: [], bases: [] },
  { fullName: 'System.Collections.IList', aliases: [], bases: [] },
  { fullName: 'System.Collections.ICollection', aliases: [], bases: [] },
  { fullName: 'System.Collections.ArrayList', aliases: ['arraylist'], bases: LIST },
  { fullName: 'System.Collections.Generic.List', aliases: ['list'], bases: LIST },
  { fullName: 'System.Collections.ObjectModel.Collection', aliases: [], bases: LIST },
  { fullName: 'System.Collections.Queue', aliases: [], bases: ['System.Collections.ICollection', ...ENUMERABLE] },
  { fullName: 'System.Collections.Stack', aliases: [], bases: ['System.Collections.ICollection', ...ENUMERABLE] },
  { fullName: 'System.Collections.Generic.Queue', aliases: [], bases: ['System.Collections.ICollection', ...ENUMERABLE] },
  { fullName: 'System.Collections.Generic.Stack', aliases: [], bases: ['System.Collections.ICollection', ...ENUMERABLE] },
  { fullName: 'System.Collections.Generic.Dictionary', aliases: [], bases: DICT },
  { fullName: 'System.Management.Automation.PSCustomObject', aliases: ['pscustomobject'], bases: [] },
  { fullName: 'System.Management.Automation.PSObject', aliases: ['psobject'], bases: [] },
  { fullName: 'System.DateTime', aliases: ['datetime'], bases: ['System.ValueType', 'System.IComparable', 'System.IFormattable'] },
  { fullName: 'System.TimeSpan', aliases: ['timespan'], bases: ['System.ValueType', 'System.IComparable'] },
  { fullName: 'System.Guid', aliases: ['guid'], bases: VALUE },
  { fullName: 'System.Text.RegularExpressions.Regex', aliases: ['regex'], bases: [] },
  { fullName: 'System.Text.RegularExpressions.Match', aliases: [], bases: ['System.Text.RegularExpressions.Group'] },
  { fullName: 'System.Text.RegularExpressions.Group', aliases: [], bases: [] },
  { fullName: 'System.Math', aliases: ['math'], bases: [] },
  { fullName: 'System.Convert', aliases: ['convert'], bases: [] },
  { fullName: 'System.Environment', aliases: ['environment'], bases: [] },
  { fullName: 'System.Text.Encoding', aliases: [], bases: [] },
  { fullName: 'System.Text.StringBuilder', aliases: [], bases: [] },
  { fullName: 'System.Void', aliases: ['void'], bases: [] },
  { fullName: 'System.Type', aliases: ['type'], bases: [] },
  { fullName: 'System.RuntimeType', aliases: [], bases: ['System.Type'] },
  { fullName: 'System.Uri', aliases: ['uri'], bases: [] },
  { fullName: 'System.Version', aliases: ['version'], bases: [] },
  { fullName: 'System.Management.Automation.ScriptBlock', aliases: ['scriptblock'], bases: [] },
  { fullName: 'System.Management.Automation.SwitchParameter', aliases: ['switch'], bases: VALUE },
  { fullName: 'System.Management.Automation.ErrorRecord', aliases: [], bases: [] },
  { fullName: 'System.Management.Automation.PSTypeName', aliases: [], bases: [] },
  { fullName: 'System.IO.StreamReader', aliases: [], bases: ['System.IO.TextReader'] },
  { fullName: 'System.Exception', aliases: ['exception'], bases: [] },
  { fullName: 'System.SystemException', aliases: [], bases: ['System.Exception'] },
  { fullName: 'System.Management.Automation.RuntimeException', aliases: [], bases: EXC },
  { fullName: 'System.Management.Automation.ActionPreferenceStopException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.CommandNotFoundException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.ParameterBindingException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.ParameterBindingValidationException', aliases: [], bases: ['System.Management.Automation.ParameterBindingException', ...RT] },
  { fullName: 'System.Management.Automation.ParameterBindingArgumentTransformationException', aliases: [], bases: ['System.Management.Automation.ParameterBindingException', ...RT] },
  { fullName: 'System.Management.Automation.MethodInvocationException', aliases: [], bases: ['System.Management.Automation.MethodException', ...RT] },
  { fullName: 'System.Management.Automation.MethodException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.PSInvalidCastException', aliases: [], bases: ['System.InvalidCastException', ...EXC] },
  { fullName: 'System.Management.Automation.ItemNotFoundException', aliases: [], bases: ['System.Management.Automation.SessionStateException', ...RT] },
  { fullName: 'System.Management.Automation.PipelineStoppedException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.ValidationMetadataException', aliases: [], bases: RT },
  { fullName: 'Microsoft.PowerShell.Commands.WriteErrorException', aliases: [], bases: EXC },
  { fullName: 'Microsoft.PowerShell.Commands.HttpResponseException', aliases: [], bases: ['System.Net.Http.HttpRequestException', 'System.Exception'] },
  { fullName: 'System.Net.Http.HttpRequestException', aliases: [], bases: ['System.Exception'] },
  { fullName: 'System.Net.WebException', aliases: [], bases: ['System.InvalidOperationException', ...EXC] },
  { fullName: 'System.DivideByZeroException', aliases: [], bases: ['System.ArithmeticException', ...EXC] },
  { fullName: 'System.ArithmeticException', aliases: [], bases: EXC },
  { fullName: 'System.OverflowException', aliases: [], bases: ['System.ArithmeticException', ...EXC] },
  { fullName: 'System.ArgumentException', aliases: [], bases: EXC },
  { fullName: 'System.ArgumentNullException', aliases: [], bases: ['System.ArgumentException', ...EXC] },
  { fullName: 'System.ArgumentOutOfRangeException', aliases: [], bases: ['System.ArgumentException', ...EXC] },
  { fullName: 'System.InvalidOperationException', aliases: [], bases: EXC },
  { fullName: 'System.InvalidCastException', aliases: [], bases: EXC },
  { fullName: 'System.FormatException', aliases: [], bases: EXC },
  { fullName: 'System.IndexOutOfRangeException', aliases: [], bases: EXC },
  { fullName: 'System.NotImplementedException', aliases: [], bases: EXC },
  { fullName: 'System.NotSupportedException', aliases: [], bases: EXC },
  { fullName: 'System.TimeoutException', aliases: [], bases: EXC },
  { fullName: 'System.IO.IOException', aliases: [], bases: EXC },
  { fullName: 'System.IO.FileNotFoundException', aliases: [], bases: ['System.IO.IOException', ...EXC] },
  { fullName: 'System.MemberAccessException', aliases: [], bases: EXC },
  { fullName: 'System.MissingMemberException', aliases: [], bases: ['System.MemberAccessException', ...EXC] },
  { fullName: 'System.MissingFieldException', aliases: [], bases: ['System.MissingMemberException', 'System.MemberAccessException', ...EXC] },
  { fullName: 'System.MissingMethodException', aliases: [], bases: ['System.MissingMemberException', 'System.MemberAccessException', ...EXC] },
  { fullName: 'System.Collections.Generic.KeyNotFoundException', aliases: [], bases: EXC },
  { fullName: 'System.UnauthorizedAccessException', aliases: [], bases: EXC },
  { fullName: 'System.OutOfMemoryException', aliases: [], bases: EXC },
  { fullName: 'System.OperationCanceledException', aliases: [], bases: EXC },
  { fullName: 'System.Threading.Tasks.TaskCanceledException', aliases: [], bases: ['System.OperationCanceledException', ...EXC] },
  { fullName: 'System.Runtime.InteropServices.ExternalException', aliases: [], bases: EXC },
  { fullName: 'System.ComponentModel.Win32Exception', aliases: [], bases: ['System.Runtime.InteropServices.ExternalException', ...EXC] },
  { fullName: 'System.Net.Sockets.SocketException', aliases: [], bases: ['System.ComponentModel.Win32Exception', 'System.Runtime.InteropServices.ExternalException', ...EXC] },
  { fullName: 'System.Management.Automation.ParseException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.ScriptCallDepthException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.ScriptRequiresException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.SessionStateException', aliases: [], bases: RT },
  { fullName: 'System.Management.Automation.SessionStateUnauthorizedAccessException', aliases: [], bases: ['System.Management.Automation.SessionStateException', ...RT] },
  { fullName: 'System.Management.Automation.PSArgumentException', aliases: [], bases: ['System.ArgumentException', ...EXC] },
  { fullName: 'System.Management.Automation.PSInvalidOperationException', aliases: [], bases: ['System.InvalidOperationException', ...EXC] },
  { fullName: 'System.Management.Automation.HelpNotFoundException', aliases: [], bases: EXC },
];

const BY_NAME = new Map<string, TypeInfo>();
for (const t of TYPES) {
  const full = t.fullName.toLowerCase();
  BY_NAME.set(full, t);
  if (full.startsWith('system.')) BY_NAME.set(full.slice(7), t);
  for (const a of t.aliases) BY_NAME.set(a, t);
}

function info(fullName: string): TypeInfo | undefined {
  return BY_NAME.get(fullName.toLowerCase());
}

/** The canonical full name for a name as written, or null when svc does not know the type. */
/** Every type name a type literal can use, accelerators and full names (tab completion after `[`). */
export function knownTypeNames(): string[] {
  return TYPES.flatMap((t) => [...t.aliases, t.fullName]);
}

/**
 * The one resolution of a type name as written (`int`, `System.Int32`, `string[]`, `List[Person]`) to its full name,
 * or null when unknown. .NET's types and accelerators come first; then the types the session's scripts defined
 * (`types`: the session's TypeRegistry, about_Classes), so a name resolves only in the session that defined it.
 */
export function resolveTypeName(name: string, types?: TypeRegistry | null): string | null {
  const n = name.trim().replace(/\s+/g, '');
  if (n.endsWith('[]')) {
    const el = resolveTypeName(n.slice(0, -2), types);
    return el === null ? null : el + '[]';
  }
  const generic = /^(.+?)\[(.+)\]$/.exec(n);
  if (generic) {
    const base = info(generic[1]) ?? info('System.Collections.Generic.' + generic[1]);
    const args = generic[2].split(',').map((a) => resolveTypeName(a.replace(/^\[|\]$/g, ''), types));
    if (!base || args.some((a) => a === null)) return null;
    return `${base.fullName}[${args.join(',')}]`;
  }
  const builtin = info(n)?.fullName;
  if (builtin !== undefined) return builtin;
  const user = types?.get(n);
  return user === undefined ? null : user.kind === 'enum' ? user.fullName : user.name;
}

/** `[int]`, `[System.Int32]`, `[string[]]`, `[Person]`: the type object, or null when unknown (the caller reports TypeNotFound). */
export function resolveType(name: string | PSTypeValue, types?: TypeRegistry | null): PSTypeValue | null {
  if (name instanceof PSTypeValue) return name;
  const full = resolveTypeName(name, types);
  if (full === null) return null;
  return new PSTypeValue(full, types?.get(full) ?? null);
}

/** The .NET full type name of a value (what .GetType().FullName shows). */
export function typeNameOf(v: unknown): string {
  if (v === null || v === undefined) return 'System.Object';
  switch (typeof v) {
    case 'string': return 'System.String';
    case 'boolean': return 'System.Boolean';
    case 'number': return (v | 0) === v ? 'System.Int32' : 'System.Double';
    case 'bigint': return 'System.Numerics.BigInteger';
    default: break;
  }
  if (v instanceof PSNumber) return v.type;
  if (v instanceof PSList) return v.typeName ?? 'System.Collections.ArrayList';
  if (v instanceof PSTypedArray) return v.elementType + '[]';
  if (Array.isArray(v)) return 'System.Object[]';
  if (v instanceof Uint8Array) return 'System.Byte[]';
  if (v instanceof PSHashtable) return v.typeName ?? (v.ordered ? 'System.Collections.Specialized.OrderedDictionary' : 'System.Collections.Hashtable');
  if (v instanceof PSObject) return v.typeNames[0] ?? 'System.Management.Automation.PSCustomObject';
  if (v instanceof ScriptBlockValue) return 'System.Management.Automation.ScriptBlock';
  if (v instanceof PSChar) return 'System.Char';
  if (v instanceof PSDateTime) return 'System.DateTime';
  if (v instanceof PSTimeSpan) return 'System.TimeSpan';
  if (v instanceof PSGuid) return 'System.Guid';
  if (v instanceof PSTypeValue) return 'System.RuntimeType';
  if (v instanceof ErrorRecord) return 'System.Management.Automation.ErrorRecord';
  if (v instanceof PSException) return v.typeName;
  return registeredTypeName(v)?.name ?? 'System.Object';
}

function chainOf(fullName: string, out: Set<string>): void {
  if (out.has(fullName)) return;
  out.add(fullName);
  const t = info(fullName);
  if (t) for (const b of t.bases) chainOf(b, out);
  else if (fullName.endsWith('[]')) for (const b of ['System.Array', ...LIST]) out.add(b);
  else {
    // A generic instance (List[string], Collection[psobject]) is what its generic definition is.
    const generic = /^([^[]+)\[.+\]$/.exec(fullName);
    if (generic && info(generic[1])) chainOf(generic[1], out);
  }
}

/** Every type a value is an instance of (for -is and typed catch), full names. */
export function typeChainOf(v: unknown): Set<string> {
  const out = new Set<string>();
  if (v === null || v === undefined) return out;
  chainOf(typeNameOf(v), out);
  if (v instanceof PSObject) for (const t of v.typeNames) chainOf(t, out);
  if (v instanceof PSObject) out.add('System.Management.Automation.PSObject');
  if (v instanceof PSException) out.add('System.Exception');
  const reg = registeredTypeName(v);
  if (reg) for (const b of reg.bases) chainOf(b, out);
  out.add('System.Object');
  return out;
}

/** `$v -is [type]` (about_Type_Operators). `type` is a name as written or a type object; unknown names throw. */
export function isInstanceOfResolved(v: unknown, fullName: string): boolean {
  if (v === null || v === undefined) return false;
  return typeChainOf(v).has(fullName) || [...typeChainOf(v)].some((t) => t.toLowerCase() === fullName.toLowerCase());
}

/** The PowerShell accelerator name for a full name ("System.Int32" -> "int"), or the full name. */
export function shortTypeName(fullName: string): string {
  const t = info(fullName);
  return t && t.aliases.length ? t.aliases[0] : fullName;
}

/** An exception type's base types from the table, most derived first (typed catch matches them). */
export function exceptionBasesOf(fullName: string): string[] {
  const out = new Set<string>();
  chainOf(fullName, out);
  out.delete(fullName);
  out.delete('System.Exception');
  out.delete('System.Object');
  return [...out];
}

/** The exception hierarchy for the parser's catch-order check (ExceptionTypeAlreadyCaught): parse()'s catchTypes. */
export const catchTypes: CatchTypeResolver = (name) => {
  const fullName = resolveTypeName(name);
  if (fullName === null) return null;
  const chain = new Set<string>();
  chainOf(fullName, chain);
  return { fullName, chain };
};
