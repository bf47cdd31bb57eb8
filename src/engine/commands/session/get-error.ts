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
    { code: '1/0\nGet-Error', remarks: 'The detailed view of the divide-by-zero error: RuntimeException with its DivideByZeroException inside.' },
    { code: 'Get-Error -Newest 3', remarks: 'The three newest errors of the session.' },
    { code: '$Error[1] | Get-Error', remarks: 'The detailed view of one error record.' },
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
