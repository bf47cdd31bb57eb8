// The prompt's history of this session as PowerShell keeps it (Get-History's HistoryInfo: Id, CommandLine,
// ExecutionStatus, start and end times), handed to the engine as plain data through Host.history. It is apart from
// the line editor's recall list (history.ts, ~/.svc_history): entries are what the prompt ran, one per submission
// (a whole multi-line block is one entry), numbered from 1 for the session.
import type { HistoryEntry, HistoryHost } from '../engine/host.js';

export class SessionHistory implements HistoryHost {
  private entries: HistoryEntry[] = [];
  private nextId = 1;

  add(commandLine: string, executionStatus: HistoryEntry['executionStatus'], startExecutionTime: number, endExecutionTime: number): void {
    if (commandLine.trim() === '') return;
    this.entries.push({ id: this.nextId++, commandLine, executionStatus, startExecutionTime, endExecutionTime });
  }

  /**
   * Records a submission by how its run ended: completed, stopped (Ctrl-C) or failed (an error or a parse error). A
   * block still incomplete, or `exit`, is not a command the prompt ran, and is left out.
   */
  record(commandLine: string, outcome: string, startExecutionTime: number, endExecutionTime: number): void {
    if (outcome === 'incomplete' || outcome === 'exit') return;
    const status = outcome === 'completed' ? 'Completed' : outcome === 'stopped' ? 'Stopped' : 'Failed';
    this.add(commandLine, status, startExecutionTime, endExecutionTime);
  }

  list(): HistoryEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  remove(ids: number[]): void {
    const gone = new Set(ids);
    this.entries = this.entries.filter((e) => !gone.has(e.id));
  }
}
