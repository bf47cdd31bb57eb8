// Get-Member (gm): the type name, properties and methods of each distinct type of input. It reads the member table
// member access uses (values/member-registry.ts listMembers), so what it lists is exactly what `$x.Name` reaches;
// a PSCustomObject's note properties come first as NoteProperty. Members are sorted as PowerShell sorts them: by
// MemberType name, then by Name.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { PSClassInstance } from '../../values/index.js';
import { hasWildcard, toStringValue, wildcardMatch, listMembers, shortTypeName, typeNameOf } from '../../values/index.js';
import type { MemberListing } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

const MEMBER_DEFINITION = 'Microsoft.PowerShell.Commands.MemberDefinition';
const MEMBER_TYPES = ['All', 'Property', 'NoteProperty', 'Method', 'Properties', 'Methods'];

interface Member { name: string; memberType: string; definition: string }

const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The object whose members are listed.' },
  { name: 'Name', type: 'string[]', position: 0, help: 'Member names to list (wildcards allowed).' },
  { name: 'MemberType', type: 'string[]', aliases: ['Type'], validateSet: MEMBER_TYPES, help: 'Property, NoteProperty, Method, or All.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const getMember = defineCommand({
  name: 'Get-Member',
  aliases: ['gm'],
  synopsis: 'Gets the properties and methods of objects.',
  description: 'Writes one MemberDefinition (TypeName, Name, MemberType, Definition) per member of each distinct type of '
    + 'input. Members come from the same table member access uses; method definitions name the method only (svc keeps '
    + 'no .NET signatures).',
  parameters: PARAMETERS,
  examples: [
    { code: "'hello' | Get-Member", remarks: 'The members of System.String: Length, ToUpper(), Split()...',
      output: '   TypeName: System.String\n\nName             MemberType Definition\n----             ---------- ----------\nCompareTo        Method     CompareTo(...)\nContains         Method     Contains(...)\nEndsWith         Method     EndsWith(...)\nEquals           Method     Equals(...)\nGetHashCode      Method     GetHashCode(...)\nGetType          Method     GetType(...)\nIndexOf          Method     IndexOf(...)\nIndexOfAny       Method     IndexOfAny(...)\nInsert           Method     Insert(...)\nLastIndexOf      Method     LastIndexOf(...)\nNormalize        Method     Normalize(...)\nPadLeft          Method     PadLeft(...)\nPadRight         Method     PadRight(...)\nRemove           Method     Remove(...)\nReplace          Method     Replace(...)\nSplit            Method     Split(...)\nStartsWith       Method     StartsWith(...)\nSubstring        Method     Substring(...)\nToCharArray      Method     ToCharArray(...)\nToLower          Method     ToLower(...)\nToLowerInvariant Method     ToLowerInvariant(...)\nToString         Method     ToString(...)\nToUpper          Method     ToUpper(...)\nToUpperInvariant Method     ToUpperInvariant(...)\nTrim             Method     Trim(...)\nTrimEnd          Method     TrimEnd(...)\nTrimStart        Method     TrimStart(...)\nLength           Property   int Length {get;}' },
    { code: "[pscustomobject]@{Name='Ann'; Age=5} | Get-Member -MemberType NoteProperty", remarks: 'The note properties Age and Name.',
      output: '   TypeName: System.Management.Automation.PSCustomObject\n\nName MemberType   Definition\n---- ----------   ----------\nAge  NoteProperty int Age=5\nName NoteProperty string Name=Ann' },
    { code: 'Get-Member -InputObject @(1, 2)', remarks: 'The members of the array itself (System.Object[]), not of its elements.',
      output: '   TypeName: System.Object[]\n\nName           MemberType Definition\n----           ---------- ----------\nAdd            Method     Add(...)\nClear          Method     Clear(...)\nClone          Method     Clone(...)\nContains       Method     Contains(...)\nEquals         Method     Equals(...)\nGetHashCode    Method     GetHashCode(...)\nGetLength      Method     GetLength(...)\nGetLowerBound  Method     GetLowerBound(...)\nGetType        Method     GetType(...)\nGetUpperBound  Method     GetUpperBound(...)\nGetValue       Method     GetValue(...)\nIndexOf        Method     IndexOf(...)\nLastIndexOf    Method     LastIndexOf(...)\nRemove         Method     Remove(...)\nSetValue       Method     SetValue(...)\nToString       Method     ToString(...)\nCount          Property   int Count {get;}\nIsFixedSize    Property   bool IsFixedSize {get;}\nIsReadOnly     Property   bool IsReadOnly {get;}\nIsSynchronized Property   bool IsSynchronized {get;}\nLength         Property   int Length {get;}\nLongLength     Property   int LongLength {get;}\nRank           Property   int Rank {get;}' },
  ],
  outputType: MEMBER_DEFINITION,
  state: () => ({ types: new Set<string>(), any: false }),
  process(ctx) {
    if (!ctx.bound.has('InputObject')) return;
    ctx.state.any = true;
    const value = ctx.params.InputObject;
    if (value === null || value === undefined) return;
    const typeName = typeNameOf(value);
    const types = ctx.state.types;
    if (types.has(typeName)) return;
    types.add(typeName);
    for (const m of selected(ctx, membersOf(value))) {
      ctx.writeOutput(PSObject.from([['TypeName', typeName], ['Name', m.name], ['MemberType', m.memberType], ['Definition', m.definition]], [MEMBER_DEFINITION, 'System.Object']));
    }
  },
  end(ctx) {
    if (ctx.state.any) return;
    ctx.writeError(cmdletError('Get-Member', 'You must specify an object for the Get-Member cmdlet.', 'NoObjectInGetMember', 'CloseError', null, 'System.InvalidOperationException'));
  },
});

