// A fair, elastic pool of warm isolates (docs/contract.md 6, docs/sandbox.md "the pool"), one call per isolate at a
// time. The policy, so that a hostile or slow endpoint costs only its own limits:
// - fair share: one endpoint runs at most `fairShare` calls at once (default: the base size, one per core); its other
//   calls wait while other endpoints' calls go ahead of them;
// - elastic: the pool starts with its base size and one warm spare; calls that have run longer than LONG_CALL_MS hold
//   their isolates, and the pool warms more, up to MaxIsolates, so that one spare stays for everything else, and
//   disposes the extra ones once they idle;
// - a reserve for quick endpoints: an endpoint whose calls run long or wreck their isolates never takes the last idle
//   isolate, so a quick call never waits behind a hostile one for an isolate that is still warming;
// - bounded wait: a call waits at most its queue timeout, then resolves 503 (busy); a call whose client hung up leaves
//   the queue, or is stopped if it runs (a shared stop flag the guest polls: no disposal under a running script);
// - nested calls (an endpoint calling its own server) go first and never wait behind their callers: they get an
//   isolate, a new one, or an immediate 503;
// - close() stops running calls the same cooperative way, then disposes isolates only once nothing runs in them.
import os from 'node:os';
import type { EndpointRequest, EndpointResult } from '../engine/protocol/endpoint-types.js';
import { defaultBundlePath, loadEngineBundle, type EngineBundle } from './engine-bundle.js';
import { IsolateSlot, type SlotOutcome } from './isolate-slot.js';
import { IsolateStock } from './isolate-stock.js';
import { MemoryTrim, collectThenTrim, type ReleaseMemory } from './memory-trim.js';
import { QuickEndpoints, mayLead, takeRiders } from './call-batch.js';
import { toWireRequest, type WireRequest } from './wire-request.js';
import type { CacheServer, HttpClient } from './host-bridge.js';
import { STOP_GONE, STOP_SHUTDOWN } from './guest/protocol.js';
import { busyResult, goneResult, nestedBusyResult, sandboxError, shutdownResult } from './guest/results.js';
import type { ExecuteOptions, IsolatePool, IsolatePoolOptions, IsolatePoolStats, PoolEvent } from './types.js';

const DEFAULT_MEMORY_LIMIT_MB = 128;
/** A call whose request crosses with this much (its JSON and body bytes) is heavy work for the memory settling, however quick. */
const BIG_REQUEST_BYTES = 1 << 20;
const QUEUE_PER_ISOLATE = 64;
/** A call running this long holds its isolate: the pool warms another one for everyone else. */
export const LONG_CALL_MS = 50;
/** An isolate beyond the base size that idles this long is disposed. */
const IDLE_SHRINK_MS = 10_000;
/** The pool's housekeeping period (growth, queue waits, shrinking), only while there is something to watch. */
const TICK_MS = 25;
/** How long close() lets stopped calls return by themselves before it disposes their isolates. */
const STOP_GRACE_MS = 1000;
export const DEFAULT_QUEUE_TIMEOUT_MS = 10_000;
const DISPOSE_SETTLE_MS = 250;
/** An isolate whose heap a call doubled (IsolateSlot.bloated) is replaced once it has idled this long. */
const REFRESH_IDLE_MS = 2000;
/** At most this many endpoints are remembered as wrecking their isolates at once (the reserve). */
const MAX_WRECKING_MARKS = 1024;
/**
 * An isolate is weighed once its calls since the last weighing have run this long in all, and on the pool's next tick
 * once it idles with calls not yet weighed. Weighing costs ~10-35 us of the main thread (getHeapStatisticsSync), as
 * much as a quick call's whole hop; growing a heap by megabytes takes milliseconds of allocation (`1..3000000` triples
 * it in ~30 ms), so a heap grown by a call is seen at the latest when its isolate next idles.
 */
export const WEIGH_AFTER_BUSY_MS = 20;

