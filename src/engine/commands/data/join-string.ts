// Join-String: joins the pipeline objects (or one property / script block of each) into one string.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { formatOperator, toStringValue } from '../../values/index.js';
import { evaluateSpec, parsePropertySpecs } from '../property-spec.js';

const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'object[]', valueFromPipeline: true, help: 'The objects to join.' },
  { name: 'Property', type: 'object', position: 0, help: 'A property name or script block giving the text of each object.' },
  { name: 'Separator', type: 'string', position: 1, help: 'The text between items (none by default).' },
  { name: 'OutputPrefix', type: 'string', aliases: ['op'], help: 'Text before the result.' },
  { name: 'OutputSuffix', type: 'string', aliases: ['os'], help: 'Text after the result.' },
  { name: 'SingleQuote', type: 'switch', help: "Wraps each item in single quotes." },
  { name: 'DoubleQuote', type: 'switch', help: 'Wraps each item in double quotes.' },
  { name: 'FormatString', type: 'string', help: 'A -f format applied to each item, e.g. "[{0}]".' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const joinString = defineCommand({
  name: 'Join-String',
  synopsis: 'Combines objects from the pipeline into a single string.',
  description: 'Collects the input, takes each object (or its -Property, a name or script block), optionally quotes or '
    + 'formats it, and writes one string joined with -Separator between -OutputPrefix and -OutputSuffix.',
  parameters: PARAMETERS,
  examples: [
    { code: "1..3 | Join-String -Separator ', '", remarks: 'Writes "1, 2, 3".', output: '1, 2, 3' },
    { code: "Get-Command | Select-Object -First 3 | Join-String Name -Separator ';' -OutputPrefix 'Commands: '", remarks: 'Names joined by ;.',
      output: 'Commands: Add-Content;Add-Member;Clear-History' },
    { code: "'a','b' | Join-String -SingleQuote -Separator ','", remarks: "Writes 'a','b'.", output: '\'a\',\'b\'' },
  ],
  state: () => ({ items: [] as string[] }),
  process(ctx) {
    const values = ctx.params.InputObject ?? [];
    for (const v of values) ctx.state.items.push(itemText(ctx, v));
  },
  end(ctx) {
    const joined = ctx.state.items.join(ctx.params.Separator ?? '');
    ctx.writeOutput(`${ctx.params.OutputPrefix ?? ''}${joined}${ctx.params.OutputSuffix ?? ''}`, false);
  },
});

function itemText(ctx: Context, value: unknown): string {
  let item: unknown = value;
  if (ctx.bound.has('Property')) item = evaluateSpec(ctx, parsePropertySpecs(ctx, [ctx.params.Property], 'Join-String')[0], value);
  let text = ctx.bound.has('FormatString') ? formatOperator(ctx.params.FormatString!, [item]) : toStringValue(item);
  if (ctx.params.SingleQuote === true) text = `'${text}'`;
  else if (ctx.params.DoubleQuote === true) text = `"${text}"`;
  return text;
}
