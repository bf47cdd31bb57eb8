// Write-Host: writes to the host through the information stream (tag PSHOST), as PowerShell 5+ does.
import { defineCommand } from '../declaration.js';
import { toStringValue } from '../../values/index.js';

const COLORS = ['Black', 'DarkBlue', 'DarkGreen', 'DarkCyan', 'DarkRed', 'DarkMagenta', 'DarkYellow', 'Gray', 'DarkGray',
  'Blue', 'Green', 'Cyan', 'Red', 'Magenta', 'Yellow', 'White'];

export const writeHost = defineCommand({
  name: 'Write-Host',
  synopsis: 'Writes customized output to the host.',
  description: 'Writes objects to the console (not to the pipeline), joined by -Separator, in the given colours. '
    + 'Collections are written element by element.',
  parameters: [
    { name: 'Object', type: 'object', position: 0, valueFromPipeline: true, valueFromRemainingArguments: true, aliases: ['Msg', 'Message'],
      help: 'The objects to write.' },
    { name: 'NoNewline', type: 'switch', help: 'Does not end the output with a newline.' },
    { name: 'Separator', type: 'object', defaultValue: ' ', help: 'The text between objects (a space by default).' },
    { name: 'ForegroundColor', type: 'string', validateSet: COLORS, help: 'The text colour.' },
    { name: 'BackgroundColor', type: 'string', validateSet: COLORS, help: 'The background colour.' },
  ],
  examples: [
    { code: "Write-Host 'Done' -ForegroundColor Green", remarks: 'Writes Done in green.', output: 'Done' },
    { code: "Write-Host 1 2 3 -Separator ', '", remarks: 'Writes 1, 2, 3.', output: '1, 2, 3' },
  ],
  process(ctx) {
    const separator = toStringValue(ctx.params.Separator);
    const value = ctx.params.Object;
    const text = Array.isArray(value) ? value.map((v) => (Array.isArray(v) ? v.map((k) => toStringValue(k)).join(separator) : toStringValue(v))).join(separator) : toStringValue(value);
    ctx.writeHost(text, {
      noNewline: ctx.params.NoNewline === true,
      foregroundColor: canonical(ctx.params.ForegroundColor),
      backgroundColor: canonical(ctx.params.BackgroundColor),
      separator,
    });
  },
});

function canonical(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return COLORS.find((c) => c.toLowerCase() === value.toLowerCase()) ?? null;
}