interface Job {
  key: string;
  request: WireRequest;
  options: ExecuteOptions;
  enqueuedAt: number;
  done: boolean;
  worker: Worker | null;
  /** Calls that cross into the isolate with this one (call-batch.ts); empty for most calls. */
  riders: Job[];
  /** One of several calls crossing together: a hang-up does not stop it (the flag would stop whichever one runs). */
  batched: boolean;
  resolve(result: EndpointResult): void;
  detach(): void;
}

interface Worker {
  slot: IsolateSlot | null;
  state: 'starting' | 'idle' | 'busy' | 'closed';
  job: Job | null;
  /** When the worker entered its state (monotonic ms). */
  since: number;
  /** A call doubled its isolate's heap: the isolate is replaced once it idles (RSS returns after an attack). */
  bloated: boolean;
  /** Time its calls have run since the isolate was last weighed (WEIGH_AFTER_BUSY_MS). */
  unweighedMs: number;
}

/**
 * MaxIsolates when the setting is 0: a quarter of the machine's memory, counting each isolate at 3x its limit
 * (isolated-vm's limit "is more of a guideline": docs/sandbox.md), at least the base size + 2, at most 64.
 */
export function defaultMaxIsolates(memoryLimitMb: number, size: number, totalMemory = os.totalmem()): number {
  const fits = Math.floor(totalMemory / 4 / (3 * memoryLimitMb * 1024 * 1024));
  return Math.max(size + 2, Math.min(64, fits));
}

export function createIsolatePool(options: IsolatePoolOptions = {}): IsolatePool {
  return new Pool(options);
}

const now = (): number => performance.now();

/** Heavy work for the memory settling however quick: the call's request crossed with BIG_REQUEST_BYTES or more. */
const bigRequest = (job: Job): boolean => job.request.json.length + (job.request.bytes?.length ?? 0) >= BIG_REQUEST_BYTES;

class Pool implements IsolatePool {
  private readonly bundle: EngineBundle;
  private readonly workers: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly fairShare: number;
  private readonly maxQueue: number;
  private readonly httpClient: HttpClient | undefined;
  private readonly cache: CacheServer | undefined;
  private readonly onEvent: (event: PoolEvent) => void;
  private readonly running = new Map<string, number>();
  /**
   * Endpoints whose last call wrecked its isolate (the memory limit, the watchdog): with those that have a call running
   * LONG_CALL_MS now, their calls leave the last idle isolate to others (docs/sandbox.md, "the reserve"). A call that
   * ends without wrecking its isolate clears the mark. Not how long a call took: on a loaded machine a quick call's
   * wall-clock time can pass any threshold while the process waits for a core.
   */
  private readonly wrecking = new Set<string>();
  /** Endpoints whose calls are quick: theirs may cross into an isolate together (call-batch.ts). */
  private readonly quick = new QuickEndpoints();
  /** The last dispatch held a call back to keep the reserve: the pool grows for it (grow()). */
  private reserveHeld = false;
  private readonly pending = new Set<Promise<void>>();
  /** Replacements' isolates, made at quiet moments (making one can wait on another's teardown). */
  private readonly stock: IsolateStock;
  /** Gives the C allocator's free memory back once heavy work is over (docs/sandbox.md, "Memory after an attack"). */
  private readonly trim: MemoryTrim;
  private readonly warmed: Promise<void>;
  private maxIsolates: number;
  private memoryLimitMb: number;
  /** The MaxIsolates setting last seen (0: derived), so that a call with unchanged settings derives nothing. */
  private maxIsolatesSetting: number | undefined;
  /** The machine's memory, read once (os.totalmem() is a system call). */
  private readonly totalMemory = os.totalmem();
  private ticker: NodeJS.Timeout | null = null;
  private closed = false;
  private counts = { completed: 0, created: 0, recycled: 0, refused: 0, batched: 0 };

