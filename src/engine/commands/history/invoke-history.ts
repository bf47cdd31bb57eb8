// Invoke-History (r, ihy): runs a command of the prompt's history again, by id, by the start of its command line,
// or the last one; it shows the command line first, as PowerShell does, and runs it in the caller's scope (at the
// prompt, the global one) so its assignments stay.
import { parseScript } from '../../values/index.js';
import { defineCommand } from '../declaration.js';
import { ScriptBlockValue } from '../../values/types.js';
import { cmdletError } from '../cmdlet-errors.js';
import { historyNotFound, requireHistory } from './history-access.js';

const NAME = 'Invoke-History';

export const invokeHistory = defineCommand({
  name: NAME,
  aliases: ['r', 'ihy'],
  shellOnly: true,
  synopsis: 'Runs commands from the session history.',
  description: 'Runs the history entry with the given id, or the newest whose command line starts with the given text; without -Id, the last command.',
  parameters: [
    { name: 'Id', type: 'string', position: 0, help: 'An id from Get-History, or the start of a command line.' },
  ],
  examples: [
    { code: "'Hello' + ', ' + 'world'\nr", remarks: 'Runs the last command again, after showing it.',
      output: "Hello, world\n'Hello' + ', ' + 'world'\nHello, world" },
    { code: "1 + 1\n'x'\nInvoke-History 1", remarks: 'Runs command 1 of Get-History.',
      output: '2\nx\n1 + 1\n2' },
    { code: "New-SvcEndpoint /hello { 'Hello' }\nirm /hello\n'other'\nr irm", remarks: 'Runs the last command that starts with irm.',
      output: 'Hello\nother\nirm /hello\nHello' },
  ],
  process(ctx) {
    const entries = requireHistory(ctx, NAME).list();
    const given = ctx.params.Id;
    const asId = given !== undefined && /^\d+$/.test(given.trim()) ? Number(given) : null;
    const entry = given === undefined ? entries[entries.length - 1]
      : asId !== null ? entries.find((e) => e.id === asId)
      : [...entries].reverse().find((e) => e.commandLine.toLowerCase().startsWith(given.toLowerCase()));
    if (!entry) {
      if (asId !== null) return ctx.throwTerminating(historyNotFound(NAME, asId));
      return ctx.throwTerminating(cmdletError(NAME, given === undefined ? 'Cannot find the last command: the history is empty.' : `Cannot locate the history for the command line '${given}'.`,
        'InvokeHistoryNoHistoryForCommandline', 'ObjectNotFound', given ?? null));
    }
    ctx.writeHost(entry.commandLine, { noNewline: false, foregroundColor: null, backgroundColor: null, separator: ' ' });
    const parsed = parseScript(entry.commandLine);
    if (parsed.errors.length > 0) return ctx.throwTerminating(cmdletError(NAME, parsed.errors[0].message, 'InvokeHistoryParseError', 'ParserError', entry.commandLine));
    for (const v of ctx.invokeScriptBlock(new ScriptBlockValue(parsed.ast, null), undefined)) ctx.writeOutput(v, false);
  },
});
