// Out-File: the pipeline's objects rendered as the console would show them (Out-String's text), written to a file,
// replaced or with -Append. `> file` and `>> file` are the redirections that do the same. Prompt-only.
import { defineCommand } from '../declaration.js';
import { renderView } from '../format/render-view.js';
import { requireItems, tryItem } from '../item-access.js';

const NAME = 'Out-File';

export const outFile = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Sends output to a file.',
  description: 'Writes the text of the piped objects, formatted as the console shows them, to a UTF-8 file.',
  parameters: [
    { name: 'FilePath', type: 'string', position: 0, mandatory: true, aliases: ['Path'], itemPath: true, help: 'The file to write.' },
    { name: 'InputObject', type: 'object', valueFromPipeline: true, allowNull: true, help: 'The objects to write.' },
    { name: 'Append', type: 'switch', help: 'Adds to the end of the file instead of replacing it.' },
    { name: 'NoNewline', type: 'switch', help: 'Writes no line break after the text.' },
  ],
  examples: [
    { code: "[pscustomobject]@{ Url = '/users'; Method = 'GET' } | Out-File ./endpoints.txt; Get-Content ./endpoints.txt", remarks: 'Saves the table as text.',
      output: 'Url    Method\n---    ------\n/users GET' },
    { code: "'one more' | Out-File ./log.txt -Append", remarks: 'Adds a line.', output: '' },
  ],
  state: () => ({ items: [] as unknown[] }),
  process(ctx) { if (ctx.bound.has('InputObject')) ctx.state.items.push(ctx.params.InputObject); },
  end(ctx) {
    const items = requireItems(ctx, NAME);
    let text = renderView(ctx.state.items, ctx.host.files);
    if (ctx.params.NoNewline === true) text = text.replace(/\n$/, '');
    const path = ctx.params.FilePath;
    tryItem(ctx, NAME, path, () => items.writeText(path, text, ctx.params.Append === true));
  },
});
