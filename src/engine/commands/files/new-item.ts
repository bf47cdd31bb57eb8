// New-Item (ni): a new file (with -Value as its text) or folder (-ItemType Directory), written to the pipeline as
// Get-ChildItem shows it. An existing item is an error unless -Force. A folder is made with its missing parents; a
// file's missing parents only with -Force (PowerShell's FileSystemProvider: Directory.CreateDirectory for a folder).
import { defineCommand } from '../declaration.js';
import { toStringValue } from '../../values/index.js';
import { itemObject, pathParameter, pathsOf, requireItems, tryItem } from '../item-access.js';
import { cmdletError } from '../cmdlet-errors.js';

const NAME = 'New-Item';

export const newItem = defineCommand({
  name: NAME,
  aliases: ['ni'],
  shellOnly: true,
  synopsis: 'Creates a new item.',
  description: 'Creates a file or a folder at -Path (joined with -Name when given) and writes it.',
  parameters: [
    pathParameter('Where to create the item.', { mandatory: false, fromPipeline: false }),
    { name: 'Name', type: 'string', help: 'The new item\'s name, inside -Path (default: the current location).' },
    { name: 'ItemType', type: 'string', aliases: ['Type'], validateSet: ['File', 'Directory'], defaultValue: 'File', help: 'File (the default) or Directory.' },
    { name: 'Value', type: 'object', valueFromPipeline: true, help: 'The text of a new file.' },
    { name: 'Force', type: 'switch', help: 'Replaces an existing file, and makes the missing parent folders of a new file (a new folder is always made with its parents).' },
  ],
  examples: [
    { code: "(New-Item ./notes.txt -Value 'hello').Name; Get-Content ./notes.txt", remarks: 'A file holding hello; New-Item writes the new item.',
      output: 'notes.txt\nhello' },
    { code: '$null = New-Item -ItemType Directory ./logs; Test-Path ./logs -PathType Container', remarks: 'A new folder.',
      output: 'True' },
  ],
  outputType: 'System.IO.FileInfo',
  process(ctx) {
    const items = requireItems(ctx, NAME);
    const name = ctx.params.Name;
    const paths = ctx.bound.has('Path') ? pathsOf(ctx.params.Path) : ['.'];
    if (!ctx.bound.has('Path') && name === undefined) {
      return ctx.throwTerminating(itemArgumentError());
    }
    const kind = String(ctx.params.ItemType).toLowerCase() === 'directory' ? 'Directory' : 'File';
    const text = ctx.params.Value === undefined || ctx.params.Value === null ? '' : toStringValue(ctx.params.Value);
    for (const base of paths) {
      const path = name === undefined ? base : `${base.replace(/[\\/]+$/, '')}/${name}`;
      const made = tryItem(ctx, NAME, path, () => items.newItem(path, kind, text, ctx.params.Force === true));
      if (made) ctx.writeOutput(itemObject(ctx, made));
    }
  },
});

/** New-Item needs a path or a name (its parameter sets make one of them mandatory). */
function itemArgumentError() {
  return cmdletError(NAME, 'Cannot process command because of one or more missing mandatory parameters: Path.', 'MissingMandatoryParameter',
    'InvalidArgument', null, 'System.Management.Automation.ParameterBindingException');
}
