// Get-Content (gc, type): a file's lines, one pipeline object each, or the whole text with -Raw; -TotalCount (-First,
// -Head) and -Tail (-Last) take lines from either end. Prompt-only (docs/shell.md "Files").
import { defineCommand } from '../declaration.js';
import { itemsOrError, pathParameter, pathsOf, requireItems, tryItem } from '../item-access.js';

const NAME = 'Get-Content';

export const getContent = defineCommand({
  name: NAME,
  aliases: ['gc', 'type'],
  shellOnly: true,
  synopsis: 'Gets the content of the item at the specified location.',
  description: 'Writes each line of a text file (UTF-8) as a string, without its line ending; -Raw writes the whole text as one string.',
  parameters: [
    pathParameter('The file(s) to read (wildcards allowed).'),
    { name: 'Raw', type: 'switch', help: 'Writes the whole text as one string.' },
    { name: 'TotalCount', type: 'int', aliases: ['First', 'Head'], help: 'Only the first N lines.' },
    { name: 'Tail', type: 'int', aliases: ['Last'], help: 'Only the last N lines.' },
  ],
  examples: [
    { code: "Set-Content ./users.json '[{ \"name\": \"Ann\" }, { \"name\": \"Bob\" }]'\nGet-Content ./users.json -Raw | ConvertFrom-Json", remarks: 'Reads a JSON file into objects.',
      output: 'name\n----\nAnn\nBob' },
    { code: '1..10 | Set-Content ./log.txt; gc ./log.txt -Tail 5', remarks: 'The last five lines.',
      output: '6\n7\n8\n9\n10' },
  ],
  outputType: 'System.String',
  process(ctx) {
    const items = requireItems(ctx, NAME);
    for (const path of pathsOf(ctx.params.Path)) {
      for (const item of itemsOrError(ctx, NAME, items, path)) {
        const text = tryItem(ctx, NAME, item.fullName, () => items.readText(item.fullName));
        if (text === undefined) continue;
        if (ctx.params.Raw === true) { if (text !== '') ctx.writeOutput(text); continue; }
        let lines = text.split(/\r?\n/);
        if (lines[lines.length - 1] === '') lines.pop();
        if (ctx.bound.has('TotalCount') && ctx.params.TotalCount! >= 0) lines = lines.slice(0, ctx.params.TotalCount!);
        if (ctx.bound.has('Tail')) lines = ctx.params.Tail! > 0 ? lines.slice(-ctx.params.Tail!) : [];
        for (const line of lines) ctx.writeOutput(line);
      }
    }
  },
});
