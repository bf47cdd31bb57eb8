// Where-Object (?, where): keeps the pipeline objects for which a script block is true, or the simplified syntax
// `Where-Object Name -eq 'x'` (about_Where-Object; one parameter set per comparison operator, as PowerShell declares it).
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { PSTypeValue } from '../../values/types.js';
import type { ScriptBlockValue } from '../../values/types.js';
import { isInstanceOf, compareValues, propertyValue, toBoolean, toStringValue, equalValues, wildcardMatch } from '../../values/index.js';

type Test = (left: unknown, right: unknown) => boolean;

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
const regex = (pattern: unknown, cs: boolean) => new RegExp(toStringValue(pattern), cs ? 'u' : 'iu');
const contains = (cs: boolean): Test => (l, r) => asList(l).some((x) => equalValues(x, r, cs));
const within = (cs: boolean): Test => (l, r) => asList(r).some((x) => equalValues(l, x, cs));

/** Operator switches: name -> test(property value, -Value). The C-prefixed ones are case-sensitive. */
const OPERATORS: Record<string, Test> = {};
function both(name: string, make: (cs: boolean) => Test): void {
  OPERATORS[name] = make(false);
  OPERATORS['C' + name] = make(true);
}
both('EQ', (cs) => (l, r) => equalValues(l, r, cs));
both('NE', (cs) => (l, r) => !equalValues(l, r, cs));
both('GT', (cs) => (l, r) => compareValues(l, r, cs) > 0);
both('GE', (cs) => (l, r) => compareValues(l, r, cs) >= 0);
both('LT', (cs) => (l, r) => compareValues(l, r, cs) < 0);
both('LE', (cs) => (l, r) => compareValues(l, r, cs) <= 0);
both('Like', (cs) => (l, r) => wildcardMatch(toStringValue(l), toStringValue(r), cs));
both('NotLike', (cs) => (l, r) => !wildcardMatch(toStringValue(l), toStringValue(r), cs));
both('Match', (cs) => (l, r) => regex(r, cs).test(toStringValue(l)));
both('NotMatch', (cs) => (l, r) => !regex(r, cs).test(toStringValue(l)));
both('Contains', contains);
both('NotContains', (cs) => (l, r) => !contains(cs)(l, r));
both('In', within);
both('NotIn', (cs) => (l, r) => !within(cs)(l, r));
// -Is / -IsNot take a type (about_Type_Operators); they have no case-sensitive twin.
OPERATORS.Is = (l, r) => isInstanceOf(l, typeOf(r));
OPERATORS.IsNot = (l, r) => !isInstanceOf(l, typeOf(r));

function typeOf(v: unknown): string | PSTypeValue {
  return v instanceof PSTypeValue ? v : toStringValue(v).replace(/^\[(.+)\]$/, '$1');
}

const SET_OF = (op: string) => op + 'Set';
const OPERATOR_NAMES = Object.keys(OPERATORS) as (keyof typeof OPERATORS)[];
const ALL_OPERATOR_SETS = [...OPERATOR_NAMES.map(SET_OF), 'IsTrueSet', 'NotSet'];

const operatorParameters = OPERATOR_NAMES.map((op) => ({
  name: op, type: 'switch' as const, mandatory: true, parameterSets: [SET_OF(op)],
  aliases: (op.startsWith('C') && !op.startsWith('Contains')) || op.startsWith('Is') ? [] : ['I' + op],
  help: `Keeps objects for which \`$_.<Property> -${op.toLowerCase()} <Value>\` is true.`,
}));

const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to filter.' },
  { name: 'FilterScript', type: 'scriptblock', position: 0, mandatory: true, parameterSets: ['ScriptBlockSet'], help: 'The condition, run per object.' },
  { name: 'Property', type: 'string', position: 0, mandatory: true, parameterSets: ALL_OPERATOR_SETS, help: 'The property to compare.' },
  { name: 'Value', type: 'object', position: 1, parameterSets: OPERATOR_NAMES.map(SET_OF), help: 'The value to compare with.' },
  ...operatorParameters,
  { name: 'Not', type: 'switch', mandatory: true, parameterSets: ['NotSet'], help: 'Keeps objects whose property is false or absent.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const whereObject = defineCommand({
  name: 'Where-Object',
  aliases: ['?', 'where'],
  synopsis: 'Selects objects from a collection based on their property values.',
  description: 'With a script block, keeps each object for which the block returns a true value ($_ is the object). '
    + 'The simplified syntax compares one property: `Where-Object Status -eq Running`; with only a property name, '
    + 'keeps objects whose property is true; -Not keeps those whose property is false.',
  defaultParameterSet: 'IsTrueSet',
  parameters: PARAMETERS,
  examples: [
    { code: '1..10 | Where-Object { $_ % 2 -eq 0 }', remarks: 'Writes the even numbers.', output: '2\n4\n6\n8\n10' },
    { code: "[pscustomobject]@{ Url = '/users' }, [pscustomobject]@{ Url = '/orders' } | Where-Object Url -like '/user*'", remarks: 'Keeps endpoints whose Url starts with /user.',
      output: 'Url\n---\n/users' },
    { code: 'Get-Command | ? Name -match Object', remarks: 'Commands whose name contains "Object".',
      output: 'CommandType Name           Version Source\n----------- ----           ------- ------\nCmdlet      Compare-Object         Microsoft.PowerShell.Utility\nCmdlet      ForEach-Object         Microsoft.PowerShell.Core\nCmdlet      Group-Object           Microsoft.PowerShell.Utility\nCmdlet      Measure-Object         Microsoft.PowerShell.Utility\nCmdlet      New-Object             Microsoft.PowerShell.Utility\nCmdlet      Select-Object          Microsoft.PowerShell.Utility\nCmdlet      Sort-Object            Microsoft.PowerShell.Utility\nCmdlet      Tee-Object             Microsoft.PowerShell.Utility\nCmdlet      Where-Object           Microsoft.PowerShell.Core' },
  ],
  process(ctx) {
    const input = ctx.params.InputObject ?? null;
    if (keep(ctx, input)) ctx.writeOutput(input, false);
  },
});

function keep(ctx: Context, input: unknown): boolean {
  if (ctx.bound.has('FilterScript')) return toBoolean(ctx.invokeScriptBlock(ctx.params.FilterScript as ScriptBlockValue, input));
  const left = propertyValue(input, ctx.params.Property as string, ctx.valueContext);
  if (ctx.bound.has('Not')) return !toBoolean(left);
  const op = OPERATOR_NAMES.find((name) => ctx.bound.has(name));
  if (!op) return toBoolean(left);
  return OPERATORS[op](left ?? null, ctx.params.Value ?? null);
}
