// `svc --workers N` (docs/scale.md): the primary process's side. N worker processes, forked with node:cluster, share
// one port (the cluster hands each connection to a worker in turn); to the primary's service they are its listener
// (ServiceListener), so `Listening on`, --port, a Port change and the shutdown work as with one process. The primary
// keeps the endpoints, the settings, the one request log, the one console and the embedded store; each worker gets
// every change (`state`), forwards its answered requests and messages, and reaches the store over IPC. A worker that
// dies is replaced, and the others keep answering meanwhile.
import { clusterWorkerEntry } from '../worker-entry.js';
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { BoundAddress } from '../../http/listener.js';
import type { Service, ServiceListener } from '../../http/service.js';
import { serveStoreCall, type Store } from '../../store/index.js';
import { WORKER_CONFIG_ENV, type FromWorker, type ToWorker, type WorkerConfig } from './messages.js';

export interface FleetOptions {
  count: number;
  /** The primary's store, which workers without a shared store of their own reach over IPC. */
  store: Store;
  config: WorkerConfig;
  /** One line for the user (stderr). */
  notice(line: string): void;
}

/** How long the primary waits for a worker to start, to bind, or to finish its calls past the grace, before giving up. */
const START_TIMEOUT_MS = 30_000;
/** Workers that end before they are ready, one after another, before svc stops replacing them (a start-up fault). */
const MAX_START_FAILURES = 3;
const EXIT_AFTER_GRACE_MS = 10_000;

interface Member {
  worker: Worker;
  /** True once the worker said it is ready; false when it ended before. */
  ready: Promise<boolean>;
  /** Ends `ready` with false: the worker exited first. */
  failedToStart(): void;
  isReady: boolean;
  /** The state version the worker last confirmed. */
  synced: number;
}

export class WorkerFleet implements ServiceListener {
  private service: Service | null = null;
  private readonly members = new Map<number, Member>();
  private current: BoundAddress | null = null;
  /** Where the workers should listen, once the service asked (a replacement binds there too). */
  private wanted: { host: string; port: number } | null = null;
  private version = 0;
  private sendScheduled = false;
  private closing = false;
  private nextId = 1;
  private startFailures = 0;
  private readonly replies = new Map<number, (reply: Extract<FromWorker, { type: 'listening' }>) => void>();
  private readonly syncWaiters: { version: number; resolve: () => void }[] = [];

  constructor(private readonly options: FleetOptions) {
    cluster.setupPrimary({ exec: fileURLToPath(clusterWorkerEntry()), args: [] });
    cluster.on('exit', (worker, code, signal) => this.exited(worker, code, signal));
  }

  /** The service whose endpoints and settings the workers serve, and whose request log they feed. */
  attach(service: Service): void {
    this.service = service;
  }

  get address(): BoundAddress | null {
    return this.current;
  }

  /** The process ids of the workers now running. */
  pids(): number[] {
    return [...this.members.values()].map((m) => m.worker.process.pid ?? 0);
  }

