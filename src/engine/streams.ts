// PowerShell's streams (about_Output_Streams, about_Redirection) as plain events. The engine emits them; the shell
// renders them for people, `-o json` writes them as JSON lines, and the endpoint runner turns them into a result.
import type { ErrorRecord } from './errors/error-record.js';

export interface HostWriteOptions {
  noNewline: boolean;
  foregroundColor: string | null;
  backgroundColor: string | null;
}

/**
 * A progress record (Write-Progress, PowerShell's ProgressRecord): one activity's state, or its end (`completed`).
 * Only a console shows it (docs/shell.md, "Progress"); endpoints and `-o json` drop it.
 */
export interface ProgressRecord {
  readonly activityId: number;
  readonly parentActivityId: number;
  readonly activity: string;
  readonly statusDescription: string;
  readonly currentOperation: string | null;
  /** -1 when unknown. */
  readonly percentComplete: number;
  /** -1 when unknown. */
  readonly secondsRemaining: number;
  readonly completed: boolean;
}

export type StreamEvent =
  | { readonly stream: 'output'; readonly value: unknown }
  /** terminating: true only for the error that ended the run (uncaught throw / Stop). */
  | { readonly stream: 'error'; readonly record: ErrorRecord; readonly terminating: boolean }
  | { readonly stream: 'warning' | 'verbose' | 'debug'; readonly message: string }
  /** Write-Information, and Write-Host (tag 'PSHOST', with hostOptions). */
  | { readonly stream: 'information'; readonly value: unknown; readonly tags: readonly string[]; readonly hostOptions: HostWriteOptions | null }
  /** Write-Progress; not a redirectable stream. */
  | { readonly stream: 'progress'; readonly record: ProgressRecord };

export type StreamSink = (event: StreamEvent) => void;
