// Write-Verbose: the verbose stream, shown only with -Verbose or $VerbosePreference = 'Continue' (about_Preference_Variables).
import { defineCommand } from '../declaration.js';

export const writeVerbose = defineCommand({
  name: 'Write-Verbose',
  synopsis: 'Writes text to the verbose message stream.',
  description: 'Writes a message to the verbose stream. It is hidden unless -Verbose is given or $VerbosePreference is Continue.',
  parameters: [
    { name: 'Message', type: 'string', position: 0, mandatory: true, allowEmptyString: true, valueFromPipeline: true, aliases: ['Msg'], help: 'The verbose text.' },
  ],
  examples: [{ code: "Write-Verbose 'Connecting...' -Verbose", remarks: 'Shows VERBOSE: Connecting...',
      output: 'VERBOSE: Connecting...' }],
  process(ctx) {
    ctx.writeVerbose(ctx.params.Message!);
  },
});