  constructor(options: IsolatePoolOptions) {
    this.bundle = loadEngineBundle(options.bundlePath ?? defaultBundlePath());
    this.size = Math.max(1, Math.floor(options.size ?? os.availableParallelism()));
    this.fairShare = Math.max(1, Math.floor(options.fairShare ?? this.size));
    this.maxQueue = options.maxQueue ?? this.size * QUEUE_PER_ISOLATE;
    this.stock = new IsolateStock(this.size);
    const release = options.releaseMemory === undefined ? collectThenTrim() : options.releaseMemory;
    this.trim = new MemoryTrim((wake) => this.settle(wake, release));
    this.httpClient = options.http;
    this.cache = options.cache;
    this.onEvent = options.onEvent ?? (() => {});
    this.memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
    this.maxIsolatesSetting = options.maxIsolates;
    this.maxIsolates = options.maxIsolates || defaultMaxIsolates(this.memoryLimitMb, this.size, this.totalMemory);
    this.warmed = options.warmAfter === undefined ? this.warmFloor() : options.warmAfter.then(() => this.warmFloor(), () => this.warmFloor());
  }

  execute = (key: string, request: EndpointRequest, options: ExecuteOptions): Promise<EndpointResult> => {
    if (this.closed) return Promise.resolve(shutdownResult());
    if (options.signal?.aborted) return Promise.resolve(goneResult());
    if (this.queue.length >= this.maxQueue) return Promise.resolve(this.refuse(busyResult(0)));
    this.follow(options);
    // Copied now: what the caller does to `request` afterwards cannot reach the script.
    const wire = toWireRequest(request);
    return new Promise((resolve) => {
      const job: Job = { key, request: wire, options, enqueuedAt: now(), done: false, worker: null, riders: [], batched: false, resolve, detach: () => {} };
      const signal = options.signal;
      if (signal) {
        const onAbort = () => this.abandon(job);
        signal.addEventListener('abort', onAbort, { once: true });
        job.detach = () => signal.removeEventListener('abort', onAbort);
      }
      // A nested call's caller holds an isolate until it answers: it goes first (docs/sandbox.md, nested calls).
      if (options.nested) this.queue.unshift(job); else this.queue.push(job);
      this.dispatch();
      this.watch();
    });
  };

  ready(): Promise<void> {
    return this.warmed;
  }

  /** Warms the isolates the pool keeps at least (a call that came first may have started some already). */
  private warmFloor(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const missing = Math.max(0, this.floor() - this.liveCount());
    return Promise.all(Array.from({ length: missing }, () => this.addWorker(this.memoryLimitMb))).then(() => this.watch());
  }

  /** Stops every running call (they resolve 503, shutting down) and refuses queued ones; the isolates stay. */
  stopRunning(): void {
    for (const job of this.queue.splice(0)) this.finish(job, shutdownResult());
    for (const worker of this.workers) if (worker.state === 'busy') worker.slot?.stop(STOP_SHUTDOWN);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopRunning();
    // Calls stop by themselves within a poll or a wake-up; only what never polls is disposed under its script.
    const settled = Promise.allSettled([...this.pending]);
    const grace = delay(STOP_GRACE_MS);
    await Promise.race([settled, grace.done]);
    grace.cancel();
    for (const worker of this.workers) if (worker.state === 'busy') worker.slot?.dispose(true);
    await Promise.allSettled([...this.pending]);
    for (const worker of this.workers) { this.retire(worker, true); worker.state = 'closed'; }
    this.stock.dispose(now());
    this.trim.stop();
    this.unwatch();
    // isolated-vm tears an isolate down on its own thread after dispose(); a process that exits during that
    // teardown can crash (exit 139), so close() resolves only once it has had time to finish.
    await delay(DISPOSE_SETTLE_MS).done;
  }

  stats(): IsolatePoolStats {
    const count = (state: Worker['state']) => this.workers.filter((w) => w.state === state).length;
    return {
      size: this.workers.filter((w) => w.state !== 'closed').length, idle: count('idle'), busy: count('busy'),
      starting: count('starting'), queued: this.queue.length, maxIsolates: this.maxIsolates, ...this.counts,
      heapMb: Math.round(this.workers.reduce((sum, w) => sum + (w.state === 'idle' ? w.slot?.heapBytes() ?? 0 : 0), 0) / (1024 * 1024)),
    };
  }

