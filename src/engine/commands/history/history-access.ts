// What the history commands share: the prompt's history through Host.history (plain data, owned by the shell), as
// PowerShell's HistoryInfo objects (Id, CommandLine, ExecutionStatus, StartExecutionTime, EndExecutionTime,
// Duration), and the error for an id that is not there.
import type { CommandContext } from '../declaration.js';
import type { HistoryEntry, HistoryHost } from '../../host.js';
import { PSObject, PSTimeSpan } from '../../values/types.js';
import { localDateTime } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

export const HISTORY_INFO = 'Microsoft.PowerShell.Commands.HistoryInfo';

export function requireHistory(ctx: CommandContext, commandName: string): HistoryHost {
  const history = ctx.host.history;
  if (history) return history;
  return ctx.throwTerminating(cmdletError(commandName, `${commandName} works on the interactive prompt's history, which this session does not have.`,
    'HistoryNotAvailable', 'ResourceUnavailable', null, 'System.InvalidOperationException'));
}

export function historyObject(ctx: CommandContext, e: HistoryEntry): PSObject {
  return PSObject.from([
    ['Id', e.id], ['CommandLine', e.commandLine], ['ExecutionStatus', e.executionStatus],
    ['StartExecutionTime', localDateTime(e.startExecutionTime, ctx.host)], ['EndExecutionTime', localDateTime(e.endExecutionTime, ctx.host)],
    ['Duration', new PSTimeSpan(e.endExecutionTime - e.startExecutionTime)],
  ], [HISTORY_INFO, 'System.Object']);
}

export function historyNotFound(commandName: string, id: number) {
  return cmdletError(commandName, `Cannot locate history for command line ${id}.`, 'InvokeHistoryNoHistoryForId', 'ObjectNotFound', id);
}
