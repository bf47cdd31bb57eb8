// The messages between the shell's main thread and the engine worker (engine-worker.ts), and the layout of the
// shared memory they use. The interpreter is synchronous, so it runs on a worker; the main thread keeps its event
// loop free for the HTTP listener, the isolate pool, readline and timers.
import type { HttpRequestData, HttpResponseData } from '../engine/host.js';
import type { CacheRequest } from '../engine/protocol/store-types.js';
import type { LoadedFile } from './file-host.js';
import type { Terminals } from './format/palette.js';
import type { OutputRendering, StyleSettings } from '../engine/values/ps-style.js';

/** Int32 slots of the shared control buffer. */
export const CONTROL = {
  /** Non-zero while a Ctrl-C is pending: checkInterrupt() reads it, sleep() waits on it. */
  interrupt: 0,
  /** Bumped by the main thread after it posts a host-call reply; the worker waits on it. */
  reply: 1,
} as const;
export const CONTROL_SLOTS = 2;

export type OutputMode = 'text' | 'json';

export interface WorkerSetup {
  control: SharedArrayBuffer;
  /** Whether stdout and stderr are the host's terminal (src/shell/format/ps-style.ts, toTerminal). */
  terminals: Terminals;
  /** $PSStyle.OutputRendering to start with (NO_COLOR gives PlainText; src/engine/values/ps-style.ts). */
  rendering: OutputRendering;
  columns: number;
  outputMode: OutputMode;
  /** The file svc was started with, for $PSScriptRoot-like needs and error headers. */
  scriptFile: string | null;
  /** The profile's path, for $PROFILE (docs/files.md). */
  profile: string;
}

/** What the engine asks the main thread for (the host calls that need its event loop). */
export type HostCall =
  | { op: 'service'; method: 'defineEndpoint' | 'listEndpoints' | 'removeEndpoints' | 'getSettings' | 'setSettings' | 'requestLog' | 'poolStats' | 'appTokens' | 'defineRateLimit' | 'listRateLimits' | 'removeRateLimits'; arg: unknown;
    /** Made by a reload run: goes to the service's staging area (docs/files.md). */
    staged?: boolean }
  | { op: 'http'; request: HttpRequestData }
  /** The shared cache (docs/state.md): the reply's value is the request's StoreOutcome, a failure included. */
  | { op: 'cache'; request: CacheRequest };

export type HostReply =
  | { ok: true; value: unknown }
  | { ok: false; message: string };

export type { HttpResponseData };

/** The outcome of one submission, as the main thread sees it. */
export interface RunSummary {
  outcome: 'completed' | 'failed' | 'parseError' | 'exit' | 'stopped' | 'incomplete';
  exitCode: number;
  /** The script files the run read (dot-sourced, called, -Path files), for watching (docs/files.md). */
  loaded?: LoadedFile[];
  /** A completed run: `$?` after its last statement. */
  lastSucceeded?: boolean;
  /** Where a failed run failed, for the reload notice. */
  failedAt?: { file: string | null; line: number; column: number };
}

/** A script file to run again on reload: a file svc ran, or one run from the prompt. */
export interface ReloadRoot {
  file: string;
  /** The arguments svc was given for it; null: the ones it was last run with at the prompt (the worker keeps them). */
  args: string[] | null;
}

/** Main thread -> worker (through the worker's parentPort). */
export type ToWorker =
  | { type: 'run'; id: number; source: string; file: string | null; args: string[]; interactive: boolean }
  | { type: 'complete'; id: number; line: string; cursor: number; endpoints: string[] }
  | { type: 'columns'; columns: number }
  | { type: 'reload'; id: number; roots: ReloadRoot[] };

/** Worker -> main thread. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'write'; fd: 1 | 2; text: string }
  | { type: 'host'; id: number; call: HostCall }
  | { type: 'done'; id: number; summary: RunSummary }
  | { type: 'completed'; id: number; result: { items: string[]; start: number } }
  /** The session's $PSStyle changed (the main thread colours the request log with it). */
  | { type: 'style'; style: StyleSettings }
  | { type: 'fatal'; message: string };
