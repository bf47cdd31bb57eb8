// Get-History (h, history, ghy): the commands run at this session's prompt, oldest first (about_History); -Id picks
// entries, -Count the newest N (of those up to -Id when both are given).
import { defineCommand } from '../declaration.js';
import { historyNotFound, historyObject, HISTORY_INFO, requireHistory } from './history-access.js';

export const getHistory = defineCommand({
  name: 'Get-History',
  aliases: ['h', 'history', 'ghy'],
  shellOnly: true,
  synopsis: 'Gets a list of the commands entered during the current session.',
  description: 'Writes a HistoryInfo object (Id, CommandLine, ExecutionStatus, StartExecutionTime, EndExecutionTime, Duration) for each command the prompt ran.',
  parameters: [
    { name: 'Id', type: 'int[]', position: 0, valueFromPipeline: true, validateRange: [1, 2147483647], help: 'The entries with these ids.' },
    { name: 'Count', type: 'int', position: 1, validateRange: [0, 32767], help: 'How many of the newest entries.' },
  ],
  examples: [
    { code: "'one'\n'two'\nGet-History | Select-Object Id, CommandLine, ExecutionStatus",
      remarks: 'Every command of this session, with its id (each line typed is one; the Duration column, which varies, is left out here).',
      output: "one\ntwo\n\nId CommandLine ExecutionStatus\n-- ----------- ---------------\n 1 'one'       Completed\n 2 'two'       Completed" },
    { code: "'a'\n'b'\n'c'\nh -Count 2 | Select-Object Id, CommandLine", remarks: 'The last two.',
      output: "a\nb\nc\n\nId CommandLine\n-- -----------\n 2 'b'\n 3 'c'" },
    { code: "New-SvcEndpoint /hello { 'Hello' }\nirm /hello\nGet-History | Where-Object CommandLine -like '*irm*' | Select-Object Id, CommandLine",
      remarks: 'The calls of Invoke-RestMethod.',
      output: 'Hello\n\nId CommandLine\n-- -----------\n 2 irm /hello' },
  ],
  outputType: HISTORY_INFO,
  process(ctx) {
    let entries = requireHistory(ctx, 'Get-History').list();
    const ids = ctx.params.Id;
    if (ids) {
      if (!ctx.bound.has('Count')) {
        for (const id of ids) {
          const e = entries.find((x) => x.id === id);
          if (e) ctx.writeOutput(historyObject(ctx, e)); else ctx.writeError(historyNotFound('Get-History', id));
        }
        return;
      }
      entries = entries.filter((e) => e.id <= ids[0]);
    }
    if (ctx.bound.has('Count')) entries = entries.slice(Math.max(0, entries.length - ctx.params.Count!));
    for (const e of entries) ctx.writeOutput(historyObject(ctx, e));
  },
});
