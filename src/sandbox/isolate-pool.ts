// A pool of warm isolates (docs/contract.md 6), one call per isolate at a time, FIFO queue when all are busy. An isolate that
// exceeds a limit or dies is disposed and a new one is warmed in the background; the other isolates keep serving.
// Isolates are created with the MemoryLimitMB of the call they serve: when the setting changes, each isolate is
// recreated with the new limit the next time it takes a call.
import os from 'node:os';
import { createHash } from 'node:crypto';
import type { EndpointRequest, EndpointResult } from '../engine/service/endpoint-types.js';
import { defaultBundlePath, loadEngineBundle, type EngineBundle } from './engine-bundle.js';
import { IsolateSlot, type SlotCall } from './isolate-slot.js';
import { toWireRequest, type WireRequest } from './wire-request.js';
import type { HttpClient } from './host-bridge.js';
import { sandboxError, shutdownResult } from './guest/results.js';
import { type ExecuteOptions, type IsolatePool, type IsolatePoolOptions, type IsolatePoolStats } from './types.js';

const DEFAULT_MEMORY_LIMIT_MB = 128;
const QUEUE_PER_ISOLATE = 64;
const SCRIPT_HASHES_MAX = 4096;

interface Job {
  key: string;
  request: WireRequest;
  options: ExecuteOptions;
  resolve(result: EndpointResult): void;
}

interface Worker {
  slot: IsolateSlot | null;
  state: 'starting' | 'idle' | 'busy' | 'closed';
}

export function createIsolatePool(options: IsolatePoolOptions = {}): IsolatePool {
  return new Pool(options);
}

class Pool implements IsolatePool {
  private readonly bundle: EngineBundle;
  private readonly workers: Worker[];
  private readonly queue: Job[] = [];
  private readonly maxQueue: number;
  private readonly httpClient: HttpClient | undefined;
  private readonly hashes = new Map<string, { script: string; hash: string }>();
  private readonly pending = new Set<Promise<void>>();
  private readonly warmed: Promise<void>;
  private closed = false;
  private counts = { completed: 0, created: 0, recycled: 0 };

  constructor(options: IsolatePoolOptions) {
    this.bundle = loadEngineBundle(options.bundlePath ?? defaultBundlePath());
    const size = Math.max(1, Math.floor(options.size ?? os.availableParallelism()));
    this.maxQueue = options.maxQueue ?? size * QUEUE_PER_ISOLATE;
    this.httpClient = options.http;
    this.workers = Array.from({ length: size }, (): Worker => ({ slot: null, state: 'starting' }));
    const limit = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
    this.warmed = Promise.all(this.workers.map((w) => this.track(this.warm(w, limit)))).then(() => undefined);
  }

  execute = (key: string, request: EndpointRequest, options: ExecuteOptions): Promise<EndpointResult> => {
    if (this.closed) return Promise.resolve(shutdownResult(options.errorAction));
    if (this.queue.length >= this.maxQueue) return Promise.resolve({ kind: 'busy', queued: this.queue.length });
    // Copied now: what the caller does to `request` afterwards cannot reach the script.
    const wire = toWireRequest(request);
    return new Promise((resolve) => {
      this.queue.push({ key, request: wire, options, resolve });
      this.dispatch();
    });
  };

  ready(): Promise<void> {
    return this.warmed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve(shutdownResult(job.options.errorAction));
    for (const worker of this.workers) {
      worker.slot?.dispose(true);
      if (worker.state !== 'busy' && worker.state !== 'starting') worker.state = 'closed';
    }
    await Promise.allSettled([...this.pending]);
  }

  stats(): IsolatePoolStats {
    const count = (state: Worker['state']) => this.workers.filter((w) => w.state === state).length;
    return {
      size: this.workers.length, idle: count('idle'), busy: count('busy'), starting: count('starting'),
      queued: this.queue.length, ...this.counts,
    };
  }

  /** Hands queued calls to free isolates, oldest call first; prefers an isolate that already has the right limit. */
  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const limit = this.queue[0]!.options.memoryLimitMb;
      const idle = this.workers.filter((w) => w.state === 'idle');
      const worker = idle.find((w) => w.slot?.memoryLimitMb === limit) ?? idle[0];
      if (worker === undefined) return;
      worker.state = 'busy';
      this.track(this.runJob(worker, this.queue.shift()!));
    }
  }

  private async runJob(worker: Worker, job: Job): Promise<void> {
    const limit = job.options.memoryLimitMb;
    let slot = worker.slot;
    if (slot === null || !slot.alive || slot.memoryLimitMb !== limit) {
      this.retire(worker);
      try {
        slot = worker.slot = await this.startSlot(limit);
      } catch (e) {
        // A bundle that does not load: answer the call, keep the worker (the next call retries).
        job.resolve(sandboxError(`The script sandbox could not start: ${messageOf(e)}`, job.options.errorAction,
          'ScriptSandboxUnavailable'));
        return this.release(worker);
      }
    }
    if (this.closed) {
      // close() ran while this isolate was starting, so it could not dispose it.
      job.resolve(shutdownResult(job.options.errorAction));
      return this.release(worker);
    }
    const outcome = await slot.execute(this.slotCall(job));
    this.counts.completed++;
    job.resolve(outcome.result);
    if ((outcome.recycle || !slot.alive) && !this.closed) {
      this.retire(worker);
      void this.track(this.warm(worker, limit));
      return;
    }
    this.release(worker);
  }

  /** The worker takes the next call, or, after close(), gives its isolate up. */
  private release(worker: Worker): void {
    if (this.closed) {
      this.retire(worker, true);
      worker.state = 'closed';
      return;
    }
    worker.state = 'idle';
    this.dispatch();
  }

  /** Creates an isolate for a worker in the background (at start, or replacing a recycled one). */
  private async warm(worker: Worker, memoryLimitMb: number): Promise<void> {
    worker.state = 'starting';
    try {
      worker.slot = this.closed ? null : await this.startSlot(memoryLimitMb);
    } catch {
      worker.slot = null; // the next call on this worker retries, and reports the failure if it persists
    }
    this.release(worker);
  }

  private async startSlot(memoryLimitMb: number): Promise<IsolateSlot> {
    const slot = await IsolateSlot.create(this.bundle, memoryLimitMb, this.httpClient);
    this.counts.created++;
    return slot;
  }

  private retire(worker: Worker, forClose = false): void {
    if (worker.slot === null) return;
    worker.slot.dispose(forClose);
    worker.slot = null;
    if (!forClose) this.counts.recycled++;
  }

  private slotCall(job: Job): SlotCall {
    const script = job.options.script;
    let entry = this.hashes.get(job.key);
    if (entry === undefined || entry.script !== script) {
      if (this.hashes.size >= SCRIPT_HASHES_MAX) this.hashes.clear();
      entry = { script, hash: createHash('sha1').update(script).digest('base64') };
      this.hashes.set(job.key, entry);
    }
    return { key: job.key, hash: entry.hash, script, request: job.request, options: job.options };
  }

  private track(work: Promise<void>): Promise<void> {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return work;
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
