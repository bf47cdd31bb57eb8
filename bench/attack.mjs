// Hostile calls against a healthy client (docs/sandbox.md, the pool): a healthy client's p50/p99 on a trivial endpoint
// with no attack, then while k = 1, 2, 4, 8 concurrent calls of each hostile kind run, each as a ratio to the
// no-attack figure, with the hostile calls' times against their limits. The server runs in its own process (this
// file, forked with `server`), as svc serves: the isolate pool, the service, its own HTTP client.
// After each kind, the server's RSS is followed until it is back within 100 MB of its level before the attacks (at
// most 10 s): the table gives the RSS then and how long it took.
//   npm run bench -- attack          (targets: no healthy call over 100 ms, the max, up to k = 8; RSS back within
//                                     100 MB of before within 10 s of each kind)
// ATTACK_TRACE=1 also prints, under each row, every healthy call over 50 ms with what the server's main thread did
// from 200 ms before it to its end: gaps of more than 15 ms in a 2 ms timer, each with how long the thread ran and
// how long it waited for a core meanwhile (/proc/thread-self/schedstat), and garbage collections over 5 ms.
// ATTACK_RENICE=5 lowers the priority of isolated-vm's threads in the server (docs/sandbox.md, "Evaluated and not done").
// ATTACK_WHERE=1 adds to each RSS line where the memory is (V8's pages, glibc's heaps, files; ATTACK_WHERE=2 also the
// server's heap spaces and each isolate's heap); BENCH_TRIM=off or trim changes how the pool gives free memory back
// (docs/sandbox.md, "Memory after an attack").
import { fork } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT_S = 1;

const HOSTILE = [
  { kind: 'endless loop', url: '/loop', script: '{ while ($true) {} }', limit: `${LIMIT_S} s timeout` },
  { kind: 'memory bomb', url: '/bomb', script: "{ $h = @{}; $i = 0; while ($true) { $h[$i++] = ('x' * 100000) + $i } }", limit: '64 MB', timeout: 20 },
  { kind: 'deep recursion', url: '/recurse', script: '{ function f { f }; f }', limit: 'call depth' },
  { kind: 'regex backtracking', url: '/regex', script: "{ ('a' * 40 + '!') -match '^(a+)+$' }", limit: `${LIMIT_S} s timeout` },
  { kind: 'long sleep', url: '/sleep', script: '{ Start-Sleep 30 }', limit: `${LIMIT_S} s timeout` },
  { kind: 'huge output', url: '/huge', script: '{ 1..1000000 }', limit: 'none (10 s timeout)', timeout: 10 },
  { kind: 'clients that hang up', url: '/long', script: "{ Start-Sleep 20; 'late' }", limit: 'stopped at hang-up', timeout: 30, hangUp: true },
  { kind: 'huge allocation', url: '/alloc', script: "{ [string]::new('x', 500000000) }", limit: 'refused (memory)' },
  { kind: 'big download', url: '/download', script: "{ (Invoke-WebRequest 'UPSTREAM/big').Content.Length }", limit: 'MaxResponseKB 32768', timeout: 20 },
  // ~1 MB (MaxRequestBodyKB) of JSON nested 500,000 levels deep, bound to a parameter.
  { kind: 'deep JSON body', url: '/deep', script: '{ param($Name) "got $Name" }', limit: 'nesting refused', method: 'POST',
    body: `{"Name":${'['.repeat(500_000)}${']'.repeat(500_000)}}` },
];

/**
 * An upstream for the big download: 300 MB, streamed as fast as the client reads it. In a process of its own (this
 * file, forked with `upstream`), so its writing costs neither the server's event loop nor the healthy client's.
 */
