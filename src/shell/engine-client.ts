// The main thread's handle on the engine worker: starts it, answers its host calls (service, HTTP client) on the
// main event loop, writes the text it renders, and turns Ctrl-C into the shared interrupt flag.
import { MessageChannel, Worker } from 'node:worker_threads';
import type { LoadedFile } from './file-host.js';
import { CONTROL, CONTROL_SLOTS, type ReloadRoot, type FromWorker, type HostCall, type HostReply, type OutputMode, type RunSummary, type ToWorker } from './protocol.js';
import type { CompletionResult } from './complete.js';
import { workerEntry } from './worker-entry.js';
import type { Terminals } from './format/palette.js';
import type { OutputRendering, StyleSettings } from '../engine/values/ps-style.js';

export interface EngineClientOptions {
  outputMode: OutputMode;
  /** Whether stdout and stderr are the host's terminal. */
  terminals: Terminals;
  /** $PSStyle.OutputRendering to start with. */
  rendering: OutputRendering;
  columns: number;
  scriptFile: string | null;
  /** The profile's path, for $PROFILE. */
  profile: string;
  onHostCall(call: HostCall): Promise<unknown> | unknown;
  write(fd: 1 | 2, text: string): void;
  /** The script files a run read (docs/files.md: the shell watches them). */
  onLoaded?(loaded: LoadedFile[]): void;
  /** The session's $PSStyle changed. */
  onStyle?(style: StyleSettings): void;
}

export class EngineClient {
  private readonly control = new Int32Array(new SharedArrayBuffer(CONTROL_SLOTS * 4));
  private readonly channel = new MessageChannel();
  private readonly worker: Worker;
  /** Requests in flight, with what they resolve to if the worker dies. */
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; fallback: unknown }>();
  private nextId = 1;
  private running = 0;
  private started = false;
  /** The worker died (out of memory, a crash): the session's state is gone. */
  dead = false;
  private terminating = false;
  readonly ready: Promise<void>;

  constructor(private readonly opts: EngineClientOptions) {
    this.worker = new Worker(workerEntry(), {
      workerData: { control: this.control.buffer, terminals: opts.terminals, rendering: opts.rendering, columns: opts.columns, outputMode: opts.outputMode, scriptFile: opts.scriptFile, profile: opts.profile, replies: this.channel.port2 },
      transferList: [this.channel.port2],
      // A script that allocates without end stops at this heap size (the worker dies; the shell starts a new engine)
      // instead of taking the machine's memory. SVC_ENGINE_MEMORY_MB overrides it.
      resourceLimits: { maxOldGenerationSizeMb: engineMemoryMb() },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (m: FromWorker) => {
        if (m.type === 'ready') { this.started = true; resolve(); } else if (m.type === 'fatal') reject(new Error(m.message)); else this.onMessage(m);
      });
      this.worker.on('error', reject);
      // Leaving before the engine has loaded (Ctrl-D at once) ends the worker on purpose: no start failure then.
      this.worker.on('exit', (code) => { if (!this.terminating) reject(new Error(`the engine worker exited (${code})`)); });
    });
    this.worker.on('error', (e) => { if (this.started) this.failAll(e); });
    this.worker.on('exit', (code) => { if (this.started && !this.terminating) this.failAll(new Error(`the engine worker exited (${code})`)); });
  }

  /** A new engine with the same options, after this one died: the shell goes on (endpoints live on the main thread). */
  restart(): EngineClient {
    return new EngineClient(this.opts);
  }

  /** True while a submission runs (Ctrl-C then stops it rather than clearing the prompt line). */
  get busy(): boolean { return this.running > 0; }

  run(source: string, opts: { file?: string | null; args?: string[]; interactive?: boolean } = {}): Promise<RunSummary> {
    if (this.dead) return Promise.resolve({ outcome: 'failed', exitCode: 1 });
    const id = this.nextId++;
    Atomics.store(this.control, CONTROL.interrupt, 0);
    this.running++;
    return this.request({ type: 'run', id, source, file: opts.file ?? null, args: opts.args ?? [], interactive: opts.interactive ?? false }).then((s) => {
      this.running--;
      Atomics.store(this.control, CONTROL.interrupt, 0);
      return s as RunSummary;
    });
  }

  /** Runs the reload roots again in a fresh session whose definitions are staged (docs/files.md; reload-run.ts). */
  reload(roots: ReloadRoot[]): Promise<RunSummary> {
    if (this.dead) return Promise.resolve({ outcome: 'failed', exitCode: 1 });
    return this.request({ type: 'reload', id: this.nextId++, roots }) as Promise<RunSummary>;
  }

  complete(line: string, cursor: number, endpoints: string[]): Promise<CompletionResult> {
    if (this.dead) return Promise.resolve({ items: [], start: cursor });
    return this.request({ type: 'complete', id: this.nextId++, line, cursor, endpoints }) as Promise<CompletionResult>;
  }

  setColumns(columns: number): void { this.worker.postMessage({ type: 'columns', columns } satisfies ToWorker); }

  /** Ctrl-C: the interpreter polls the flag; a sleep or a host call waiting on the main thread wakes at once. */
  interrupt(): void {
    if (!this.busy) return;
    Atomics.store(this.control, CONTROL.interrupt, 1);
    Atomics.notify(this.control, CONTROL.interrupt);
    Atomics.add(this.control, CONTROL.reply, 1);
    Atomics.notify(this.control, CONTROL.reply);
  }

  async terminate(): Promise<void> {
    this.terminating = true;
    this.channel.port1.close();
    await this.worker.terminate();
  }

  private request(m: ToWorker & { id: number }): Promise<unknown> {
    const fallback = m.type === 'complete' ? { items: [], start: 0 } : { outcome: 'failed', exitCode: 1 };
    return new Promise((resolve) => {
      this.pending.set(m.id, { resolve, fallback });
      this.worker.postMessage(m);
    });
  }

  private onMessage(m: FromWorker): void {
    switch (m.type) {
      case 'write': this.opts.write(m.fd, m.text); break;
      case 'host': void this.answer(m.id, m.call); break;
      case 'done':
        if (m.summary.loaded?.length) this.opts.onLoaded?.(m.summary.loaded);
        this.settle(m.id, m.summary);
        break;
      case 'completed': this.settle(m.id, m.result); break;
      case 'style': this.opts.onStyle?.(m.style); break;
      default: break;
    }
  }

  private settle(id: number, value: unknown): void {
    const entry = this.pending.get(id);
    this.pending.delete(id);
    entry?.resolve(value);
  }

  private async answer(id: number, call: HostCall): Promise<void> {
    let reply: HostReply;
    try {
      reply = { ok: true, value: await this.opts.onHostCall(call) };
    } catch (e) {
      reply = { ok: false, message: e instanceof Error ? e.message : String(e) };
    }
    this.channel.port1.postMessage({ id, reply });
    Atomics.add(this.control, CONTROL.reply, 1);
    Atomics.notify(this.control, CONTROL.reply);
  }

  private failAll(e: Error): void {
    if (this.dead) return;
    this.dead = true;
    this.opts.write(2, `svc: the engine stopped: ${e.message}\n`);
    for (const [id, entry] of this.pending) this.settle(id, entry.fallback);
  }
}

function engineMemoryMb(): number {
  const n = Number(process.env.SVC_ENGINE_MEMORY_MB);
  return Number.isInteger(n) && n >= 16 ? n : 4096;
}
