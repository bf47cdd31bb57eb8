// Test wiring: a real Service listening on 127.0.0.1 with an ephemeral port, and a real session (the interpreter
// and the cmdlets) whose host.service is that service, so `New-SvcEndpoint ...` scripts define what fetch calls.
import { createService, type EndpointExecutor, type Service, type ServiceSettings } from '../../src/http/index.js';
import { createIsolatePool, type IsolatePool } from '../../src/sandbox/index.js';
import { createSession } from '../../src/engine/index.js';
import type { Host } from '../../src/engine/host.js';
import type { StreamEvent } from '../../src/engine/streams.js';
import { createTestHost } from '../engine/helpers.js';
import { renderRequest } from '../../src/shell/format/request-log-view.js';
import { createPalette } from '../../src/shell/format/palette.js';
import { cacheOf, MemoryStore, serveCacheJson, StoreHolder } from '../../src/store/index.js';

export interface ScriptRun {
  outcome: string;
  output: unknown[];
  errors: string[];
  warnings: string[];
  parseErrors: unknown[];
}

export interface Svc {
  service: Service;
  base: string;
  /** The request log as the shell prints it, one string per line, without colour. */
  logs: string[];
  /** Runs svc commands in the test's session (as typed at the prompt). */
  run(source: string): ScriptRun;
  /** Runs commands and fails the test when they raise an error. */
  define(source: string): ScriptRun;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Status, Content-Type and body text of one request. */
  call(path: string, init?: RequestInit): Promise<{ status: number; type: string | null; body: string; headers: Headers }>;
  close(): Promise<void>;
}

function shellHost(service: Service): Host {
  return { ...createTestHost(), getEnvironmentVariable: (name) => process.env[name], service: service.host };
}

/** The executor under test: the isolate pool, as svc runs endpoints (the engine bundle is built by the global setup). */
/** The pool's HTTP client calls this service's own listener as svc wires it (src/shell/service-link.ts). */
function testExecutor(service: () => Service | null, store: StoreHolder): { executor: EndpointExecutor; pool: IsolatePool } {
  const cache = cacheOf(store);
  const pool = createIsolatePool({
    size: 2,
    cache: (json) => serveCacheJson(cache.serve, json),
    http: (request, cancel) => service()!.endpointHttp(request, cancel),
  });
  return { executor: pool.execute, pool };
}

/** `store`: the shared store endpoints' cache reaches (default: a fresh embedded one, as svc starts with). */
export async function startSvc(settings: Partial<ServiceSettings> = {}, store = StoreHolder.of(new MemoryStore(), { store: null, dataPath: '' })): Promise<Svc> {
  const logs: string[] = [];
  let late: Service | null = null;
  const { executor, pool } = testExecutor(() => late, store);
  const plain = createPalette(false);
  const service = late = createService({
    settings: { Port: 0, ...settings }, executor, sandbox: pool, store,
    onLog: (line) => logs.push(line),
    onRequest: (record, level) => logs.push(...renderRequest(record, level, plain).split('\n')),
  });
  const address = await service.listen();
  const events: StreamEvent[] = [];
  const session = createSession({ host: shellHost(service), sink: (e: StreamEvent) => events.push(e) });
  const run = (source: string): ScriptRun => {
    events.length = 0;
    const result = session.run(source, {});
    return {
      outcome: result.outcome,
      output: events.flatMap((e) => (e.stream === 'output' ? [e.value] : [])),
      errors: [
        ...events.flatMap((e) => (e.stream === 'error' ? [e.record.toString()] : [])),
        ...(result.error && !events.some((e) => e.stream === 'error' && e.record === result.error) ? [result.error.toString()] : []),
      ],
      warnings: events.flatMap((e) => (e.stream === 'warning' ? [e.message] : [])),
      parseErrors: [...(result.parseErrors ?? [])],
    };
  };
  const fetchPath = (path: string, init?: RequestInit) => fetch((service.address ?? address).url + path, init);
  return {
    service,
    base: address.url,
    logs,
    run,
    define(source) {
      const r = run(source);
      if (r.errors.length > 0 || r.outcome !== 'completed') {
        throw new Error(`script failed (${r.outcome}): ${r.errors.join(' | ')} ${JSON.stringify(r.parseErrors)}`);
      }
      return r;
    },
    fetch: fetchPath,
    async call(path, init) {
      const res = await fetchPath(path, init);
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text(), headers: res.headers };
    },
    close: async () => {
      await service.close(100);
      await pool?.close();
    },
  };
}
