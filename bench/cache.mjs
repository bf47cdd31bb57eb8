// The cache in an endpoint (docs/state.md): Get-SvcCache and $Cache: reads, with the embedded store and with a real
// redis-server on a free port, each as a ratio against the same endpoint answering the same object without the cache,
// measured in the same server. autocannon runs in this process, the server in its own (bench/cache-server.mjs).
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

/** Debian's redis-server (scripts/install-tools.sh), without persistence, for the length of the benchmark. */
async function startRedis() {
  const port = await freePort();
  const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.stdout.on('data', (d) => { if (/Ready to accept connections/.test(String(d))) resolve(); });
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function startServer(storeUrl) {
  const { withAllocatorEnv } = await import(path.join(root, 'dist/src/shell/allocator-env.js'));
  const env = withAllocatorEnv(process.env) ?? process.env;
  const child = fork(path.join(root, 'bench/cache-server.mjs'), storeUrl ? [storeUrl] : [], { execArgv: ['--no-node-snapshot'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve, reject) => { child.once('message', resolve); child.once('exit', (code) => reject(new Error(`the server exited (${code})`))); });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.send({ op: 'exit' }) };
}

async function load(url, duration = DURATION) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const line = (name, m) => console.log(`  ${name.padEnd(40)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms`);
const ratio = (name, a, b) => console.log(`  ${name.padEnd(40)} ${(a.rps / b.rps).toFixed(2)}`);

/**
 * The three endpoints in alternating rounds (a, b, c, a, b, c...), so that load from elsewhere on a shared machine
 * falls on all three alike; each figure is the mean of its rounds.
 */
async function alternate(base) {
  const totals = { plain: [], get: [], scope: [] };
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(totals)) totals[name].push(await load(`${base}/${name}`, slice));
  }
  const mean = (ms) => ({ rps: ms.reduce((t, m) => t + m.rps, 0) / ms.length, p99: Math.max(...ms.map((m) => m.p99)) });
  return { plain: mean(totals.plain), get: mean(totals.get), scope: mean(totals.scope) };
}

async function measure(label, storeUrl) {
  const server = await startServer(storeUrl);
  for (const p of ['/plain', '/get', '/scope']) await load(server.base + p, 1);
  console.log(`${label}, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} alternating rounds`);
  const { plain, get, scope } = await alternate(server.base);
  line('(a) endpoint without the cache', plain);
  line('(b) Get-SvcCache user', get);
  line('(c) $Cache:user', scope);
  ratio('b/a Get-SvcCache vs no cache', get, plain);
  ratio('c/a $Cache: vs no cache', scope, plain);
  server.stop();
  return { plain, get, scope };
}

export async function run() {
  const embedded = await measure('Cache, embedded store', null);
  const redis = await startRedis();
  try {
    const shared = await measure(`Cache, Redis store (${redis.url})`, redis.url);
    return { embedded, shared };
  } finally {
    redis.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
