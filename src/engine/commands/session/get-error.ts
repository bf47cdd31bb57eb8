// Get-Error: PowerShell 7's detailed view of the newest error ($Error[0]), of the -Newest N errors, or of each
// ErrorRecord or exception piped in (docs/errors.md "Get-Error"). -Newest below 1 is a validation error, as in
// PowerShell's Get-Error.Tests.ps1.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { extendedError } from '../format/extended-error.js';

const PARAMETERS = parameterList([
  { name: 'Newest', type: 'int', position: 0, aliases: ['Last'], validateRange: [1, 2147483647], parameterSets: ['Newest'], help: 'How many of the newest errors to show.' },
  { name: 'InputObject', type: 'object', valueFromPipeline: true, parameterSets: ['Error'], help: 'An ErrorRecord or exception to show ($Error | Get-Error).' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const getError = defineCommand({
  name: 'Get-Error',
  synopsis: 'Gets and displays the most recent error messages from the current session.',
  description: 'Writes the detailed view of errors: the exception with its type, message, inner exceptions and HResult; '
    + 'TargetObject, CategoryInfo, FullyQualifiedErrorId; InvocationInfo with the position message; ScriptStackTrace. '
    + 'Without input it shows $Error[0], or the -Newest N errors of $Error (newest first).',
  defaultParameterSet: 'Newest',
  parameters: PARAMETERS,
  examples: [
    { code: '1/0\nGet-Error', remarks: 'The detailed view of the divide-by-zero error: RuntimeException with its DivideByZeroException inside.',
      output: 'RuntimeException: Attempted to divide by zero.\n\nException             :\n    Type           : System.Management.Automation.RuntimeException\n    Message        : Attempted to divide by zero.\n    InnerException :\n        Type    : System.DivideByZeroException\n        Message : Attempted to divide by zero.\n        HResult : -2147352558\n    HResult        : -2146233087\nCategoryInfo          : NotSpecified: (:) [], RuntimeException\nFullyQualifiedErrorId : RuntimeException\nInvocationInfo        :\n    ScriptLineNumber : 1\n    OffsetInLine     : 1\n    Line             : 1/0\n    PositionMessage  : At line:1 char:1\n                       + 1/0\n                       + ~~~\n    CommandOrigin    : Internal\nScriptStackTrace      : at <ScriptBlock>, <No file>: line 1\nPipelineIterationInfo :' },
    { code: "1/0; Write-Error 'Disk full'\nGet-Error -Newest 2", remarks: 'The two newest errors of the session.',
      output: 'RuntimeException: Attempted to divide by zero.\nWrite-Error: Disk full\n\nException             :\n    Type    : Microsoft.PowerShell.Commands.WriteErrorException\n    Message : Disk full\n    HResult : -2146233087\nCategoryInfo          : NotSpecified: (:) [Write-Error], WriteErrorException\nFullyQualifiedErrorId : Microsoft.PowerShell.Commands.WriteErrorException\nInvocationInfo        :\n    MyCommand        : Write-Error\n    ScriptLineNumber : 1\n    OffsetInLine     : 6\n    Line             : 1/0; Write-Error \'Disk full\'\n    PositionMessage  : At line:1 char:6\n                       + 1/0; Write-Error \'Disk full\'\n                       +      ~~~~~~~~~~~~~~~~~~~~~~~\n    InvocationName   : Write-Error\n    CommandOrigin    : Internal\nScriptStackTrace      : at <ScriptBlock>, <No file>: line 1\nPipelineIterationInfo :\n\n\nException             :\n    Type           : System.Management.Automation.RuntimeException\n    Message        : Attempted to divide by zero.\n    InnerException :\n        Type    : System.DivideByZeroException\n        Message : Attempted to divide by zero.\n        HResult : -2147352558\n    HResult        : -2146233087\nCategoryInfo          : NotSpecified: (:) [], RuntimeException\nFullyQualifiedErrorId : RuntimeException\nInvocationInfo        :\n    ScriptLineNumber : 1\n    OffsetInLine     : 1\n    Line             : 1/0; Write-Error \'Disk full\'\n    PositionMessage  : At line:1 char:1\n                       + 1/0; Write-Error \'Disk full\'\n                       + ~~~\n    CommandOrigin    : Internal\nScriptStackTrace      : at <ScriptBlock>, <No file>: line 1\nPipelineIterationInfo :' },
    { code: "1/0; Write-Error 'Disk full'\n$Error[1] | Get-Error", remarks: 'The detailed view of one error record.',
      output: 'RuntimeException: Attempted to divide by zero.\nWrite-Error: Disk full\n\nException             :\n    Type           : System.Management.Automation.RuntimeException\n    Message        : Attempted to divide by zero.\n    InnerException :\n        Type    : System.DivideByZeroException\n        Message : Attempted to divide by zero.\n        HResult : -2147352558\n    HResult        : -2146233087\nCategoryInfo          : NotSpecified: (:) [], RuntimeException\nFullyQualifiedErrorId : RuntimeException\nInvocationInfo        :\n    ScriptLineNumber : 1\n    OffsetInLine     : 1\n    Line             : 1/0; Write-Error \'Disk full\'\n    PositionMessage  : At line:1 char:1\n                       + 1/0; Write-Error \'Disk full\'\n                       + ~~~\n    CommandOrigin    : Internal\nScriptStackTrace      : at <ScriptBlock>, <No file>: line 1\nPipelineIterationInfo :' },
  ],
  outputType: 'System.Management.Automation.ErrorRecord#PSExtendedError',
  process(ctx) {
    if (ctx.bound.has('InputObject')) { write(ctx, ctx.params.InputObject); return; }
    if (ctx.expectingInput) return;
    const errors = (ctx.getVariable('Error').value as unknown[] | null) ?? [];
    const n = ctx.bound.has('Newest') ? ctx.params.Newest : 1;
    for (const e of errors.slice(0, n)) write(ctx, e);
  },
});

function write(ctx: Context, value: unknown): void {
  ctx.writeOutput(extendedError(value) ?? value, false);
}
