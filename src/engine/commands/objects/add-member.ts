// Add-Member: adds note properties, script properties and script methods to an object (the cmdlet reference,
// Add-Member; test/powershell/Modules/Microsoft.PowerShell.Utility/Add-Member.Tests.ps1). Two positional arguments
// are a note property's name and value, three are a member type, name and value, and a dictionary adds one note
// property per key. A member that exists is an error unless -Force; -PassThru writes the object.
import { defineCommand, parameterList, type CommandContext, type ParamsOf } from '../declaration.js';
import { ensureInstanceMembers, PSObject, ScriptBlockValue } from '../../values/types.js';
import { hasProperty, toStringValue as toText, typeNameOf } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

const NAME = 'Add-Member';
const TYPES = ['NoteProperty', 'ScriptProperty', 'ScriptMethod', 'AliasProperty'];

const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'object', mandatory: true, valueFromPipeline: true, help: 'The object to add members to.' },
  { name: 'MemberType', type: 'string', position: 0, mandatory: true, aliases: ['Type'], parameterSets: ['MemberSet'], help: 'NoteProperty, ScriptProperty, ScriptMethod or AliasProperty.' },
  { name: 'Name', type: 'string', position: 1, mandatory: true, parameterSets: ['MemberSet'], help: 'The member name.' },
  { name: 'Value', type: 'object', position: 2, parameterSets: ['MemberSet'], help: "The note's value, the getter or method block, or the aliased property's name." },
  { name: 'SecondValue', type: 'object', position: 3, parameterSets: ['MemberSet'], help: "A ScriptProperty's setter block." },
  { name: 'NotePropertyName', type: 'string', position: 0, mandatory: true, parameterSets: ['NotePropertySingleMemberSet'], help: 'The note property name.' },
  { name: 'NotePropertyValue', type: 'object', position: 1, mandatory: true, allowNull: true, parameterSets: ['NotePropertySingleMemberSet'], help: 'The note property value.' },
  { name: 'NotePropertyMembers', type: 'hashtable', position: 0, mandatory: true, parameterSets: ['NotePropertyMultiMemberSet'], help: 'Note property names and values.' },
  { name: 'TypeName', type: 'string', help: 'A type name to put first in the object\'s PSTypeNames.' },
  { name: 'Force', type: 'switch', help: 'Replaces a member of the same name.' },
  { name: 'PassThru', type: 'switch', help: 'Writes the object after adding the members.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const addMember = defineCommand({
  name: NAME,
  synopsis: 'Adds custom properties and methods to an instance of a PowerShell object.',
  description: 'Adds a NoteProperty, ScriptProperty (a getter block, optionally a setter block as -SecondValue), '
    + 'ScriptMethod or AliasProperty to a custom object; -NotePropertyMembers adds a note property per dictionary key.',
  defaultParameterSet: 'NotePropertySingleMemberSet',
  parameters: PARAMETERS,
  examples: [
    { code: "$o = [pscustomobject]@{ N = 2 }; $o | Add-Member -MemberType ScriptProperty -Name Twice -Value { $this.N * 2 }; $o.Twice", remarks: 'Writes 4.',
      output: '4' },
    { code: "[pscustomobject]@{} | Add-Member -NotePropertyMembers @{ a = 1; b = 2 } -PassThru", remarks: 'An object with a and b.',
      output: 'a b\n- -\n1 2' },
  ],
  process(ctx) {
    const target = ctx.params.InputObject;
    // A PSObject takes the members itself; any other object (array, hashtable, list...) keeps them beside it, found
    // again wherever the same object goes (values/types.ts instanceMembersOf).
    const members = target instanceof PSObject ? target : typeof target === 'object' && target !== null ? ensureInstanceMembers(target) : null;
    if (members === null) {
      ctx.writeError(cmdletError(NAME, `svc adds members to objects, not to a ${typeNameOf(target)} value (PowerShell wraps it in a PSObject); use [pscustomobject]@{ Value = ... } instead.`,
        'CannotAddMemberToObject', 'NotImplemented', target, 'System.NotSupportedException'));
      return;
    }
    for (const [name, add] of membersToAdd(ctx)) {
      const own = members.hasProperty(name) || members.scriptMethods?.has(name.toLowerCase()) === true;
      if (own || (members !== target && hasProperty(target, name))) {
        if (ctx.params.Force !== true || !own) { ctx.writeError(memberExists(name, target)); return; }
        members.removeProperty(name);
        members.scriptMethods?.delete(name.toLowerCase());
      }
      add(members);
    }
    if (ctx.params.TypeName !== undefined) members.typeNames.unshift(ctx.params.TypeName);
    if (ctx.params.PassThru === true) ctx.writeOutput(target, false);
  },
});

type Adder = [string, (o: PSObject) => void];

function membersToAdd(ctx: Context): Adder[] {
  const p = ctx.params;
  if (ctx.bound.has('NotePropertyMembers')) {
    const h = p.NotePropertyMembers!;
    return h.entries().map(([k, v]): Adder => [toText(k), (o) => o.setProperty(toText(k), v)]);
  }
  if (ctx.bound.has('NotePropertyName')) {
    const name = p.NotePropertyName!;
    return [[name, (o) => o.setProperty(name, p.NotePropertyValue)]];
  }
  const name = p.Name!;
  const type = TYPES.find((t) => t.toLowerCase() === String(p.MemberType).toLowerCase());
  if (type === undefined) {
    return ctx.throwTerminating(cmdletError(NAME, `Cannot add a member of type "${String(p.MemberType)}": svc supports ${TYPES.join(', ')}.`,
      'CannotAddMemberType', 'InvalidOperation', null, 'System.InvalidOperationException'));
  }
  if (type === 'NoteProperty') return [[name, (o) => o.setProperty(name, p.Value ?? null)]];
  if (type === 'AliasProperty') return [[name, (o) => o.setAliasProperty(name, toText(p.Value))]];
  const block = scriptBlockArg(ctx, p.Value, 'Value');
  if (type === 'ScriptMethod') return [[name, (o) => o.setScriptMethod(name, block)]];
  const setter = p.SecondValue === undefined || p.SecondValue === null ? null : scriptBlockArg(ctx, p.SecondValue, 'SecondValue');
  return [[name, (o) => o.setScriptProperty(name, block, setter)]];
}

function scriptBlockArg(ctx: CommandContext, v: unknown, param: string): ScriptBlockValue {
  if (v instanceof ScriptBlockValue) return v;
  return ctx.throwTerminating(cmdletError(NAME, `Cannot convert the "${toText(v)}" value of type "${typeof v === 'string' ? 'System.String' : 'System.Object'}" to type "System.Management.Automation.ScriptBlock" (-${param}).`,
    'ConvertToFinalInvalidCastException', 'InvalidArgument', v, 'System.Management.Automation.PSInvalidCastException'));
}

function memberExists(name: string, target: unknown) {
  return cmdletError(NAME, `Cannot add a member with the name "${name}" because a member with that name already exists. To overwrite the member anyway, add the Force parameter to your command.`,
    'MemberAlreadyExists', 'InvalidOperation', target, 'System.InvalidOperationException');
}
