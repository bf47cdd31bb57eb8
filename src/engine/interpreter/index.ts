// The interpreter's public surface: sessions that run scripts (the engine's index.ts adds the builtin commands).
export { createSession } from './session.js';
export type { Session, SessionOptions, RunOptions, RunResult } from './session.js';
export { INTERNAL_ERROR_ID } from './error-model.js';
export { MAX_CALL_DEPTH, scriptBlockInfo } from './invoke.js';
