// Is the engine slower inside an isolate than in-process, and where? One endpoint's script, called N times in each
// of these ways, in alternating rounds (docs/sandbox.md, "The engine inside an isolate"):
//   A   runEndpoint in-process (the tsc output), as bench/sandbox.mjs's floor calls it
//   B   the bundle's guest entry in Node's own context (the same code the isolate runs, with its JSON both ways)
//   C   the guest entry called in a loop inside an isolate (one applySync for all N calls, timed inside)
//   S   one applySync of the guest entry per call (the engine's work plus one entry into the isolate per call)
//   S0  one applySync per call of a no-op guest function with the same arguments (the entry alone)
//   AX  A with S0's no-op entry after each call (in-process work between isolate switches)
//   P   one async apply of the guest entry per call (what the pool does, without the pool)
// Each row: wall-clock us per call (best round, median round), the main thread's CPU per call and the process's
// (median rounds). Needs `npm run build` and `node --no-node-snapshot`.
//   node --no-node-snapshot bench/isolate-engine.mjs [calls per round] [rounds] [error]
// `error` runs bench/http.mjs's Stop error path ({ Write-Error 'Whoa!' } under Stop) instead of a trivial endpoint.
import ivm from 'isolated-vm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv[3] ?? 15);
const ERROR = process.argv[4] === 'error';
const SCRIPT = ERROR ? "{ Write-Error 'Whoa!' }" : "{ @{ ok = $true; name = 'bench' } }";
const ERROR_ACTION = ERROR ? 'Stop' : 'Continue';
const MEMORY_MB = 128;

function request(i) {
  return {
    method: 'GET', url: '/bench', path: '/bench', urlDefinition: '/bench', routeParameters: {}, query: {},
    headers: { host: '127.0.0.1' }, cookies: {}, body: '', form: null, remoteIpAddress: '127.0.0.1', remotePort: 50000,
    localIpAddress: '127.0.0.1', localPort: 5000, requestId: String(i), connectionId: 'c1', sessionId: '', identity: null,
  };
}
const requestJson = JSON.stringify(request(0));
const optionsJson = JSON.stringify({ errorAction: ERROR_ACTION, jsonDepth: 5, timeoutMs: 30000, deadline: 0, scriptName: null, maxResponseBytes: 32 << 20, memoryLimitMb: MEMORY_MB });
const guestArgs = [SCRIPT, requestJson, optionsJson, null, null];
const bundle = readFileSync(path.join(root, 'dist/engine.bundle.js'), 'utf8');
// The bundle's entry, called n times where it lives; returns ms (the isolate has Date, not performance).
const LOOP = 'globalThis.__loop = (n, s, r, o) => { const t = Date.now(); for (let i = 0; i < n; i++) globalThis.__svcRun(s, r, o, null, null); return Date.now() - t; };';

const { runEndpoint } = await import(pathToFileURL(path.join(root, 'dist/src/engine/endpoint/run-endpoint.js')).href);
const host = {
  now: () => Date.now(), timezoneOffset: (ms) => new Date(ms).getTimezoneOffset(), random: Math.random,
  sleep: () => {}, checkInterrupt: () => null, getEnvironmentVariable: () => undefined,
};
const inProcess = (i) => runEndpoint({ ...request(i), data: new Uint8Array(0) }, { script: SCRIPT, errorAction: ERROR_ACTION, jsonDepth: 5 }, host);

// B: the bundle in this isolate's own context (runInThisContext: a vm context's global is slower to reach).
globalThis.__svcBridgeSleep = { applySyncPromise() {} };
globalThis.__svcBridgeStop = new SharedArrayBuffer(8);
vm.runInThisContext(bundle);
vm.runInThisContext(LOOP);

const isolate = new ivm.Isolate({ memoryLimit: MEMORY_MB });
const context = await isolate.createContext();
await context.global.set('__svcBridgeStop', new ivm.ExternalCopy(new SharedArrayBuffer(8)).copyInto({ release: true }));
await context.global.set('__svcBridgeSleep', new ivm.Reference(() => {}));
(await isolate.compileScript(bundle)).runSync(context);
(await isolate.compileScript(`${LOOP} globalThis.__noop = () => 'x';`)).runSync(context);
const loop = await context.global.get('__loop', { reference: true });
const run = await context.global.get('__svcRun', { reference: true });
const noop = await context.global.get('__noop', { reference: true });
const copy = { result: { copy: true } };

const timed = (each) => () => {
  const t = process.hrtime.bigint();
  for (let i = 0; i < N; i++) each(i);
  return Number(process.hrtime.bigint() - t) / 1e3 / N;
};
const runners = {
  A: timed(inProcess),
  B: () => (globalThis.__loop(N, SCRIPT, requestJson, optionsJson) * 1000) / N,
  C: () => (loop.applySync(undefined, [N, SCRIPT, requestJson, optionsJson], copy) * 1000) / N,
  S: timed(() => run.applySync(undefined, guestArgs, copy)),
  S0: timed(() => noop.applySync(undefined, guestArgs, copy)),
  AX: timed((i) => { inProcess(i); noop.applySync(undefined, guestArgs, copy); }),
  P: async () => {
    const t = process.hrtime.bigint();
    for (let i = 0; i < N; i++) await run.apply(undefined, guestArgs, copy);
    return Number(process.hrtime.bigint() - t) / 1e3 / N;
  },
};

const threadCpu = () => { const u = process.threadCpuUsage(); return u.user + u.system; };
const processCpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const rows = Object.fromEntries(Object.keys(runners).map((k) => [k, { wall: [], main: [], all: [] }]));
for (const f of Object.values(runners)) await f(); // warm-up: JIT and caches everywhere
for (let r = 0; r < ROUNDS; r++) {
  for (const [k, f] of Object.entries(runners)) {
    const main = threadCpu();
    const all = processCpu();
    rows[k].wall.push(await f());
    rows[k].main.push((threadCpu() - main) / N);
    rows[k].all.push((processCpu() - all) / N);
  }
}
isolate.dispose();

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const f1 = (x) => x.toFixed(1).padStart(7);
console.log(`engine inside an isolate: ${SCRIPT}${ERROR ? ' under Stop' : ''}, ${ROUNDS} alternating rounds of ${N} calls`);
console.log('      wall best  median   main CPU  process CPU   (us per call; CPU: median round)');
for (const [k, x] of Object.entries(rows)) console.log(`  ${k.padEnd(3)} ${f1(Math.min(...x.wall))} ${f1(median(x.wall))}   ${f1(median(x.main))}  ${f1(median(x.all))}`);
