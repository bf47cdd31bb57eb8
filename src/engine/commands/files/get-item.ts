// Get-Item (gi): the file or folder a path names, as a FileInfo / DirectoryInfo object (wildcards give every match;
// names starting with a dot only with -Force, as PowerShell's FileSystem provider hides them). Prompt-only.
import { defineCommand } from '../declaration.js';
import { itemObject, itemsOrError, pathParameter, pathsOf, requireItems } from '../item-access.js';

export const getItem = defineCommand({
  name: 'Get-Item',
  aliases: ['gi'],
  shellOnly: true,
  synopsis: 'Gets the item at the specified location.',
  description: 'Writes a FileInfo or DirectoryInfo object for each path (wildcards allowed): its Name, FullName, Length, '
    + 'LastWriteTime... A missing path is a non-terminating PathNotFound error.',
  parameters: [
    pathParameter('The item(s) to get (wildcards allowed).'),
    { name: 'Force', type: 'switch', help: 'Also matches hidden items (names starting with a dot) with wildcards.' },
  ],
  examples: [
    { code: "Set-Content ./defs.svc 'New-SvcEndpoint /hello { 1 }'\n(Get-Item ./defs.svc).Length", remarks: 'The size of a file in bytes.',
      output: '29' },
    { code: "$null = New-Item -ItemType Directory ./examples; 'a', 'bb' | ForEach-Object { Set-Content ./examples/$_.svc $_ }\nGet-Item ./examples/*.svc | Select-Object Name, Length", remarks: 'The example files.',
      output: 'Name   Length\n----   ------\na.svc       2\nbb.svc      3' },
  ],
  outputType: 'System.IO.FileInfo',
  process(ctx) {
    const items = requireItems(ctx, 'Get-Item');
    for (const path of pathsOf(ctx.params.Path)) {
      const wildcard = /[*?[]/.test(path);
      for (const item of itemsOrError(ctx, 'Get-Item', items, path)) {
        if (wildcard && ctx.params.Force !== true && item.name.startsWith('.')) continue;
        ctx.writeOutput(itemObject(ctx, item));
      }
    }
  },
});
