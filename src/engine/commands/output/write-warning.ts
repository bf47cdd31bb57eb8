// Write-Warning: the warning stream (about_Output_Streams); -WarningAction / $WarningPreference decide its fate.
import { defineCommand } from '../declaration.js';

export const writeWarning = defineCommand({
  name: 'Write-Warning',
  synopsis: 'Writes a warning message.',
  description: 'Writes a message to the warning stream. The shell shows it in yellow as "WARNING: message".',
  parameters: [
    { name: 'Message', type: 'string', position: 0, mandatory: true, allowEmptyString: true, valueFromPipeline: true, aliases: ['Msg'], help: 'The warning text.' },
  ],
  examples: [{ code: "Write-Warning 'Disk almost full'", remarks: 'Shows WARNING: Disk almost full.',
      output: 'WARNING: Disk almost full' }],
  process(ctx) {
    ctx.writeWarning(ctx.params.Message!);
  },
});