  /**
   * MemoryLimitMB and MaxIsolates come with each call (settings may change at any time); the cap is derived again
   * only when one of them changed.
   */
  private follow(options: ExecuteOptions): void {
    const setting = options.maxIsolates;
    if (options.memoryLimitMb === this.memoryLimitMb && (setting === undefined || setting === this.maxIsolatesSetting)) return;
    this.memoryLimitMb = options.memoryLimitMb;
    if (setting === undefined) return;
    this.maxIsolatesSetting = setting;
    this.maxIsolates = setting || defaultMaxIsolates(options.memoryLimitMb, this.size, this.totalMemory);
  }

  /** Hands queued calls to idle isolates: oldest first, skipping endpoints at their fair share. */
  private dispatch(): void {
    this.reserveHeld = false;
    for (let i = 0; i < this.queue.length && !this.closed;) {
      const job = this.queue[i]!;
      if (!job.options.nested && (this.running.get(job.key) ?? 0) >= this.fairShare) { i++; continue; }
      const worker = this.idleWorker(job.options.memoryLimitMb);
      if (worker === undefined) {
        if (job.options.nested) this.serveNested(job, i);
        return;
      }
      if (!job.options.nested && !this.spareBeside() && this.slow(job.key)) {
        this.reserveHeld = true;
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      this.start(worker, job, this.ridersFor(worker, job, i));
    }
  }

  /**
   * Queued calls that cross into the worker's isolate with `job` (call-batch.ts): only when they could not have
   * another idle isolate (there is none, or the endpoint is at its fair share), so that they would have waited anyway,
   * and only into an isolate ready for them.
   */
  private ridersFor(worker: Worker, job: Job, from: number): Job[] {
    const slot = worker.slot;
    if (!mayLead(job, this.quick) || slot === null || !slot.alive || slot.memoryLimitMb !== job.options.memoryLimitMb) return [];
    const belowShare = (this.running.get(job.key) ?? 0) + 1 < this.fairShare;
    if (belowShare && this.workers.some((w) => w !== worker && w.state === 'idle')) return [];
    return takeRiders(this.queue, from, job);
  }

  /** No isolate is idle for a nested call: warm one if the cap allows (the call waits for it), else refuse at once. */
  private serveNested(job: Job, index: number): void {
    if (this.workers.some((w) => w.state === 'starting')) return;
    if (this.liveCount() < this.maxIsolates) { this.addWorker(job.options.memoryLimitMb); return; }
    this.queue.splice(index, 1);
    this.finish(job, this.refuse(nestedBusyResult(this.maxIsolates)));
  }

  /**
   * The reserve: a slow endpoint's call may take an idle isolate only if another stays idle (or warm) for quick calls.
   * Without it, when hostile calls wreck their isolates (a backtracking regex disposed by the watchdog, a memory
   * bomb), their queued successors took the spare, and quick calls waited ~0.3-1 s for a replacement's warm-up.
   */
  private spareBeside(): boolean {
    if (this.maxIsolates < 2) return true;
    let idle = 0;
    for (const w of this.workers) if (w.state === 'idle' && ++idle >= 2) return true;
    return false;
  }

  /** The endpoint wrecked its last isolate, or one of its calls has run LONG_CALL_MS and still runs. */
  private slow(key: string): boolean {
    if (this.wrecking.has(key)) return true;
    const t = now();
    return this.workers.some((w) => w.state === 'busy' && w.job?.key === key && t - w.since >= LONG_CALL_MS);
  }

  private idleWorker(memoryLimitMb: number): Worker | undefined {
    let any: Worker | undefined;
    for (const w of this.workers) {
      if (w.state !== 'idle') continue;
      if (w.slot?.memoryLimitMb === memoryLimitMb) return w;
      any ??= w;
    }
    return any;
  }

  private start(worker: Worker, job: Job, riders: Job[] = []): void {
    worker.state = 'busy';
    worker.since = now();
    worker.job = job;
    job.worker = worker;
    // The riders hold no fair share of their own: the share counts isolates an endpoint holds.
    job.riders = riders;
    job.batched = riders.length > 0;
    for (const rider of riders) { rider.worker = worker; rider.batched = true; }
    this.running.set(job.key, (this.running.get(job.key) ?? 0) + 1);
    this.track(this.runJob(worker, job));
  }

  /** The call on the worker's isolate; an isolate is started first when the worker has none fit for it. */
  private runJob(worker: Worker, job: Job): Promise<void> {
    const slot = worker.slot;
    if (slot === null || !slot.alive || slot.memoryLimitMb !== job.options.memoryLimitMb) return this.startThenCall(worker, job);
    return this.call(worker, slot, job);
  }

  private async startThenCall(worker: Worker, job: Job): Promise<void> {
    this.retire(worker);
    let slot: IsolateSlot;
    try {
      slot = worker.slot = await this.startSlot(job.options.memoryLimitMb);
    } catch (e) {
      // A bundle that does not load: answer the call, keep the worker (the next call retries).
      this.finish(job, sandboxError(`The script sandbox could not start: ${messageOf(e)}`, job.options.errorAction,
        'ScriptSandboxUnavailable'));
      return this.release(worker, job);
    }
    return this.call(worker, slot, job);
  }

  /** No async function on this path: each await level costs the quick call a few microseconds (docs/sandbox.md). */
  private call(worker: Worker, slot: IsolateSlot, job: Job): Promise<void> {
    if (this.closed || job.done) {
      for (const j of [job, ...job.riders]) this.finish(j, this.closed ? shutdownResult() : goneResult());
      job.riders = [];
      this.release(worker, job);
      return Promise.resolve();
    }
    const started = now();
    if (job.riders.length === 0) {
      return slot.execute(job).then((outcome) => this.called(worker, slot, job, [outcome.result], outcome.recycle, now() - started));
    }
    const requests = [job.request, ...job.riders.map((r) => r.request)];
    return slot.executeMany(requests, job.options).then((outcome) => this.called(worker, slot, job, outcome.results, outcome.recycle, now() - started));
  }

  /** `results` answer the job and then its riders, in order. */
  private called(worker: Worker, slot: IsolateSlot, job: Job, results: EndpointResult[], recycle: boolean, ranMs: number): void {
    const jobs = [job, ...job.riders];
    job.riders = [];
    this.counts.completed += jobs.length;
    if (jobs.length > 1) this.counts.batched += jobs.length;
    jobs.forEach((j, k) => this.finish(j, results[k]!));
    this.weigh(worker, slot, ranMs);
    if (ranMs >= LONG_CALL_MS || jobs.some(bigRequest)) this.trim.note(now());
    const wrecked = recycle || !slot.alive;
    this.quick.note(job.key, ranMs / jobs.length, wrecked);
    if (wrecked) this.markWrecking(job.key);
    else if (this.wrecking.size > 0) this.wrecking.delete(job.key);
    if (wrecked && !this.closed) {
      this.retire(worker);
      this.releaseKey(job);
      worker.job = null;
      void this.track(this.warm(worker, slot.memoryLimitMb));
      return;
    }
    this.release(worker, job);
  }

  /** Weighs the isolate once its calls have run WEIGH_AFTER_BUSY_MS since the last weighing (not after every call). */
  private weigh(worker: Worker, slot: IsolateSlot, ranMs: number): void {
    worker.unweighedMs += ranMs;
    if (worker.unweighedMs >= WEIGH_AFTER_BUSY_MS) this.weighNow(worker, slot);
  }

  private weighNow(worker: Worker, slot: IsolateSlot): void {
    worker.unweighedMs = 0;
    if (slot.alive) worker.bloated = slot.bloated;
  }

  /** The worker takes the next call, or, after close(), gives its isolate up. */
  private release(worker: Worker, job: Job | null = null): void {
    if (job !== null) this.releaseKey(job);
    worker.job = null;
    worker.since = now();
    if (this.closed) {
      this.retire(worker, true);
      worker.state = 'closed';
      return;
    }
    // Over a lowered MaxIsolates, a worker that comes free (or finishes warming) goes rather than serve.
    if (this.liveCount() > this.maxIsolates) return this.drop(worker);
    worker.state = 'idle';
    this.dispatch();
  }

  /** Bounded by the endpoints defined; the marks are forgotten wholesale past that many (a redefinition is a new key). */
  private markWrecking(key: string): void {
    if (this.wrecking.size >= MAX_WRECKING_MARKS) this.wrecking.clear();
    this.wrecking.add(key);
  }

  private releaseKey(job: Job): void {
    const left = (this.running.get(job.key) ?? 1) - 1;
    if (left <= 0) this.running.delete(job.key); else this.running.set(job.key, left);
    job.worker = null;
  }

  /** A new worker warms in the background; resolves when it is ready (or failed). */
  private addWorker(memoryLimitMb: number): Promise<void> {
    const worker: Worker = { slot: null, state: 'starting', job: null, since: now(), bloated: false, unweighedMs: 0 };
    this.workers.push(worker);
    return this.track(this.warm(worker, memoryLimitMb));
  }

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
    const slot = await IsolateSlot.create(this.bundle, memoryLimitMb, this.httpClient, this.cache, this.stock.take(now(), memoryLimitMb));
    this.counts.created++;
    return slot;
  }

