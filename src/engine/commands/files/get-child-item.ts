// Get-ChildItem (gci, ls, dir): the items in a folder (the current location by default), files and folders as
// FileInfo/DirectoryInfo objects, shown as PowerShell shows them (Mode, LastWriteTime, Length, Name under a
// `Directory:` line). -Filter and a wildcard path select by name; -Recurse, -File, -Directory, -Name, -Force
// (hidden items, a leading dot). Prompt-only (docs/shell.md "Files").
import { defineCommand } from '../declaration.js';
import type { FileItem } from '../../host.js';
import { wildcardMatch } from '../../values/index.js';
import { itemObject, itemsOrError, pathParameter, pathsOf, requireItems, tryItem } from '../item-access.js';

const NAME = 'Get-ChildItem';

export const getChildItem = defineCommand({
  name: NAME,
  aliases: ['gci', 'ls', 'dir'],
  shellOnly: true,
  synopsis: 'Gets the items and child items in one or more specified locations.',
  description: 'Writes the files and folders of a folder; a path to a file writes that file.',
  parameters: [
    pathParameter('The folder(s) or files (wildcards allowed). Default: the current location.', { mandatory: false }),
    { name: 'Filter', type: 'string', position: 1, help: 'A name pattern, such as *.svc.' },
    { name: 'Recurse', type: 'switch', aliases: ['s'], help: 'Includes the items of every subfolder.' },
    { name: 'File', type: 'switch', help: 'Only files.' },
    { name: 'Directory', type: 'switch', aliases: ['ad'], help: 'Only folders.' },
    { name: 'Name', type: 'switch', help: 'Writes only the names (relative paths with -Recurse).' },
    { name: 'Force', type: 'switch', help: 'Includes hidden items (names starting with a dot).' },
  ],
  examples: [
    { code: "Set-Content ./a.txt 'A'; $null = New-Item -ItemType Directory ./logs\n(Get-ChildItem).Name", remarks: 'The files and folders of the current location (here their names).',
      output: 'a.txt\nlogs' },
    { code: "$null = New-Item -ItemType Directory ./endpoints; $null = New-Item -ItemType Directory ./endpoints/users; Set-Content ./endpoints/users/get.svc 'x'; Set-Content ./endpoints/notes.txt 'x'\n(ls ./endpoints -Filter *.svc -Recurse).Name", remarks: 'Every .svc file under endpoints (here their names).',
      output: 'get.svc' },
    { code: "Set-Content ./a.txt 'A'; Set-Content ./b.txt 'B'; $null = New-Item -ItemType Directory ./logs\n(gci -File).Count", remarks: 'How many files are here.',
      output: '2' },
  ],
  outputType: 'System.IO.FileInfo',
  process(ctx) {
    const items = requireItems(ctx, NAME);
    const paths = ctx.bound.has('Path') ? pathsOf(ctx.params.Path) : ['.'];
    for (const path of paths) {
      for (const found of itemsOrError(ctx, NAME, items, path)) {
        const list = found.isDirectory
          ? tryItem(ctx, NAME, found.fullName, () => items.childItems(found.fullName, { recurse: ctx.params.Recurse === true, force: ctx.params.Force === true })) ?? []
          : [found];
        for (const item of list.filter((i) => selected(ctx.params, i))) {
          ctx.writeOutput(ctx.params.Name === true ? relativeName(found, item) : itemObject(ctx, item));
        }
      }
    }
  },
});

function selected(params: Record<string, unknown>, item: FileItem): boolean {
  if (params.File === true && item.isDirectory) return false;
  if (params.Directory === true && !item.isDirectory) return false;
  return typeof params.Filter !== 'string' || wildcardMatch(item.name, params.Filter);
}

function relativeName(root: FileItem, item: FileItem): string {
  return root.isDirectory && item.fullName.startsWith(root.fullName) ? item.fullName.slice(root.fullName.length).replace(/^[\\/]/, '') : item.name;
}
