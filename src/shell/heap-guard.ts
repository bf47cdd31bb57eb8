// The prompt engine's heap cap, kept by the engine itself (docs/shell.md, memory). A worker's resourceLimits end the
// worker when its heap is full, but only at best: depending on the shape of the allocation, V8 aborts the whole
// process instead, and every endpoint with it. So the engine stops a command well before that: an allocation that
// cannot fit is refused before it is tried (values/allocation-limit.ts), and the interpreter's interrupt polls look
// at the heap now and then, and stop the command with an OutOfMemoryException when what is live fills most of it.
import { getHeapStatistics } from 'node:v8';
import { heapNearlyFull, limitAllocations, PipelineStoppedSignal } from '../engine/index.js';
import { garbageCollector } from '../sandbox/garbage-collector.js';

/** Polls between two looks at the heap: a look costs about a microsecond, a loop iteration about 50 ns. */
const CHECK_EVERY = 1024;
/** Past this share of the cap, collect garbage and look again. */
const COLLECT_AT = 0.85;
/** Past this share of the cap after a collection, the command is stopped. */
const STOP_AT = 0.75;

const MB = 1024 * 1024;

/**
 * Returns the check the host's checkInterrupt calls on every poll. When the heap is nearly full it stops the whole
 * run, as Ctrl-C does (a terminating error would end only its statement, and a loop would go on), with the
 * OutOfMemoryException as the run's error.
 */
export function createHeapGuard(capMb: number): () => void {
  limitAllocations(capMb, { holder: "the engine's", setting: 'SVC_ENGINE_MEMORY_MB' });
  const collect = garbageCollector();
  const cap = capMb * MB;
  let countdown = CHECK_EVERY;
  return () => {
    if (--countdown > 0) return;
    countdown = CHECK_EVERY;
    const used = getHeapStatistics().used_heap_size;
    if (used < COLLECT_AT * cap) return;
    if (collect === null) throw stop(used);
    // What V8 has not collected yet counts as used; only what survives a collection is live. Without the collector
    // the guard stops at COLLECT_AT on what is used, garbage included.
    collect();
    const live = getHeapStatistics().used_heap_size;
    if (live >= STOP_AT * cap) throw stop(live);
  };
}

function stop(usedBytes: number): PipelineStoppedSignal {
  return new PipelineStoppedSignal('memory', heapNearlyFull(Math.round(usedBytes / MB)));
}