async function upstreamServer() {
  const { createServer } = await import('node:http');
  const chunk = Buffer.alloc(64 * 1024, 'u');
  const server = createServer((req, res) => {
    let left = 300 * 1024 * 1024;
    const more = () => {
      while (left > 0) { left -= chunk.length; if (!res.write(chunk)) return void res.once('drain', more); }
      res.end();
    };
    res.on('close', () => { left = 0; });
    more();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send({ url: `http://127.0.0.1:${server.address().port}` });
  process.on('disconnect', () => process.exit(0));
}

function startUpstream() {
  const child = fork(fileURLToPath(import.meta.url), ['upstream'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve) => child.once('message', (msg) => resolve(msg.url)));
}

/** ATTACK_TRACE: the pool's settlings, [epoch ms, text]. */
const settleEvents = [];

async function server() {
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  const { createService } = await load('dist/src/http/index.js');
  const { createIsolatePool } = await load('dist/src/sandbox/index.js');
  const { performHttpRequest } = await load('dist/src/client/http-client.js');
  let service = null;
  // BENCH_TRIM=off: the pool never settles its memory; BENCH_TRIM=trim: it trims glibc's heaps without collecting the
  // server's heap first (svc's settling does both): to compare.
  // ATTACK_TRACE also lists each settling, with how long its collection and its trim took.
  const { glibcMallocTrim, collectThenTrim } = await load('dist/src/sandbox/memory-trim.js');
  const chosen = { off: null, trim: glibcMallocTrim() }[process.env.BENCH_TRIM];
  const traced = (release) => release && (async (collect) => {
    const t = performance.now();
    const done = await release(collect);
    settleEvents.push([performance.timeOrigin + t, `settling (${collect ? 'collect and ' : ''}trim) ${(performance.now() - t).toFixed(0)} ms`]);
    return done;
  });
  const release = chosen === undefined ? collectThenTrim() : chosen;
  const pool = createIsolatePool({ memoryLimitMb: 64, releaseMemory: process.env.ATTACK_TRACE ? traced(release) : release,
    http: (request, cancel) => performHttpRequest(request, service?.address?.url ?? null, cancel, service?.nestedCallHeaders()) });
  await pool.ready();
  service = createService({ settings: { Port: 0, LogLevel: 'None', ApiTimeout: LIMIT_S, MemoryLimitMB: 64, QueueTimeout: 30 },
    executor: pool.execute, sandbox: pool });
  const address = await service.listen();
  const define = (url, script, timeout = null, method = 'GET') => service.host.defineEndpoint({ url, methods: [method], script, errorAction: 'Stop',
    timeout, description: null, tags: [] });
  define('/ok', "{ 'ok' }");
  const upstream = await startUpstream();
  for (const h of HOSTILE) define(h.url, h.script.replace('UPSTREAM', upstream), h.timeout ?? null, h.method);
  process.on('message', async (msg) => {
    if (msg.op === 'stats') process.send({ op: 'stats', stats: pool.stats(), rss: process.memoryUsage().rss, memory: process.memoryUsage() });
    if (msg.op === 'where') {
      const where = whereMemory();
      if (where !== null && process.env.ATTACK_WHERE === '2') {
        const v8 = await import('node:v8');
        where.server = v8.getHeapSpaceStatistics().reduce((sum, s) => sum + s.physical_space_size, 0);
        where.spaces = v8.getHeapSpaceStatistics().filter((s) => s.physical_space_size > 1e6).map((s) => `${s.space_name} ${mb(s.physical_space_size)}/${mb(s.space_used_size)}`).join(', ');
        where.isolates = [...pool.workers.map((w) => w.slot?.isolate), ...pool.stock.made.map((m) => m.isolate)]
          .filter((i) => i && !i.isDisposed).map((i) => Math.round(i.getHeapStatisticsSync().total_physical_size / 1e6));
      }
      process.send({ op: 'where', where });
    }
    if (msg.op === 'gc') { globalThis.gc(); setTimeout(() => process.send({ op: 'gc', rss: process.memoryUsage().rss, memory: process.memoryUsage() }), 500); }
    if (msg.op === 'exit') { await service.close(0); await pool.close(); process.exit(0); }
  });
  if (process.env.ATTACK_RENICE) reniceScriptThreads(Number(process.env.ATTACK_RENICE));
  const trace = process.env.ATTACK_TRACE ? traceMainThread() : null;
  process.on('message', (msg) => { if (msg.op === 'events') process.send({ op: 'events', events: [...(trace?.splice(0) ?? []), ...settleEvents.splice(0)] }); });
  process.send({ op: 'ready', url: address.url });
}

/**
 * ATTACK_RENICE=N (Linux): every thread of the server that bears the main thread's name but is not the main thread
 * (isolated-vm's, which native code starts unnamed), niced to N as it appears; a thread's nice value is its own.
 */
function reniceScriptThreads(nice) {
  const name = readFileSync('/proc/thread-self/comm', 'utf8');
  const done = new Set();
  setInterval(() => {
    for (const tid of readdirSync('/proc/self/task')) {
      if (tid === String(process.pid) || done.has(tid)) continue;
      try {
        if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8') === name) { os.setPriority(Number(tid), nice); done.add(tid); }
      } catch { /* the thread ended */ }
    }
  }, 500).unref();
}

/**
 * Where the server's resident memory is (Linux; null elsewhere), in bytes, from /proc/self/smaps: anonymous mappings
 * V8 placed at its random hints below 0x400000000000 (the heaps' pages, the server's and every isolate's), glibc's
 * main heap (`[heap]`), other anonymous mappings (glibc's thread arenas and its large blocks, thread stacks), and
 * files (node, isolated-vm's addon).
 */
function whereMemory() {
  let text;
  try { text = readFileSync('/proc/self/smaps', 'utf8'); } catch { return null; }
  const where = { v8: 0, heap: 0, arenas: 0, files: 0 };
  let kind = null;
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]+)-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (m) {
      const name = m[2];
      kind = name === '[heap]' ? 'heap' : name.startsWith('/') ? 'files' : name === '' ? (parseInt(m[1], 16) < 0x400000000000 ? 'v8' : 'arenas') : null;
    } else if (kind !== null && line.startsWith('Rss:')) where[kind] += Number(line.split(/\s+/)[1]) * 1024;
  }
  return where;
}

