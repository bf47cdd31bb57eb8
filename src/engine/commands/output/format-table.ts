// Format-Table (ft): collects the input and writes one Svc.FormatTable marker (shape in format/format-data.ts) that
// the shell renders as a table; Out-String renders it as text.
import { defineCommand } from '../declaration.js';
import { tableMarker } from '../format/format-data.js';
import { collectingState, collectInput, collectedInput } from '../collect-input.js';

export const formatTable = defineCommand({
  name: 'Format-Table',
  aliases: ['ft'],
  synopsis: 'Formats the output as a table.',
  description: 'Shows the input objects as a table whose columns are -Property (names, wildcards or calculated properties), '
    + 'or the properties of the first object. Writes a formatting record: use it last in a pipeline.',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to format.' },
    { name: 'Property', type: 'object[]', position: 0, help: 'The columns: property names, wildcards or @{Name=...; Expression=...}.' },
    { name: 'AutoSize', type: 'switch', hint: true, help: 'A hint: columns are always sized to their content.' },
    { name: 'HideTableHeaders', type: 'switch', help: 'Leaves out the header lines.' },
    { name: 'Wrap', type: 'switch', hint: true, help: 'A hint: svc sizes each column to its content and never shortens a value inside its column.' },
  ],
  examples: [
    { code: "[pscustomobject]@{ Id = 1; Url = '/users'; Method = 'GET' } | Format-Table Url, Method", remarks: 'A table of Url and Method.',
      output: 'Url    Method\n---    ------\n/users GET' },
    { code: "Get-Command Get-Date, Get-Random, ls | Format-Table Name, @{N='Kind'; E={ $_.CommandType }}", remarks: 'A calculated column.',
      output: 'Name                Kind\n----                ----\nGet-Date            Cmdlet\nGet-Random          Cmdlet\nls -> Get-ChildItem Alias' },
  ],
  state: collectingState,
  process: collectInput,
  end(ctx) {
    const props = ctx.bound.has('Property') ? ctx.params.Property! : null;
    ctx.writeOutput(tableMarker(ctx, collectedInput(ctx), props, ctx.params.HideTableHeaders === true), false);
  },
});
