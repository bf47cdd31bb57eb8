// Format-List (fl): collects the input and writes one Svc.FormatList marker (shape in format/format-data.ts) that the
// shell renders as "Name : value" lines; Out-String renders it as text.
import { defineCommand } from '../declaration.js';
import { listMarker } from '../format/format-data.js';
import { collectingState, collectInput, collectedInput } from '../collect-input.js';

export const formatList = defineCommand({
  name: 'Format-List',
  aliases: ['fl'],
  synopsis: 'Formats the output as a list of properties in which each property appears on a new line.',
  description: 'Shows each input object as "Name : Value" lines, for -Property (names, wildcards or calculated properties) '
    + 'or all its properties. Writes a formatting record: use it last in a pipeline.',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to format.' },
    { name: 'Property', type: 'object[]', position: 0, help: 'The properties to show.' },
  ],
  examples: [
    { code: 'Get-SvcEndpoint | Format-List', remarks: 'Every property of every endpoint.' },
    { code: "$error[0] | Format-List *", remarks: 'All properties of the last error.' },
  ],
  state: collectingState,
  process: collectInput,
  end(ctx) {
    const props = ctx.bound.has('Property') ? ctx.params.Property! : null;
    ctx.writeOutput(listMarker(ctx, collectedInput(ctx), props), false);
  },
});