/**
 * The server's main thread, seen from inside (ATTACK_TRACE): [epoch ms, text] for each gap of more than 15 ms in a
 * 2 ms timer, split into the thread's own run time and its wait for a core (Linux), and each GC over 5 ms.
 */
function traceMainThread() {
  const events = [];
  const at = (t) => performance.timeOrigin + t;
  const schedstat = () => { try { return readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number); } catch { return [0, 0]; } };
  let last = performance.now();
  let lastStat = schedstat();
  setInterval(() => {
    const t = performance.now();
    const stat = schedstat();
    if (t - last > 15) {
      events.push([at(last), `gap ${(t - last).toFixed(0)} ms: the main thread ran ${((stat[0] - lastStat[0]) / 1e6).toFixed(0)} ms, ` +
        `waited for a core ${((stat[1] - lastStat[1]) / 1e6).toFixed(0)} ms`]);
    }
    last = t;
    lastStat = stat;
  }, 2).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.duration > 5) events.push([at(e.startTime), `GC (kind ${e.detail?.kind}) ${e.duration.toFixed(0)} ms`]);
  }).observe({ entryTypes: ['gc'] });
  return events;
}

async function startServer() {
  // --expose-gc for the last figure only: RSS once the server's own garbage is collected. node's flags and the
  // allocator settings are the launcher's (bin/svc.js); BENCH_ALLOCATOR=default leaves glibc's own, to compare.
  const { withAllocatorEnv, ALLOCATOR_ENV: ALLOCATOR_NAMES } = await import(pathToFileURL(path.join(root, 'dist/src/shell/allocator-env.js')).href);
  const { NODE_FLAGS } = await import(pathToFileURL(path.join(root, 'dist/src/shell/node-flags.js')).href);
  const env = process.env.BENCH_ALLOCATOR === 'default' ? process.env : withAllocatorEnv(process.env) ?? process.env;
  // ATTACK_PROF=DIR writes a CPU profile of the server's main thread into DIR (node --cpu-prof): what ran synchronously.
  const prof = process.env.ATTACK_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.ATTACK_PROF}`] : [];
  // ATTACK_NODE_FLAGS='--max-semi-space-size=64' gives the server more node flags (a later value wins), to compare.
  const flags = process.env.ATTACK_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(fileURLToPath(import.meta.url), ['server'], { execArgv: [...NODE_FLAGS, '--expose-gc', ...flags, ...prof], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  const allocator = [...Object.keys(ALLOCATOR_NAMES).map((n) => `${n}=${env[n] ?? 'unset'}`), ...NODE_FLAGS, ...flags].join(' ');
  return { child, next, allocator, ask: async (msg) => { child.send(msg); return next(); } };
}

/**
 * Each call's own run time, estimated from the end times alone: one endpoint runs at most `fairShare` calls at once
 * (docs/sandbox.md, fair share), so the call that ended i-th started when the (i - fairShare)-th ended. End-to-end
 * times add that wait; a limit is counted from the start on an isolate.
 */
function runTimes(ends, fairShare) {
  const sorted = [...ends].sort((a, b) => a - b);
  return sorted.map((end, i) => (i < fairShare ? end : end - sorted[i - fairShare]));
}

const mb = (bytes) => (bytes / 1e6).toFixed(0);
const percentile = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN; };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** ATTACK_TRACE: the healthy calls over 50 ms of the current row, [epoch ms at start, ms]. */
const slowCalls = process.env.ATTACK_TRACE ? [] : null;

/** ATTACK_TRACE: each slow healthy call of the row, with the server's events from 200 ms before it to its end. */
async function printTrace(srv) {
  if (slowCalls === null) return;
  const { events } = await srv.ask({ op: 'events' });
  for (const [start, ms] of slowCalls.splice(0)) {
    console.log(`    healthy call of ${ms.toFixed(0)} ms:`);
    for (const [t, text] of events) if (t >= start - 200 && t <= start + ms) console.log(`      ${(t - start).toFixed(0).padStart(6)} ms  ${text}`);
  }
}

/** Sequential healthy requests until `until` settles (and at least `minMs`); latencies in ms. */
async function healthy(base, until, minMs) {
  let done = false;
  void until.finally(() => { done = true; });
  const started = performance.now();
  const latencies = [];
  let failures = 0;
  while (!done || performance.now() - started < minMs) {
    const t = performance.now();
    const r = await fetch(`${base}/ok`);
    await r.text();
    latencies.push(performance.now() - t);
    if (slowCalls !== null && performance.now() - t > 50) slowCalls.push([performance.timeOrigin + t, performance.now() - t]);
    if (r.status !== 200) failures++;
  }
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max: Math.max(...latencies), n: latencies.length, failures };
}

async function hostileCall(base, h) {
  const t = performance.now();
  if (h.hangUp) {
    const abort = new AbortController();
    const call = fetch(`${base}${h.url}`, { signal: abort.signal }).catch(() => null);
    await sleep(100);
    abort.abort();
    await call;
    return { ms: performance.now() - t, status: 'hung up' };
  }
  const r = await fetch(`${base}${h.url}`, h.body === undefined ? {} : { method: h.method, body: h.body, headers: { 'content-type': 'application/json' } });
  await r.arrayBuffer();
  return { ms: performance.now() - t, status: r.status };
}

async function waitIdle(srv) {
  for (let i = 0; i < 200; i++) {
    const { stats } = await srv.ask({ op: 'stats' });
    if (stats.busy === 0 && stats.queued === 0 && stats.starting === 0) return stats;
    await sleep(50);
  }
  return (await srv.ask({ op: 'stats' })).stats;
}

export async function run() {
  const srv = await startServer();
  const { url: base } = await srv.next();
  for (let i = 0; i < 200; i++) await (await fetch(`${base}/ok`)).text(); // warm-up
  const first = await srv.ask({ op: 'stats' });
  const rssBefore = first.rss;
  if (process.env.ATTACK_WHERE) console.log(`RSS before the attacks: ${mb(rssBefore)} MB${await whereLine(srv)}`);
  const fairShare = os.availableParallelism(); // the server's base size: one endpoint's fair share (docs/sandbox.md)
  const base0 = await healthy(base, sleep(3000), 3000);
  slowCalls?.splice(0); // the rows trace their own calls
  console.log(`Healthy client alone: p50 ${base0.p50.toFixed(1)} ms, p99 ${base0.p99.toFixed(1)} ms, max ${base0.max.toFixed(1)} ms (${base0.n} requests). Allocator: ${srv.allocator}`);
  console.log(`${'hostile kind'.padEnd(22)} ${'k'.padStart(2)}  ${'p50 ms (x)'.padStart(14)}  ${'p99 ms (x)'.padStart(15)}  ${'max ms'.padStart(7)}  fail  hostile calls: ms (limit), statuses`);
  const started = performance.now();
  let worst = 0;
  let worstRss = 0;
  // ATTACK_ONLY='big download,endless loop' runs only those kinds (while working on one).
  const only = process.env.ATTACK_ONLY?.split(',').map((k) => k.trim());
  // ATTACK_ROUNDS=2 runs the suite again on the same server: memory kept after the first round and reused in the
  // second shows as an RSS that stays level; a leak, as one that grows.
  const rounds = Number(process.env.ATTACK_ROUNDS ?? 1);
  for (let round = 1; round <= rounds; round++) {
    for (const h of HOSTILE.filter((x) => !only || only.includes(x.kind))) {
      for (const k of [1, 2, 4, 8]) {
        const calls = Promise.all(Array.from({ length: k }, () => hostileCall(base, h)));
        const m = await healthy(base, h.hangUp ? calls.then(() => sleep(1500)) : calls, 300);
        const results = await calls;
        if (round < rounds) { await waitIdle(srv); slowCalls?.splice(0); continue; }
        const times = results.map((r) => r.ms);
        const statuses = [...new Set(results.map((r) => r.status))].join('/');
        const ratio = (v, b) => `${v.toFixed(1)} (${(v / b).toFixed(1)}x)`;
        worst = Math.max(worst, m.max);
        console.log(`${h.kind.padEnd(22)} ${String(k).padStart(2)}  ${ratio(m.p50, base0.p50).padStart(14)}  ${ratio(m.p99, base0.p99).padStart(15)}  ${m.max.toFixed(0).padStart(7)}  ${String(m.failures).padStart(4)}  ` +
          `run max ${Math.max(...runTimes(times, fairShare)).toFixed(0)}, end-to-end max ${Math.max(...times).toFixed(0)} (${h.limit}), ${statuses}`);
        await waitIdle(srv);
        await printTrace(srv);
      }
      if (round === rounds) {
        const back = await rssBack(srv, rssBefore);
        worstRss = Math.max(worstRss, back.rss);
        // ATTACK_WHERE: also RSS 10 s after the kind, and where the memory is then.
        const at10 = process.env.ATTACK_WHERE ? await rssAt(srv, 10_000 - back.ms) : null;
        console.log(`${''.padEnd(22)}     RSS after ${h.kind}: ${mb(back.peak)} MB when idle, ${mb(back.rss)} MB ${back.ms < 10_000 ? `after ${(back.ms / 1000).toFixed(1)} s (back within 100 MB)` : 'after 10 s (NOT back within 100 MB)'}` +
          `${at10 === null ? '' : `, ${mb(at10)} MB at 10 s`}${await whereLine(srv)}`);
      }
    }
    if (round < rounds) console.log(`Round ${round}: RSS ${mb((await srv.ask({ op: 'stats' })).rss)} MB at its end.`);
  }
  const stats = await waitIdle(srv);
  const rssAfter = (await srv.ask({ op: 'stats' })).rss;
  await sleep(11000); // extra isolates are disposed after 10 s idle
  const end = await srv.ask({ op: 'stats' });
  const collected = await srv.ask({ op: 'gc' });
  console.log(`Attack suite${rounds > 1 ? ` (${rounds} rounds)` : ''}: ${((performance.now() - started) / 1000).toFixed(0)} s. Pool after it: ${stats.size} isolates, ${stats.recycled} recycled, ${stats.refused} refused; ` +
    `11 s later ${end.stats.size} isolates. RSS ${mb(rssBefore)} MB before, ${mb(rssAfter)} MB at the end, ${mb(end.rss)} MB 11 s later ` +
    `(the server's JS heap ${mb(end.memory.heapUsed)} of ${mb(end.memory.heapTotal)} MB, buffers ${mb(end.memory.external)} MB; before: ${mb(first.memory.heapUsed)} of ${mb(first.memory.heapTotal)} MB), ` +
    `${mb(collected.rss)} MB once its garbage is collected (heap ${mb(collected.memory.heapUsed)} of ${mb(collected.memory.heapTotal)} MB).`);
  console.log(`Slowest healthy call during any attack: ${worst.toFixed(0)} ms (target <= 100 ms). Highest RSS after a kind, taken once back within 100 MB of before or at 10 s: ${mb(worstRss)} MB, ${mb(worstRss - rssBefore)} MB over before (target <= 100 MB within 10 s).`);
  srv.child.send({ op: 'exit' });
}

