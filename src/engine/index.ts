// The engine's public surface: sessions that run scripts, plus the types and helpers other stages need.
import { createSession as createSessionWith } from './interpreter/index.js';
import type { Session } from './interpreter/index.js';
import type { Host } from './host.js';
import type { StreamSink } from './streams.js';
import { builtinCommands } from './commands/registry.js';

export interface CreateSessionOptions {
  host: Host;
  sink: StreamSink;
  /** The script file the session runs (stack traces and $PSCommandPath name it), or null at the prompt. */
  scriptFile?: string | null;
  /** True when running an endpoint script inside the sandbox. */
  inEndpoint?: boolean;
  /** An endpoint's shared files: what its `. ./x.svc` and Import-Module read (docs/files.md). */
  sharedFiles?: readonly import('./protocol/shared-files.js').SharedFile[] | null;
}

/** A session with every builtin cmdlet (including the svc and web commands). */
export function createSession(options: CreateSessionOptions): Session {
  return createSessionWith({ ...options, commands: builtinCommands });
}

export type { Session, RunOptions, RunResult } from './interpreter/index.js';
export { INTERNAL_ERROR_ID, MAX_CALL_DEPTH } from './interpreter/index.js';
export { parse, type ParseOptions } from '../../grammar/index.js';
export type * from '../../grammar/ast.js';
export * from './values/types.js';
export {
  toBoolean, toStringValue, toNumber, convertTo, toJson, fromJson, enumerate,
  // The engine's parse (grammar's parse() given the type table's exception hierarchy).
  parseScript,
  // For tab completion (src/shell/session-info.ts): the tables the engine itself reads.
  listMembers, knownTypeNames,
  // The shell engine's heap cap (src/shell/heap-guard.ts; docs/shell.md, memory).
  limitAllocations, heapNearlyFull,
} from './values/index.js';
export * from './errors/error-record.js';
export * from './errors/signals.js';
export type * from './streams.js';
export type * from './host.js';
export type * from './protocol/endpoint-types.js';
export type * from './commands/declaration.js';
export { builtinCommands } from './commands/registry.js';
export { commonParameters } from './commands/common-parameters.js';
export { ACTION_PREFERENCE_NAMES } from './protocol/action-preference.js';