  private retire(worker: Worker, forClose = false): void {
    if (worker.slot === null) return;
    worker.slot.dispose(forClose);
    this.noteTeardown();
    worker.slot = null;
    worker.unweighedMs = 0;
    if (!forClose) this.counts.recycled++;
  }

  /** The client hung up: a queued call leaves the queue, a running one is asked to stop. */
  private abandon(job: Job): void {
    if (job.done) return;
    const at = this.queue.indexOf(job);
    if (at >= 0) {
      this.queue.splice(at, 1);
      this.finish(job, goneResult());
      return;
    }
    if (!job.batched) job.worker?.slot?.stop(STOP_GONE);
  }

  private finish(job: Job, result: EndpointResult): void {
    if (job.done) return;
    job.done = true;
    job.detach();
    job.resolve(result);
  }

  private refuse(result: EndpointResult): EndpointResult {
    this.counts.refused++;
    this.onEvent({ kind: 'refused', stats: this.stats() });
    return result;
  }

  private liveCount(): number {
    return this.workers.filter((w) => w.state !== 'closed').length;
  }

  /** Housekeeping runs while calls run or wait, or while the pool is above its base size. */
  private watch(): void {
    if (this.ticker !== null || this.closed) return;
    this.ticker = setInterval(() => this.tick(), TICK_MS);
    this.ticker.unref();
  }