/** ATTACK_WHERE=1: where the server's memory is (whereMemory), as a suffix of the RSS line. */
async function whereLine(srv) {
  if (!process.env.ATTACK_WHERE) return '';
  const { where } = await srv.ask({ op: 'where' });
  return where === null ? '' : `; V8 pages ${mb(where.v8)}, glibc heap ${mb(where.heap)}, arenas and stacks ${mb(where.arenas)}, files ${mb(where.files)} MB` +
    (where.server === undefined ? '' : ` (server heap ${mb(where.server)} MB: ${where.spaces}; isolates ${where.isolates.join('+')} MB)`);
}

async function rssAt(srv, ms) {
  await sleep(Math.max(0, ms));
  return (await srv.ask({ op: 'stats' })).rss;
}

/** Follows RSS after a kind's calls ended, until it is within 100 MB of `before` or 10 s have passed. */
async function rssBack(srv, before) {
  const started = performance.now();
  const peak = (await srv.ask({ op: 'stats' })).rss;
  for (;;) {
    const { rss } = await srv.ask({ op: 'stats' });
    const ms = performance.now() - started;
    if (rss - before <= 100e6 || ms >= 10_000) return { peak, rss, ms };
    await sleep(250);
  }
}

if (process.argv[2] === 'server') await server();
else if (process.argv[2] === 'upstream') await upstreamServer();
else if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();