  /** The endpoints or settings changed: every worker gets the new state (one message for a burst of changes). */
  changed(): void {
    this.version++;
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      for (const m of this.members.values()) void m.ready.then((ok) => ok && this.sendState(m));
    });
  }

  /** Resolves once every worker serves the latest state (a definition is served everywhere before its command returns). */
  synced(): Promise<void> {
    const version = this.version;
    if ([...this.members.values()].every((m) => m.synced >= version)) return Promise.resolve();
    return new Promise((resolve) => this.syncWaiters.push({ version, resolve }));
  }

  async bind(host: string, port: number): Promise<BoundAddress> {
    this.wanted = { host, port };
    while (this.members.size < this.options.count) this.fork();
    const replies = await Promise.all([...this.members.values()].map((m) => this.listen(m, host, port)));
    const failed = replies.find((r) => !r.ok);
    if (failed !== undefined && !failed.ok) throw new Error(failed.message);
    const first = replies[0]!;
    this.current = first.ok ? first.address : null;
    this.options.notice(`svc: ${this.members.size} workers (pids ${this.pids().join(', ')}) serve ${this.current!.url}`);
    return this.current!;
  }

  /** Every worker stops accepting, finishes its calls (the grace), and exits. */
  async close(graceMs = 5000): Promise<void> {
    this.closing = true;
    this.current = null;
    const exits = [...this.members.values()].map((m) => new Promise<void>((resolve) => {
      if (m.worker.isDead()) return resolve();
      const cut = setTimeout(() => { m.worker.process.kill('SIGKILL'); }, graceMs + EXIT_AFTER_GRACE_MS);
      m.worker.once('exit', () => { clearTimeout(cut); resolve(); });
      this.send(m.worker, { type: 'close', graceMs });
    }));
    await Promise.all(exits);
  }

  private fork(): Member {
    const config: WorkerConfig = this.options.config;
    const worker = cluster.fork({ [WORKER_CONFIG_ENV]: JSON.stringify(config) });
    let settle: (ok: boolean) => void = () => {};
    const ready = new Promise<boolean>((resolve) => { settle = resolve; });
    const member: Member = { worker, ready, failedToStart: () => settle(false), isReady: false, synced: 0 };
    this.members.set(worker.id, member);
    worker.on('message', (message: FromWorker) => this.received(member, message, () => { this.startFailures = 0; member.isReady = true; settle(true); }));
    void ready.then((ok) => ok && this.sendState(member));
    return member;
  }

  private received(member: Member, message: FromWorker, started: () => void): void {
    switch (message.type) {
      case 'ready': started(); break;
      case 'synced': member.synced = Math.max(member.synced, message.version); this.releaseSynced(); break;
      case 'listening': this.replies.get(message.id)?.(message); break;
      case 'record': this.service?.logRecord(message.record); break;
      case 'log': this.service?.onLog(message.line, message.level); break;
      case 'store': void serveStoreCall(this.options.store, message).then((reply) => this.send(member.worker, reply)); break;
      default: break;
    }
  }

  private sendState(member: Member): void {
    if (this.service === null) return;
    this.send(member.worker, { type: 'state', version: this.version, snapshot: this.service.snapshot() });
  }

  private releaseSynced(): void {
    const lowest = Math.min(...[...this.members.values()].map((m) => m.synced));
    for (let i = this.syncWaiters.length - 1; i >= 0; i--) {
      if (this.syncWaiters[i]!.version <= lowest) this.syncWaiters.splice(i, 1)[0]!.resolve();
    }
  }

  private async listen(member: Member, host: string, port: number): Promise<Extract<FromWorker, { type: 'listening' }>> {
    const id = this.nextId++;
    const reply = new Promise<Extract<FromWorker, { type: 'listening' }>>((resolve) => {
      const timer = setTimeout(() => resolve({ type: 'listening', id, ok: false, message: `A worker did not start listening within ${START_TIMEOUT_MS / 1000} s.` }), START_TIMEOUT_MS);
      this.replies.set(id, (r) => { clearTimeout(timer); this.replies.delete(id); resolve(r); });
    });
    if (!(await member.ready)) {
      this.replies.get(id)?.({ type: 'listening', id, ok: false, message: `The worker process ${member.worker.process.pid} ended before it was ready (its error is above).` });
    } else {
      this.send(member.worker, { type: 'listen', id, host, port });
    }
    return reply;
  }

  /** A worker ended: unless svc is closing, another takes its place, with the same state and port. */
  private exited(worker: Worker, code: number | null, signal: string | null): void {
    const member = this.members.get(worker.id);
    if (member === undefined) return;
    this.members.delete(worker.id);
    member.failedToStart();
    this.releaseSynced();
    if (this.closing) return;
    const how = signal !== null ? `was killed (${signal})` : `exited (code ${code})`;
    if (!member.isReady && ++this.startFailures >= MAX_START_FAILURES) {
      this.options.notice(`svc: worker ${worker.process.pid} ${how} before it was ready, the ${MAX_START_FAILURES}rd in a row; svc starts no more workers.`);
      return;
    }
    this.options.notice(`svc: worker ${worker.process.pid} ${how}; starting another`);
    const next = this.fork();
    const wanted = this.wanted;
    if (wanted === null) return;
    void this.listen(next, wanted.host, wanted.port).then((r) => {
      this.options.notice(r.ok ? `svc: worker ${next.worker.process.pid} serves ${r.address.url}` : `svc: the new worker cannot listen: ${r.message}`);
    });
  }

  private send(worker: Worker, message: ToWorker): void {
    if (worker.isConnected()) worker.send(message);
  }
}
