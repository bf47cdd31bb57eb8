// HTTP throughput: autocannon in this process against a server process (bench/http-server.mjs). Every figure is
// printed with its ratio to a baseline measured in the same run.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer() {
  // The server runs as svc does, with the launcher's allocator settings (bin/svc.js); BENCH_ALLOCATOR=default leaves
  // glibc's own, to compare.
  const { withAllocatorEnv } = await import(path.join(root, 'dist/src/shell/allocator-env.js'));
  const env = process.env.BENCH_ALLOCATOR === 'default' ? process.env : withAllocatorEnv(process.env) ?? process.env;
  const child = fork(path.join(root, 'bench/http-server.mjs'), [], { execArgv: ['--no-node-snapshot'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  return { child, next, send: async (msg) => { child.send(msg); return next(); } };
}

async function load(url, connections = 50, duration = DURATION) {
  const r = await autocannon({ url, connections, duration, pipelining: 1 });
  const bad = r.non2xx && !url.includes('/error') ? ` (${r.non2xx} non-2xx!)` : '';
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, note: bad };
}

const line = (name, m) => console.log(`  ${name.padEnd(46)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms${m.note}`);
/**
 * One live-log subscriber, as the console page holds (docs/console.md): reads /_svc/events and counts the request
 * events; `stop()` ends it and returns the count.
 */
async function subscribe(base) {
  const controller = new AbortController();
  const res = await fetch(`${base}/_svc/events`, { signal: controller.signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let events = 0;
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        events += decoder.decode(value, { stream: true }).split('event: request').length - 1;
      }
    } catch { /* aborted */ }
  })();
  return { stop: async () => { controller.abort(); await reading; return events; } };
}

const ratio = (name, a, b, target) => console.log(`  ${name.padEnd(46)} ${(a.rps / b.rps).toFixed(2)}   (target >= ${target})`);

export async function run() {
  const server = await startServer();
  const { plainPort, svcPort } = await server.next();
  await server.send({ op: 'define', endpoints: [
    { url: '/user', script: "{ [PSCustomObject]@{ UserName = 'Adam' } }" },
    { url: '/error', script: "{ Write-Error 'Whoa!' }", errorAction: 'Stop' },
    { url: '/cpu', script: '{ $s = 0; foreach ($i in 1..100000) { $s += $i }; $s }' },
  ] });
  const svc = `http://127.0.0.1:${svcPort}`;
  // warm-up: every isolate parses each script once
  await load(`${svc}/user`, 10, 1); await load(`${svc}/error`, 10, 1); await load(`${svc}/cpu`, 4, 1);

  console.log(`HTTP, 50 connections, ${DURATION} s each (autocannon in a separate process from the server)`);
  const a = await load(`http://127.0.0.1:${plainPort}/user`); line('(a) plain Express route', a);
  const b = await load(`${svc}/user`); line('(b) svc endpoint [PSCustomObject] (sandboxed)', b);
  const page = await fetch(`${svc}/_svc/`);
  if (page.status !== 200) throw new Error(`the console page answered ${page.status}`);
  const live = await subscribe(svc);
  const e = await load(`${svc}/user`); line('(e) same, console on, one live-log subscriber', e);
  const streamed = await live.stop();
  console.log(`  (the subscriber received ${streamed} request events)`);
  const c = await load(`${svc}/error`); line('(c) svc Stop error path (500)', c);
  const cpu1 = await load(`${svc}/cpu`, 1); line('CPU-heavy endpoint, 1 connection', cpu1);
  const cpuN = await load(`${svc}/cpu`, 50); line('CPU-heavy endpoint, 50 connections', cpuN);
  await server.send({ op: 'defineMany', count: 10000 });
  await load(`${svc}/user`, 10, 1);
  const d = await load(`${svc}/user`); line('(d) svc endpoint with 10,000 endpoints defined', d);
  ratio('b/a svc endpoint vs plain Express', b, a, 0.7);
  ratio('e/a the same with a live-log subscriber', e, a, 0.7);
  ratio('e/b live-log subscriber vs none', e, b, '1.0 within noise');
  ratio('c/b error path vs success path', c, b, 0.8);
  ratio('d/b 10,000 endpoints vs 3', d, b, 0.9);
  ratio('CPU-heavy: 50 connections vs 1', cpuN, cpu1, 1.5);
  server.child.send({ op: 'exit' });
  return { a, b, c, d, e, cpu1, cpuN };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
