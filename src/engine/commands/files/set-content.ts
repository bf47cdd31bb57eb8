// Set-Content and Add-Content (ac): write values as text lines (each value's string, one per line, with a final line
// break unless -NoNewline), replacing or appending. Prompt-only (docs/shell.md "Files").
import { defineCommand, type CommandContext, type CommandDeclaration } from '../declaration.js';
import { toStringValue } from '../../values/index.js';
import { pathParameter, pathsOf, requireItems, tryItem } from '../item-access.js';

function contentCommand(name: string, aliases: string[], append: boolean, synopsis: string): CommandDeclaration {
  return defineCommand({
    name,
    aliases,
    shellOnly: true,
    synopsis,
    description: `${append ? 'Appends' : 'Writes'} each value as a line of UTF-8 text${append ? ' to the end of the file' : ', replacing the file'}; the file is created when missing.`,
    parameters: [
      pathParameter('The file(s) to write.', { fromPipeline: false }),
      { name: 'Value', type: 'object[]', position: 1, valueFromPipeline: true, allowNull: true, help: 'The values to write, one line each.' },
      { name: 'NoNewline', type: 'switch', help: 'Writes the values joined, without line breaks.' },
    ],
    examples: [
      { code: `${append ? "Set-Content ./notes.txt 'first line'; " : ''}${name} ./notes.txt '${append ? 'second' : 'first'} line'; Get-Content ./notes.txt`,
        remarks: append ? 'Adds a line at the end of notes.txt.' : 'notes.txt now holds one line.', output: append ? 'first line\nsecond line' : 'first line' },
      { code: `1..3 | ${name} ./numbers.txt; Get-Content ./numbers.txt`, remarks: 'Writes the piped values, one per line.', output: '1\n2\n3' },
    ],
    state: () => ({ values: [] as unknown[] }),
    process(ctx) { if (ctx.bound.has('Value')) ctx.state.values.push(...(ctx.params.Value ?? [])); },
    end(ctx) { writeValues(ctx, name, append); },
  });
}

function writeValues(ctx: CommandContext<Record<string, unknown>, { values: unknown[] }>, name: string, append: boolean): void {
  const items = requireItems(ctx, name);
  const values = ctx.state.values;
  const noNewline = ctx.params.NoNewline === true;
  const text = noNewline ? values.map((v) => toStringValue(v)).join('') : values.map((v) => toStringValue(v) + '\n').join('');
  for (const path of pathsOf(ctx.params.Path)) tryItem(ctx, name, path, () => items.writeText(path, text, append));
}

export const setContent = contentCommand('Set-Content', [], false, 'Writes new content or replaces existing content in a file.');
export const addContent = contentCommand('Add-Content', ['ac'], true, 'Adds content to the specified items, such as adding words to a file.');
