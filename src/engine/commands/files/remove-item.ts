// Remove-Item (ri, del, erase, rd, rmdir): removes files and folders (wildcards allowed); a folder with children
// needs -Recurse (PowerShell would ask; svc never prompts, so it is an error that removes nothing). Prompt-only.
import { defineCommand } from '../declaration.js';
import { itemsOrError, pathParameter, pathsOf, requireItems, tryItem } from '../item-access.js';

const NAME = 'Remove-Item';

export const removeItem = defineCommand({
  name: NAME,
  aliases: ['ri', 'del', 'erase', 'rd', 'rmdir'],
  shellOnly: true,
  synopsis: 'Deletes the specified items.',
  description: 'Removes each item a path names. A folder that is not empty is removed only with -Recurse.',
  parameters: [
    pathParameter('The item(s) to remove (wildcards allowed).'),
    { name: 'Recurse', type: 'switch', help: 'Removes folders with everything in them.' },
    { name: 'Force', type: 'switch', help: 'Accepted for compatibility: svc never prompts.' },
  ],
  examples: [
    { code: 'Remove-Item ./notes.txt', remarks: 'Deletes the file.' },
    { code: 'Remove-Item ./build -Recurse', remarks: 'Deletes the folder and its contents.' },
    { code: "gci -Filter *.tmp | Remove-Item", remarks: 'Deletes the piped files.' },
  ],
  process(ctx) {
    const items = requireItems(ctx, NAME);
    for (const path of pathsOf(ctx.params.Path)) {
      for (const item of itemsOrError(ctx, NAME, items, path)) tryItem(ctx, NAME, item.fullName, () => items.removeItem(item.fullName, ctx.params.Recurse === true));
    }
  },
});