function membersOf(value: unknown): Member[] {
  const notes: Member[] = value instanceof PSClassInstance ? classMembersOf(value) : value instanceof PSObject
    ? value.properties().map((p) => ({ name: p.name, memberType: 'NoteProperty', definition: `${valueType(p.value)} ${p.name}=${toStringValue(p.value)}` }))
    : [];
  const own = new Set(notes.map((n) => n.name.toLowerCase()));
  const listed = listMembers(value).filter((m) => !(value instanceof PSObject && m.memberType === 'Property' && value.hasProperty(m.name))
    && !(value instanceof PSClassInstance && own.has(m.name.toLowerCase())));
  const members = [...notes, ...listed.map((m) => ({ name: m.name, memberType: m.memberType, definition: definition(value, m) }))];
  return members.sort((a, b) => a.memberType.localeCompare(b.memberType) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/**
 * An instance of a script's class: its declared properties are Properties (`string Name {get;set;}`) and its methods
 * Methods, the hidden ones left out (about_Hidden).
 */
function classMembersOf(value: PSClassInstance): Member[] {
  const cls = value.classType;
  const props = value.properties().map((p) => ({ name: p.name, memberType: 'Property', definition: `${p.typeName ?? 'System.Object'} ${p.name} {get;set;}` }));
  const seen = new Set<string>();
  const methods: Member[] = [];
  for (let c: typeof cls | null = cls; c !== null; c = c.base) {
    for (const m of c.methods) {
      if (m.isStatic || m.isHidden || seen.has(m.name.toLowerCase())) continue;
      seen.add(m.name.toLowerCase());
      methods.push({ name: m.name, memberType: 'Method', definition: `${m.returnType ?? 'void'} ${m.name}(${m.parameters.map((p) => p.typeName ?? 'System.Object').join(', ')})` });
    }
  }
  return [...props, ...methods];
}

/** PowerShell's Definition column: `int Length {get;}` for a property; for a method, its name and parentheses. */
function definition(target: unknown, m: MemberListing): string {
  if (m.memberType === 'Method') return `${m.name}(...)`;
  let type = 'System.Object';
  try { type = valueType(m.get!(target, null)); } catch { /* a getter that needs the session: its type stays unknown */ }
  return `${type} ${m.name} {get;${m.settable ? 'set;' : ''}}`;
}

function valueType(v: unknown): string {
  return v === null || v === undefined ? 'System.Object' : shortTypeName(typeNameOf(v));
}

function selected(ctx: Context, members: Member[]): Member[] {
  const names = ctx.params.Name;
  const kinds = (ctx.params.MemberType ?? ['All']).map((k) => k.toLowerCase());
  const kindOk = (m: Member) => kinds.includes('all')
    || kinds.includes(m.memberType.toLowerCase())
    || (kinds.includes('properties') && m.memberType.endsWith('Property'))
    || (kinds.includes('methods') && m.memberType === 'Method');
  const nameOk = (m: Member) => !names || names.some((n) => (hasWildcard(n) ? wildcardMatch(m.name, n) : m.name.toLowerCase() === n.toLowerCase()));
  return members.filter((m) => kindOk(m) && nameOk(m));
}
