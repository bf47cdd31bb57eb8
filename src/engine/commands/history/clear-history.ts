// Clear-History (clhy): removes entries from the prompt's history: by -Id, by -CommandLine (wildcards), the -Count
// oldest (the newest with -Newest), or all of them.
import { defineCommand } from '../declaration.js';
import { wildcardMatch } from '../../values/index.js';
import { historyNotFound, requireHistory } from './history-access.js';

export const clearHistory = defineCommand({
  name: 'Clear-History',
  aliases: ['clhy'],
  shellOnly: true,
  synopsis: 'Deletes entries from the PowerShell session command history.',
  description: 'Without parameters, clears the whole session history. The line editor\'s recall list (the up arrow, ~/.svc_history) is kept.',
  parameters: [
    { name: 'Id', type: 'int[]', position: 0, validateRange: [1, 2147483647], help: 'The entries with these ids.' },
    { name: 'CommandLine', type: 'string[]', help: 'Entries whose command line matches (wildcards allowed).' },
    { name: 'Count', type: 'int', position: 1, validateRange: [0, 32767], help: 'How many entries: the oldest, or the newest with -Newest.' },
    { name: 'Newest', type: 'switch', help: 'With -Count, removes the newest entries.' },
  ],
  examples: [
    { code: "'one'\nClear-History\n(Get-History).Count",
      remarks: 'Empties the session history; Clear-History itself is then its one entry.',
      output: 'one\n1' },
    { code: "'a'\n'b'\n'c'\n'd'\n'e'\nClear-History -Id 3, 5\n(Get-History).CommandLine", remarks: 'Removes two entries.',
      output: "a\nb\nc\nd\ne\n'a'\n'b'\n'd'\nClear-History -Id 3, 5" },
    { code: "'a'\n'b'\n'c'\nClear-History -Count 2 -Newest\n(Get-History).CommandLine", remarks: 'Removes the last two.',
      output: "a\nb\nc\n'a'\nClear-History -Count 2 -Newest" },
  ],
  process(ctx) {
    const history = requireHistory(ctx, 'Clear-History');
    let entries = history.list();
    const ids = ctx.params.Id;
    if (ids) {
      for (const id of ids) if (!entries.some((e) => e.id === id)) ctx.writeError(historyNotFound('Clear-History', id));
      entries = entries.filter((e) => ids.includes(e.id));
    }
    const lines = ctx.params.CommandLine;
    if (lines) entries = entries.filter((e) => lines.some((l) => wildcardMatch(e.commandLine, l)));
    if (ctx.bound.has('Count')) {
      const n = ctx.params.Count!;
      entries = ctx.params.Newest === true ? entries.slice(Math.max(0, entries.length - n)) : entries.slice(0, n);
    }
    history.remove(entries.map((e) => e.id));
  },
});
