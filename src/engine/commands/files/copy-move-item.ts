// Copy-Item (cpi, copy) and Move-Item (mi, move): an item into a destination folder, or to a new name. Copying a
// folder with its contents needs -Recurse, as in PowerShell. Prompt-only (docs/shell.md "Files").
import { defineCommand, type CommandDeclaration } from '../declaration.js';
import { itemsOrError, pathParameter, pathsOf, requireItems, tryItem } from '../item-access.js';

function transferCommand(name: string, aliases: string[], copy: boolean): CommandDeclaration {
  return defineCommand({
    name,
    aliases,
    shellOnly: true,
    synopsis: copy ? 'Copies an item from one location to another.' : 'Moves an item from one location to another.',
    description: `${copy ? 'Copies' : 'Moves'} each item a path names into -Destination when it is a folder, else to that path.`,
    parameters: [
      pathParameter('The item(s) (wildcards allowed).'),
      { name: 'Destination', type: 'string', position: 1, itemPath: true, help: 'The folder or new path. Default: the current location.' },
      ...(copy ? [{ name: 'Recurse', type: 'switch' as const, help: 'Copies a folder with its contents.' }] : []),
      { name: 'Force', type: 'switch', ...(copy ? { hint: true as const } : {}), help: copy ? 'A hint: Copy-Item replaces an existing file anyway, as in PowerShell.'
        : 'Replaces an existing file at the destination; without it Move-Item refuses, so nothing is lost.' },
    ],
    examples: [
      { code: `Set-Content ./a.txt 'A'; $null = New-Item -ItemType Directory ./backup\n${name} ./a.txt ./backup/\nTest-Path ./a.txt, ./backup/a.txt`,
        remarks: `${copy ? 'Copies' : 'Moves'} a.txt into the backup folder.`, output: copy ? 'True\nTrue' : 'False\nTrue' },
      { code: `Set-Content ./a.txt 'A'; ${name} ./a.txt ./b.txt; Test-Path ./a.txt, ./b.txt`, remarks: copy ? 'A copy named b.txt.' : 'Renames a.txt to b.txt.',
        output: copy ? 'True\nTrue' : 'False\nTrue' },
    ],
    process(ctx) {
      const items = requireItems(ctx, name);
      const destination = (ctx.params.Destination as string | undefined) ?? '.';
      for (const path of pathsOf(ctx.params.Path)) {
        for (const item of itemsOrError(ctx, name, items, path)) {
          tryItem(ctx, name, item.fullName, () => (copy ? items.copyItem(item.fullName, destination, ctx.params.Recurse === true) : items.moveItem(item.fullName, destination, ctx.params.Force === true)));
        }
      }
    },
  });
}

export const copyItem = transferCommand('Copy-Item', ['cpi', 'copy'], true);
export const moveItem = transferCommand('Move-Item', ['mi', 'move'], false);
