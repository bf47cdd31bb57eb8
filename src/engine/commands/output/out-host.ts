// Out-Host: sends the rendered text of its input to the host (the information stream with tag PSHOST, as Write-Host),
// so it shows on the console but not in the pipeline.
import { defineCommand } from '../declaration.js';
import { renderView } from '../format/render-view.js';
import { collectingState, collectInput, collectedInput } from '../collect-input.js';

export const outHost = defineCommand({
  name: 'Out-Host',
  synopsis: 'Sends output to the command line.',
  description: 'Shows its input on the console (formatted as the console would) and writes nothing to the pipeline.',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to show.' },
    { name: 'Paging', type: 'switch', hint: true, help: 'A hint: svc writes all the output at once, without pages.' },
  ],
  examples: [{ code: "$r = [pscustomobject]@{ Url = '/users' } | Out-Host; $null -eq $r", remarks: 'Shows the objects; the pipeline gets nothing.',
      output: 'Url\n---\n/users\n\nTrue' }],
  state: collectingState,
  process: collectInput,
  end(ctx) {
    const items = collectedInput(ctx);
    if (items.length === 0) return;
    const text = renderView(items, ctx.host.files).replace(/\n$/, '');
    ctx.writeHost(text, { noNewline: false, foregroundColor: null, backgroundColor: null, separator: ' ' });
  },
});
