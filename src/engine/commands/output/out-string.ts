// Out-String: renders its input as text with the console's own view (format/render-view.ts), at -Width columns.
// One string for all input, or one per line with -Stream.
import { defineCommand } from '../declaration.js';
import { DEFAULT_WIDTH, renderView } from '../format/render-view.js';
import { collectingState, collectInput, collectedInput } from '../collect-input.js';

export const outString = defineCommand({
  name: 'Out-String',
  synopsis: 'Outputs input objects as a string.',
  description: 'Collects the input and writes the text the console would show for it, as one string (or one string per '
    + 'line with -Stream). Objects with up to 4 properties render as a table, more as a list.',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to render.' },
    { name: 'Stream', type: 'switch', help: 'Writes one string per line.' },
    { name: 'NoNewline', type: 'switch', help: 'Removes the line breaks between items.' },
    { name: 'Width', type: 'int', validateRange: [2, 1000000], help: `Columns per line; longer table lines are cut with an ellipsis, as on the console. Default: ${DEFAULT_WIDTH}.` },
  ],
  examples: [
    { code: "$text = [pscustomobject]@{ Url = '/users'; Method = 'GET' } | Out-String; $text.Length", remarks: 'The table as one string.',
      output: '41' },
    { code: "1..3 | Out-String -Stream", remarks: 'Writes "1", "2", "3".', output: '1\n2\n3' },
  ],
  state: collectingState,
  process: collectInput,
  end(ctx) {
    const items = collectedInput(ctx);
    if (items.length === 0) return;
    const text = renderView(items, ctx.host.files, ctx.params.Width);
    if (ctx.params.Stream === true) {
      for (const line of text.replace(/\n$/, '').split('\n')) ctx.writeOutput(line, false);
      return;
    }
    ctx.writeOutput(ctx.params.NoNewline === true ? text.replace(/\n/g, '') : text, false);
  },
});
