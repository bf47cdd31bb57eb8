// Out-Null: discards its input (about_Redirection's `| Out-Null`).
import { defineCommand } from '../declaration.js';

export const outNull = defineCommand({
  name: 'Out-Null',
  synopsis: 'Hides the output instead of sending it down the pipeline.',
  description: 'Consumes its input and writes nothing. Errors still go to the error stream.',
  parameters: [{ name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to discard.' }],
  examples: [{ code: 'Get-Date | Out-Null', remarks: 'Writes nothing.', output: '' }],
  process() { /* discard */ },
});
