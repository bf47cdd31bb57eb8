// Each thread's CPU per call of a trivial endpoint (Linux: /proc/self/task/*/schedstat), in alternating rounds of
// sequential calls: the engine in-process, the whole pool (one call at a time, and four at once), one IsolateSlot, the guest entry applied on a bare context
// (no pool, no slot), and a bare async apply of a no-op. "other" is every thread but the main one (isolated-vm's, V8's
// platform workers). docs/sandbox.md, "Each thread's CPU per call". Needs `npm run build`.
//   node --no-node-snapshot bench/sandbox-threads.mjs [calls per round]
import ivm from 'isolated-vm';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const { createIsolatePool } = await load('dist/src/sandbox/index.js');
const { IsolateSlot } = await load('dist/src/sandbox/isolate-slot.js');
const { loadEngineBundle, defaultBundlePath } = await load('dist/src/sandbox/engine-bundle.js');
const { toWireRequest } = await load('dist/src/sandbox/wire-request.js');
const { runEndpoint } = await load('dist/src/engine/endpoint/run-endpoint.js');

const CALLS = Number(process.argv[2] ?? 200);
const ROUNDS = 15;
const SCRIPT = "{ @{ ok = $true; name = 'bench' } }";
const request = (i) => ({
  method: 'GET', url: '/bench', path: '/bench', urlDefinition: '/bench', routeParameters: {}, query: {}, headers: { host: '127.0.0.1' },
  cookies: {}, body: '', data: new Uint8Array(0), form: null, remoteIpAddress: '127.0.0.1', remotePort: 50000, localIpAddress: '127.0.0.1',
  localPort: 5000, requestId: String(i), connectionId: 'c1', sessionId: '', identity: null,
});
const host = { now: () => Date.now(), timezoneOffset: (ms) => new Date(ms).getTimezoneOffset(), random: Math.random, sleep: () => {},
  checkInterrupt: () => null, getEnvironmentVariable: () => undefined };
const limits = { script: SCRIPT, errorAction: 'Continue', jsonDepth: 5, timeoutMs: 30000, memoryLimitMb: 128 };

const pool = createIsolatePool({ size: 1 });
await pool.ready();
const slot = await IsolateSlot.create(loadEngineBundle(defaultBundlePath()), 128);
// The guest entry on a bare context: the bundle loaded as IsolateSlot loads it, called without the slot or the pool.
const isolate = new ivm.Isolate({ memoryLimit: 128 });
const context = await isolate.createContext();
await context.global.set('__svcBridgeStop', new ivm.ExternalCopy(new SharedArrayBuffer(8)).copyInto({ release: true }));
await context.global.set('__svcBridgeSleep', new ivm.Reference(() => {}));
await (await isolate.compileScript(readFileSync(defaultBundlePath(), 'utf8'))).run(context);
await context.eval('globalThis.noop = (a, b) => JSON.stringify({ kind: "output", n: a.length + b.length })');
const guest = await context.global.get('__svcRun', { reference: true });
const noop = await context.global.get('noop', { reference: true });
const guestOptions = { errorAction: 'Continue', jsonDepth: 5, timeoutMs: 30000, scriptName: null, maxResponseBytes: 32 * 1024 * 1024, memoryLimitMb: 128 };

// Four calls at once through a one-isolate pool: they cross into the isolate together (src/sandbox/call-batch.ts).
const four = (i) => Promise.all([0, 1, 2, 3].map((j) => pool.execute('bench', request(4 * i + j), limits)));
const runners = {
  'runEndpoint in-process': async (i) => runEndpoint(request(i), limits, host),
  'through the pool': (i) => pool.execute('bench', request(i), limits),
  'the pool, 4 at once (each)': four,
  'through an IsolateSlot': (i) => slot.execute({ request: toWireRequest(request(i)), options: limits }),
  'guest entry, bare context': (i) => guest.apply(undefined, [SCRIPT, toWireRequest(request(i)).json,
    JSON.stringify({ ...guestOptions, deadline: Date.now() + 30000 }), null, null], { result: { copy: true } }),
  'bare async apply, no-op': () => noop.apply(undefined, [SCRIPT, 'x'.repeat(400)], { result: { copy: true } }),
};

function threads() {
  const out = {};
  for (const t of readdirSync('/proc/self/task')) {
    try { out[t] = Number(readFileSync(`/proc/self/task/${t}/schedstat`, 'utf8').split(' ')[0]); } catch { /* ended */ }
  }
  return out;
}

const res = Object.fromEntries(Object.keys(runners).map((k) => [k, { wall: [], main: 0, other: 0, n: 0 }]));
for (const run of Object.values(runners)) for (let i = 0; i < 500; i++) await run(i);
for (let r = 0; r < ROUNDS; r++) {
  for (const [k, run] of Object.entries(runners)) {
    const before = threads();
    const t = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) await run(i);
    res[k].wall.push(Number(process.hrtime.bigint() - t) / 1000 / CALLS / (run === four ? 4 : 1));
    const after = threads();
    for (const [tid, ns] of Object.entries(after)) {
      const d = ns - (before[tid] ?? 0);
      if (tid === String(process.pid)) res[k].main += d; else res[k].other += d;
    }
    res[k].n += run === four ? 4 * CALLS : CALLS;
  }
}
console.log(`us per call, ${ROUNDS} alternating rounds of ${CALLS} sequential calls: best round's wall-clock, CPU per thread`);
for (const [k, v] of Object.entries(res)) {
  console.log(`  ${k.padEnd(28)} wall ${Math.min(...v.wall).toFixed(1).padStart(6)}   main ${(v.main / 1000 / v.n).toFixed(1).padStart(6)}   other ${(v.other / 1000 / v.n).toFixed(1).padStart(6)}`);
}
slot.dispose();
isolate.dispose();
await pool.close();
