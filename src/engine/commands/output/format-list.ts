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
    { code: "[pscustomobject]@{ Id = 1; Url = '/users'; Method = 'GET' } | Format-List", remarks: 'Every property of every object.',
      output: 'Id     : 1\nUrl    : /users\nMethod : GET' },
    { code: "1/0\n$error[0] | Format-List *", remarks: 'All properties of the last error.',
      output: 'RuntimeException: Attempted to divide by zero.\n\nException             : System.Management.Automation.RuntimeException: Attempted to divide by zero.\nFullyQualifiedErrorId : RuntimeException\nCategoryInfo          : NotSpecified: (:) [], RuntimeException\nTargetObject          :\nInvocationInfo        : System.Management.Automation.InvocationInfo\nScriptStackTrace      : at <ScriptBlock>, <No file>: line 1\nErrorDetails          :\nPipelineIterationInfo : {}' },
  ],
  state: collectingState,
  process: collectInput,
  end(ctx) {
    const props = ctx.bound.has('Property') ? ctx.params.Property! : null;
    ctx.writeOutput(listMarker(ctx, collectedInput(ctx), props), false);
  },
});
