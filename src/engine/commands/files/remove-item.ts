// Remove-Item (ri, del, erase, rd, rmdir): removes files and folders (wildcards allowed); a folder with children
// needs -Recurse (PowerShell would ask; svc never prompts, so it is an error that removes nothing). A wildcard skips
// hidden items unless -Force, as PowerShell's provider does, so `Remove-Item *.tmp` leaves `.keep.tmp`. Prompt-only.
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
    { name: 'Force', type: 'switch', help: 'Also removes hidden items (a leading dot) that a wildcard matches; without it they are skipped, as in PowerShell.' },
  ],
  examples: [
    { code: "Set-Content ./notes.txt 'x'; Remove-Item ./notes.txt; Test-Path ./notes.txt", remarks: 'Deletes the file.',
      output: 'False' },
    { code: "$null = New-Item -ItemType Directory ./build; Set-Content ./build/app.js 'x'\nRemove-Item ./build -Recurse; Test-Path ./build", remarks: 'Deletes the folder and its contents.',
      output: 'False' },
    { code: "'a', 'b' | ForEach-Object { Set-Content ./$_.tmp 'x' }; Set-Content ./keep.txt 'x'\ngci -Filter *.tmp | Remove-Item; (gci).Name", remarks: 'Deletes the piped files.',
      output: 'keep.txt' },
    { code: "Set-Content ./a.tmp 'x'; Set-Content ./.cache.tmp 'x'; Set-Content ./keep.txt 'x'\nRemove-Item ./*.tmp -Force; (gci -Force).Name", remarks: 'Deletes the .tmp files, hidden ones (.cache.tmp) included.',
      output: 'keep.txt' },
  ],
  process(ctx) {
    const items = requireItems(ctx, NAME);
    for (const path of pathsOf(ctx.params.Path)) {
      for (const item of itemsOrError(ctx, NAME, items, path, { hidden: ctx.params.Force === true })) tryItem(ctx, NAME, item.fullName, () => items.removeItem(item.fullName, ctx.params.Recurse === true));
    }
  },
});
