// Write-Debug: the debug stream, shown only with -Debug or $DebugPreference = 'Continue' (svc never prompts).
import { defineCommand } from '../declaration.js';

export const writeDebug = defineCommand({
  name: 'Write-Debug',
  synopsis: 'Writes a debug message.',
  description: 'Writes a message to the debug stream. It is hidden unless -Debug is given or $DebugPreference is Continue.',
  parameters: [
    { name: 'Message', type: 'string', position: 0, mandatory: true, allowEmptyString: true, valueFromPipeline: true, aliases: ['Msg'], help: 'The debug text.' },
  ],
  examples: [{ code: "Write-Debug 'x is 3' -Debug", remarks: 'Shows DEBUG: x is 3.',
      output: 'DEBUG: x is 3' }],
  process(ctx) {
    ctx.writeDebug(ctx.params.Message!);
  },
});
