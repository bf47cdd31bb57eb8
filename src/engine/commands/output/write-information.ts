// Write-Information: the information stream (stream 6), hidden unless $InformationPreference or -InformationAction says Continue.
import { defineCommand } from '../declaration.js';

export const writeInformation = defineCommand({
  name: 'Write-Information',
  synopsis: 'Writes data to the information stream.',
  description: 'Writes an object to the information stream with optional tags. It is not shown by default '
    + '($InformationPreference is SilentlyContinue); -InformationAction Continue shows it.',
  parameters: [
    { name: 'MessageData', type: 'object', position: 0, mandatory: true, allowNull: true, valueFromPipeline: true, aliases: ['Msg', 'Message'], help: 'The data to write.' },
    { name: 'Tags', type: 'string[]', position: 1, help: 'Tags to filter the records by.' },
  ],
  examples: [{ code: "Write-Information 'Started' -InformationAction Continue", remarks: 'Shows Started.', output: 'Started' }],
  process(ctx) {
    ctx.writeInformation(ctx.params.MessageData, ctx.params.Tags ?? []);
  },
});
