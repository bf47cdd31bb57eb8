// The request log (docs/http.md, "The request log"): one record per answered request, kept in a bounded ring buffer
// (the RequestLogSize setting) for Get-SvcRequestLog and the console page, handed to subscribers (the shell's log
// lines, the console's live log), and appended as JSON lines to LoggingFilePath when it is set. Records are plain data;
// the shell alone turns them into coloured lines (src/shell/format/request-log-view.ts).
import { appendFile } from 'node:fs/promises';
import type { RequestRecord } from '../engine/protocol/endpoint-types.js';
import type { LogLevel } from '../engine/protocol/settings-schema.js';

export type { RequestRecord };

/** Bodies longer than this are cut in the log (the HTTP answer itself is never cut). */
export const LOGGED_BODY_CHARS = 64 * 1024;

/** The level a request belongs to: 5xx is an Error, 4xx a Warning, the rest Information. */
export function entryLevel(status: number): Exclude<LogLevel, 'None' | 'Verbose'> {
  return status >= 500 ? 'Error' : status >= 400 ? 'Warning' : 'Information';
}

const rank: Record<LogLevel, number> = { None: 0, Error: 1, Warning: 2, Information: 3, Verbose: 4 };

export function shouldLog(setting: LogLevel, level: LogLevel): boolean {
  return rank[level] <= rank[setting] && setting !== 'None';
}

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Body text for the log: bytes as UTF-8 when they decode cleanly, else a note of their size; cut at LOGGED_BODY_CHARS. */
export function loggedBody(body: string | Buffer): string {
  if (typeof body === 'string') {
    return body.length > LOGGED_BODY_CHARS ? body.slice(0, LOGGED_BODY_CHARS) + `\n... (${body.length - LOGGED_BODY_CHARS} more characters)` : body;
  }
  // Only the part the log keeps is decoded: a 30 MB body costs the event loop no more than a small one.
  const head = body.subarray(0, LOGGED_BODY_CHARS * 4);
  // A whole body is decoded by the one shared decoder (made once, not per request); a cut one by its own, whose
  // streaming state then ends with it.
  const cut = head.length < body.length;
  const text = (cut ? new TextDecoder('utf-8', { fatal: false }) : utf8).decode(head, { stream: cut });
  if (text.includes('\uFFFD')) return `(${body.length} bytes of binary data)`;
  if (text.length <= LOGGED_BODY_CHARS && head.length === body.length) return text;
  return text.slice(0, LOGGED_BODY_CHARS) + `\n... (${body.length - Buffer.byteLength(text.slice(0, LOGGED_BODY_CHARS))} more bytes)`;
}

/** The newest `capacity` records, oldest first. A capacity of 0 keeps nothing. */
export class RequestRing {
  private records: RequestRecord[] = [];
  private start = 0;

  constructor(private capacity: number) {}

  add(record: RequestRecord): void {
    if (this.capacity === 0) return;
    if (this.records.length < this.capacity) this.records.push(record);
    else {
      this.records[this.start] = record;
      this.start = (this.start + 1) % this.capacity;
    }
  }

  list(): RequestRecord[] {
    return [...this.records.slice(this.start), ...this.records.slice(0, this.start)];
  }

  resize(capacity: number): void {
    const kept = capacity === 0 ? [] : this.list().slice(-capacity);
    this.capacity = capacity;
    this.records = kept;
    this.start = 0;
  }
}

/** Appends JSON lines in order; a failing file is reported once per path through `onError`, never thrown. */
export class LogFileWriter {
  private queue: Promise<void> = Promise.resolve();
  private failedPath: string | null = null;
  constructor(private readonly onError: (message: string) => void) {}

  append(path: string, entry: object): void {
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

/** The log file's line: the record without the bodies and headers, error messages only (as before the ring existed). */
export function fileEntry(r: RequestRecord): object {
  return {
    time: r.time, method: r.method, path: r.url, status: r.status, durationMs: r.durationMs, requestId: r.requestId,
    errors: r.errors.map((e) => e.message), hostOutput: r.hostOutput.map((h) => h.text),
    ...(r.refusal ? { refusal: r.refusal } : {}),
  };
}
