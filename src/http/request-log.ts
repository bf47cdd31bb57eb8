// One line per request (docs/contract.md 8: `GET /error -> 500 (2 ms)`), filtered by the LogLevel setting, handed to the shell
// through a callback, and appended as JSON lines to LoggingFilePath when it is set.
import { appendFile } from 'node:fs/promises';
import type { LogLevel } from './settings.js';

export interface RequestLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string | null;
  /** In the log file only: the messages of the script's errors (they never reach an HTTP body under Continue). */
  errors?: string[];
}

/** The level a request's line belongs to: 5xx is an Error, 4xx a Warning, the rest Information. */
export function entryLevel(status: number): Exclude<LogLevel, 'None' | 'Verbose'> {
  return status >= 500 ? 'Error' : status >= 400 ? 'Warning' : 'Information';
}

const rank: Record<LogLevel, number> = { None: 0, Error: 1, Warning: 2, Information: 3, Verbose: 4 };

export function shouldLog(setting: LogLevel, level: LogLevel): boolean {
  return rank[level] <= rank[setting] && setting !== 'None';
}

export function formatEntry(entry: RequestLogEntry): string {
  return `${entry.method} ${entry.path} -> ${entry.status} (${entry.durationMs} ms)`;
}

/** Appends JSON lines in order; a failing file is reported once per path through `onError`, never thrown. */
export class LogFileWriter {
  private queue: Promise<void> = Promise.resolve();
  private failedPath: string | null = null;
  constructor(private readonly onError: (message: string) => void) {}

  append(path: string, entry: RequestLogEntry): void {
    this.queue = this.queue.then(() => appendFile(path, JSON.stringify(entry) + '\n', 'utf8')).then(
      () => { if (this.failedPath === path) this.failedPath = null; },
      (e: NodeJS.ErrnoException) => {
        if (this.failedPath === path) return;
        this.failedPath = path;
        this.onError(`Cannot write the request log to '${path}': ${e.code ?? e.message}.`);
      },
    );
  }

  /** Resolves when every line so far is written (tests, shutdown). */
  flush(): Promise<void> {
    return this.queue;
  }
}
