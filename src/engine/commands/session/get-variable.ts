// Get-Variable: the session's variables (about_Variables, about_Scopes), by name with wildcards.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { compareValues, hasWildcard, wildcardMatch } from '../../values/index.js';
import { cmdletError, unsupportedParameter } from '../cmdlet-errors.js';

export function variableObject(name: string, value: unknown): PSObject {
  return PSObject.from([['Name', name], ['Value', value]], ['System.Management.Automation.PSVariable', 'System.Object']);
}

const PARAMETERS = parameterList([
  { name: 'Name', type: 'string[]', position: 0, valueFromPipeline: true, valueFromPipelineByPropertyName: true, help: 'Variable names (wildcards allowed).' },
  { name: 'ValueOnly', type: 'switch', help: 'Writes only the values.' },
  { name: 'Exclude', type: 'string[]', help: 'Names to leave out (wildcards allowed).' },
  { name: 'Scope', type: 'string', help: 'Refused for now: svc reads variables as the current scope sees them.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const getVariable = defineCommand({
  name: 'Get-Variable',
  aliases: ['gv'],
  synopsis: 'Gets the variables in the current console.',
  description: 'Writes a variable object (Name, Value) for each variable whose name matches -Name (wildcards allowed), '
    + 'or just the values with -ValueOnly. A name without wildcards that matches nothing is an error.',
  parameters: PARAMETERS,
  examples: [
    { code: '$x = 5; Get-Variable x', remarks: 'Writes the variable x with its value 5.', output: 'Name Value\n---- -----\nx        5' },
    { code: '$x = 5; Get-Variable -Name x -ValueOnly', remarks: 'Writes 5.',
      output: '5' },
    { code: "$Pa = 1; $Pb = 2; Get-Variable -Name 'P?'", remarks: 'Every variable whose name is P and one more character.',
      output: 'Name Value\n---- -----\nPa       1\nPb       2' },
  ],
  begin(ctx) {
    if (ctx.bound.has('Scope')) ctx.throwTerminating(unsupportedParameter('Get-Variable', 'Scope', 'it reads variables only as the current scope sees them; use $global:name or $script:name.'));
  },
  process(ctx) {
    const names = ctx.params.Name ?? ['*'];
    for (const name of names) writeMatches(ctx, name);
  },
});

function writeMatches(ctx: Context, pattern: string): void {
  const exclude = ctx.params.Exclude ?? [];
  const emit = (name: string, value: unknown) => ctx.writeOutput(ctx.params.ValueOnly === true ? value : variableObject(name, value), ctx.params.ValueOnly === true);
  if (!hasWildcard(pattern)) {
    const found = ctx.getVariable(pattern);
    if (found.found && !exclude.some((e) => wildcardMatch(pattern, e))) emit(pattern, found.value);
    else if (!found.found) {
      ctx.writeError(cmdletError('Get-Variable', `Cannot find a variable with the name '${pattern}'.`, 'VariableNotFound', 'ObjectNotFound', pattern,
        'System.Management.Automation.ItemNotFoundException'));
    }
    return;
  }
  const matches = ctx.listVariables()
    .filter((v) => wildcardMatch(v.name, pattern) && !exclude.some((e) => wildcardMatch(v.name, e)))
    .sort((a, b) => compareValues(a.name, b.name));
  for (const v of matches) emit(v.name, v.value);
}
