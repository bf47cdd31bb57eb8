// Sort-Object (sort): collects the input and writes it sorted by one or more keys; stable, as PowerShell 7's sort.
// Keys are property names, script blocks, or @{Expression=...; Descending=$true} (about_Calculated_Properties).
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { toBoolean } from '../../values/index.js';
import { keyComparer, keyedInput, parsePropertySpecs, specOption } from '../property-spec.js';
import type { PropertySpec } from '../property-spec.js';
import { collectingState, collectInput, collectedInput } from '../collect-input.js';


const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to sort.' },
  { name: 'Property', type: 'object[]', position: 0, help: 'Sort keys: names, script blocks or @{Expression=...; Descending=$true}.' },
  { name: 'Descending', type: 'switch', help: 'Sorts from largest to smallest.' },
  { name: 'Unique', type: 'switch', help: 'Writes each distinct key once.' },
  { name: 'CaseSensitive', type: 'switch', help: 'Compares strings case-sensitively.' },
  { name: 'Stable', type: 'switch', hint: true, help: 'A hint: the sort is always stable, so equal objects keep their input order.' },
  { name: 'Top', type: 'int', parameterSets: ['Top'], mandatory: true, validateRange: [1, 2147483647], help: 'Writes only the first N sorted objects.' },
  { name: 'Bottom', type: 'int', parameterSets: ['Bottom'], mandatory: true, validateRange: [1, 2147483647], help: 'Writes only the last N sorted objects.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const sortObject = defineCommand({
  name: 'Sort-Object',
  aliases: ['sort'],
  synopsis: 'Sorts objects by property values.',
  description: 'Collects all input objects and writes them in order. Without -Property, objects are compared as values '
    + '(numbers numerically, strings case-insensitively). Several keys sort by the first, then the next. Equal objects keep '
    + 'their input order. -Unique writes one object per distinct key.',
  defaultParameterSet: 'Default',
  parameters: PARAMETERS,
  examples: [
    { code: '3,1,2 | Sort-Object', remarks: 'Writes 1, 2, 3.', output: '1\n2\n3' },
    { code: "[pscustomobject]@{ Url = '/a' }, [pscustomobject]@{ Url = '/c' }, [pscustomobject]@{ Url = '/b' } | Sort-Object Url -Descending", remarks: 'Endpoints by Url, Z to A.',
      output: 'Url\n---\n/c\n/b\n/a' },
    { code: "$people = [pscustomobject]@{ Name = 'Cy'; Age = 30 }, [pscustomobject]@{ Name = 'Al'; Age = 30 }, [pscustomobject]@{ Name = 'Bo'; Age = 41 }\n$people | Sort-Object @{Expression='Age'; Descending=$true}, Name", remarks: 'Oldest first, then by name.',
      output: 'Name Age\n---- ---\nBo    41\nAl    30\nCy    30' },
  ],
  state: collectingState,
  process: collectInput,
  end(ctx) {
    const specs = ctx.bound.has('Property') ? parsePropertySpecs(ctx, ctx.params.Property!, 'Sort-Object', ['ascending', 'descending']) : [];
    const keyed = keyedInput(ctx, specs, collectedInput(ctx));
    const directions = specs.length ? specs.map((s) => direction(ctx, s)) : [ctx.params.Descending === true ? -1 : 1];
    const compare = keyComparer(ctx.params.CaseSensitive === true, directions);
    let sorted = keyed.sort(compare);
    if (ctx.params.Unique === true) sorted = sorted.filter((k, i) => i === 0 || compare(sorted[i - 1], k) !== 0);
    if (ctx.bound.has('Top')) sorted = sorted.slice(0, ctx.params.Top);
    if (ctx.bound.has('Bottom')) sorted = sorted.slice(-ctx.params.Bottom!);
    for (const k of sorted) ctx.writeOutput(k.value, false);
  },
});

/** 1 ascending, -1 descending: a key's own Ascending/Descending entry wins over -Descending. */
function direction(ctx: Context, spec: PropertySpec): number {
  const desc = specOption(spec, 'descending');
  if (desc !== undefined) return toBoolean(desc) ? -1 : 1;
  const asc = specOption(spec, 'ascending');
  if (asc !== undefined) return toBoolean(asc) ? 1 : -1;
  return ctx.params.Descending === true ? -1 : 1;
}