  private unwatch(): void {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  private tick(): void {
    const t = now();
    // The watchdog of each running call (IsolateSlot.overdue): one check per tick instead of a timer per call.
    for (const w of this.workers) if (w.state === 'busy') w.slot?.overdue(t);
    // Calls an idle isolate ran since its last weighing are weighed now (at most once a tick per isolate).
    for (const w of this.workers) if (w.state === 'idle' && w.unweighedMs > 0 && w.slot !== null) this.weighNow(w, w.slot);
    this.expireWaits(t);
    this.grow(t);
    this.refresh(t);
    this.shrink(t);
    if (!this.closed) this.stock.refill(t, this.memoryLimitMb);
    const busy = this.workers.some((w) => w.state === 'busy' || w.state === 'starting' || w.bloated);
    if (!busy && this.queue.length === 0 && this.liveCount() <= this.floor() && this.stock.full) this.unwatch();
  }

  private expireWaits(t: number): void {
    for (let i = 0; i < this.queue.length;) {
      const job = this.queue[i]!;
      const limit = job.options.queueTimeoutMs ?? DEFAULT_QUEUE_TIMEOUT_MS;
      if (limit > 0 && t - job.enqueuedAt >= limit) {
        this.queue.splice(i, 1);
        this.finish(job, this.refuse(busyResult(t - job.enqueuedAt)));
      } else i++;
    }
  }

  /**
   * The pool never goes below: the base size and one warm spare (within MaxIsolates). The spare is warm before it is
   * needed: when long calls take every base isolate at once, a healthy call finds it ready instead of waiting ~0.4 s
   * for an isolate warmed only then (that wait was the healthy p99 of ~500 ms at 2 endless loops; docs/sandbox.md).
   */
  private floor(): number {
    return Math.min(this.maxIsolates, this.size + 1);
  }

  /** How many calls have run LONG_CALL_MS and still run. */
  private longCalls(t: number): number {
    return this.workers.filter((w) => w.state === 'busy' && t - w.since >= LONG_CALL_MS).length;
  }

  /** Keeps one warm spare beside the isolates long calls hold (at least the floor in all), warming one at a time up to the cap. */
  private grow(t: number): void {
    if (this.workers.some((w) => w.state === 'starting')) return;
    const long = this.longCalls(t);
    // A call the reserve holds back gets an isolate of its own beside the spare.
    const wanted = Math.min(this.maxIsolates, Math.max(this.floor(), long + 1 + (this.reserveHeld ? 1 : 0)));
    if (this.liveCount() >= wanted) return;
    void this.addWorker(this.memoryLimitMb);
    this.onEvent({ kind: 'grew', stats: this.stats() });
  }

  /**
   * Disposes one isolate beyond the base size that has idled IDLE_SHRINK_MS (the memory returns to the system), or
   * any idle one while the pool is above a lowered MaxIsolates.
   */
  private shrink(t: number): void {
    const live = this.liveCount();
    if (live <= this.floor()) return;
    const idleFor = live > this.maxIsolates ? 0 : IDLE_SHRINK_MS;
    const worker = this.workers.find((w) => w.state === 'idle' && t - w.since >= idleFor);
    if (worker !== undefined) this.drop(worker);
  }

  /** Disposes an idle (or just freed) worker's isolate and forgets the worker. */
  private drop(worker: Worker): void {
    this.workers.splice(this.workers.indexOf(worker), 1);
    worker.slot?.dispose(true);
    this.noteTeardown();
    worker.slot = null;
    worker.state = 'closed';
    this.onEvent({ kind: 'shrank', stats: this.stats() });
  }

  /** Replaces one isolate whose heap a big call grew, once it has idled: its memory returns to the system. */
  private refresh(t: number): void {
    const worker = this.workers.find((w) => w.bloated && w.state === 'idle' && t - w.since >= REFRESH_IDLE_MS);
    if (worker === undefined) return;
    worker.bloated = false;
    this.retire(worker);
    void this.track(this.warm(worker, this.memoryLimitMb));
  }

  /** isolated-vm tears the isolate down on its own thread: the stock waits for it, and its memory is trimmed after. */
  private noteTeardown(): void {
    const t = now();
    this.stock.noteTeardown(t);
    if (!this.closed) this.trim.note(t, true);
  }

  /**
   * Gives memory back once heavy work is over (memory-trim.ts): `wake` runs V8's page-pool release task where it
   * waits in an idle isolate's queue (a heap-statistics request wakes each idle isolate), then `release` collects the
   * server's heap and trims glibc. It collects only while no long call runs: a collection is a pause of the main
   * thread, and while long calls burn the cores it waited for one 35-90 ms (docs/sandbox.md).
   */
  private async settle(wake: boolean, release: ReleaseMemory | null): Promise<void> {
    if (this.closed) return;
    if (wake) {
      const slots = this.workers.filter((w) => w.state === 'idle' && w.slot !== null).map((w) => w.slot!.nudge());
      await Promise.all([...slots, ...this.stock.nudge()]);
    }
    await release?.(this.longCalls(now()) === 0);
  }

  private track(work: Promise<void>): Promise<void> {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return work;
  }
}

/**
 * A timer that keeps the process alive: close() is awaited by a process about to exit, and an unref'd timer would let
 * the event loop empty mid-close (Node then exits with code 0, dropping the caller's exit code, during the very
 * teardown the wait is for).
 */
function delay(ms: number): { done: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => { timer = setTimeout(resolve, ms); });
  return { done, cancel: () => clearTimeout(timer) };
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
