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
    { code: 'Get-SvcEndpoint | Format-Table Url, Method', remarks: 'A table of Url and Method.' },
    { code: "Get-Command | Format-Table Name, @{N='Kind'; E={ $_.CommandType }}", remarks: 'A calculated column.',
      output: 'Name                Kind\n----                ----\nAdd-Content         Cmdlet\nAdd-Member          Cmdlet\nClear-History       Cmdlet\nClear-Host          Cmdlet\nClear-SvcCache      Cmdlet\nCompare-Object      Cmdlet\nConvertFrom-Csv     Cmdlet\nConvertFrom-Json    Cmdlet\nConvertTo-Csv       Cmdlet\nConvertTo-Json      Cmdlet\nCopy-Item           Cmdlet\nExport-Csv          Cmdlet\nExport-ModuleMember Cmdlet\nExport-SvcEndpoint  Cmdlet\nForEach-Object      Cmdlet\nFormat-List         Cmdlet\nFormat-Table        Cmdlet\nGet-Alias           Cmdlet\nGet-ChildItem       Cmdlet\nGet-Command         Cmdlet\nGet-Content         Cmdlet\nGet-Culture         Cmdlet\nGet-Date            Cmdlet\nGet-Error           Cmdlet\nGet-Help            Cmdlet\nGet-History         Cmdlet\nGet-Item            Cmdlet\nGet-Location        Cmdlet\nGet-Member          Cmdlet\nGet-Random          Cmdlet\nGet-SvcAppToken     Cmdlet\nGet-SvcCache        Cmdlet\nGet-SvcEndpoint     Cmdlet\nGet-SvcRateLimit    Cmdlet\nGet-SvcRequestLog   Cmdlet\nGet-SvcSetting      Cmdlet\nGet-UICulture       Cmdlet\nGet-Unique          Cmdlet\nGet-Variable        Cmdlet\nGrant-SvcAppToken   Cmdlet\nGroup-Object        Cmdlet\nImport-Csv          Cmdlet\nImport-Module       Cmdlet\nInvoke-Expression   Cmdlet\nInvoke-History      Cmdlet\nInvoke-RestMethod   Cmdlet\nInvoke-WebRequest   Cmdlet\nJoin-Path           Cmdlet\nJoin-String         Cmdlet\nMeasure-Command     Cmdlet\nMeasure-Object      Cmdlet\nMove-Item           Cmdlet\nNew-Alias           Cmdlet\nNew-Guid            Cmdlet\nNew-Item            Cmdlet\nNew-Object          Cmdlet\nNew-SvcApiResponse  Cmdlet\nNew-SvcEndpoint     Cmdlet\nNew-SvcRateLimit    Cmdlet\nNew-TimeSpan        Cmdlet\nOut-File            Cmdlet\nOut-Host            Cmdlet\nOut-Null            Cmdlet\nOut-String          Cmdlet\nRemove-Alias        Cmdlet\nRemove-Item         Cmdlet\nRemove-SvcCache     Cmdlet\nRemove-SvcEndpoint  Cmdlet\nRemove-SvcRateLimit Cmdlet\nRemove-Variable     Cmdlet\nRevoke-SvcAppToken  Cmdlet\nSelect-Object       Cmdlet\nSelect-String       Cmdlet\nSet-Alias           Cmdlet\nSet-Content         Cmdlet\nSet-Location        Cmdlet\nSet-StrictMode      Cmdlet\nSet-SvcCache        Cmdlet\nSet-SvcSetting      Cmdlet\nSet-Variable        Cmdlet\nSort-Object         Cmdlet\nSplit-Path          Cmdlet\nStart-Sleep         Cmdlet\nTee-Object          Cmdlet\nTest-Json           Cmdlet\nTest-Path           Cmdlet\nUpdate-SvcCache     Cmdlet\nWhere-Object        Cmdlet\nWrite-Debug         Cmdlet\nWrite-Error         Cmdlet\nWrite-Host          Cmdlet\nWrite-Information   Cmdlet\nWrite-Output        Cmdlet\nWrite-Progress      Cmdlet\nWrite-Verbose       Cmdlet\nWrite-Warning       Cmdlet' },
  ],
  state: collectingState,
  process: collectInput,
  end(ctx) {
    const props = ctx.bound.has('Property') ? ctx.params.Property! : null;
    ctx.writeOutput(tableMarker(ctx, collectedInput(ctx), props, ctx.params.HideTableHeaders === true), false);
  },
});
