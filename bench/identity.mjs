// Who may call, and how often (docs/security.md): the same endpoint open, behind -Authentication (a valid app token
// checked on every request), and counted by a rate limit it never reaches, each as a ratio against the open one in
// the same run. autocannon runs in this process; the server is this file again, forked (`server` argument).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SCRIPT = "{ [PSCustomObject]@{ UserName = 'Adam' } }";

async function serve() {
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  const { createService } = await load('dist/src/http/index.js');
  const { createIsolatePool } = await load('dist/src/sandbox/index.js');
  const pool = createIsolatePool({});
  await pool.ready();
  const service = createService({ settings: { Port: 0, LogLevel: 'None' }, executor: pool.execute });
  const address = await service.listen();
  const define = (url, extra = {}) => service.host.defineEndpoint({ url, methods: ['GET'], script: SCRIPT, errorAction: null, timeout: null, description: null, tags: [], ...extra });
  define('/open');
  define('/auth', { authentication: true });
  define('/role', { roles: ['Reader'] });
  define('/limited');
  service.host.defineRateLimit({ endpoint: 'GET|/limited', limit: 1_000_000_000, periodMs: 3_600_000, roles: [], identities: [] });
  const { token } = await service.tokens.grant('bench', ['Reader'], null);
  process.on('message', async (msg) => {
    if (msg.op === 'exit') { await pool.close(); await service.close(100); process.exit(0); }
  });
  process.send({ op: 'ready', port: address.port, token });
}

async function load(url, headers = {}, duration = DURATION) {
  const r = await autocannon({ url, connections: 50, duration, pipelining: 1, headers });
  if (r.non2xx > 0) throw new Error(`${url}: ${r.non2xx} answers were not 2xx`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function run() {
  const child = fork(here, ['server'], { execArgv: ['--no-node-snapshot'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port, token } = await new Promise((resolve) => child.once('message', resolve));
  const base = `http://127.0.0.1:${port}`;
  const auth = { Authorization: `Bearer ${token}` };
  for (const p of ['/open', '/auth', '/role', '/limited']) await load(base + p, p === '/open' || p === '/limited' ? {} : auth, 1);
  console.log(`-Authentication and rate limits, 50 connections, ${DURATION} s each; the same script on each endpoint`);
  const line = (name, m) => console.log(`  ${name.padEnd(44)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms`);
  const open = await load(`${base}/open`); line('(a) open endpoint', open);
  const authed = await load(`${base}/auth`, auth); line('(b) -Authentication, valid token', authed);
  const role = await load(`${base}/role`, auth); line('(c) -Role Reader, valid token', role);
  const limited = await load(`${base}/limited`); line('(d) counted by a rate limit (never reached)', limited);
  const open2 = await load(`${base}/open`); line('(a2) open endpoint again (drift)', open2);
  const ratio = (name, x, y, target) => console.log(`  ${name.padEnd(44)} ${(x.rps / y.rps).toFixed(2)}   (target >= ${target})`);
  const baseline = { rps: (open.rps + open2.rps) / 2 };
  ratio('b/a token check vs open', authed, baseline, 0.9);
  ratio('c/a token and role check vs open', role, baseline, 0.9);
  ratio('d/a rate-limit count vs open', limited, baseline, 0.9);
  ratio('a2/a drift of the baseline', open2, open, '1.0 within noise');
  child.send({ op: 'exit' });
}

if (process.argv[2] === 'server') await serve();
else await run();
