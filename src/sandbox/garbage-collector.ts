// V8's collector for the calling thread's own heap, which node exposes only with --expose-gc. The server's settling
// after heavy work (memory-trim.ts) and the prompt engine's heap guard (src/shell/heap-guard.ts) use it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's gc(): with no options a full collection now; `execution: 'async'` runs it in a task and resolves after. */
export type GarbageCollector = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async' }) => void | Promise<void>;

/**
 * V8's collector, exposed for one new context and hidden again (the isolates the sandbox creates later must not see
 * it); null where that fails.
 */
export function garbageCollector(): GarbageCollector | null {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as GarbageCollector;
  } catch {
    return null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}
