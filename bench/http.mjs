// HTTP throughput: autocannon in this process against a server process (bench/http-server.mjs). Every figure is
// printed with its ratio to a baseline measured in the same run.
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer() {
  // The server runs as svc does, with the launcher's node flags and allocator settings (bin/svc.js);
  // BENCH_ALLOCATOR=default leaves glibc's own, to compare.
  const { withAllocatorEnv } = await import(path.join(root, 'dist/src/shell/allocator-env.js'));
  const { NODE_FLAGS } = await import(path.join(root, 'dist/src/shell/node-flags.js'));
  const env = process.env.BENCH_ALLOCATOR === 'default' ? process.env : withAllocatorEnv(process.env) ?? process.env;
  const child = fork(path.join(root, 'bench/http-server.mjs'), [], { execArgv: [...NODE_FLAGS], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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

/**
 * svc as a user starts it: `node bin/svc.js FILE` through its launcher, the request log on (LogLevel Information,
 * the default), one line per request written to a pipe this process reads, as a terminal would.
 */
async function startFileServed() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-'));
  const file = path.join(dir, 'users.svc');
  writeFileSync(file, "New-SvcEndpoint -Url /user -Method Get -Endpoint { [PSCustomObject]@{ UserName = 'Adam' } }\n");
  const child = spawn(process.execPath, [path.join(root, 'bin/svc.js'), '--port', '0', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let logLines = 0;
  let text = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`svc FILE did not listen: ${text}`)), 30_000);
    child.stderr.on('data', (d) => {
      const chunk = d.toString();
      logLines += chunk.split('GET /user').length - 1;
      if (text.length < 4096) text += chunk;
      const m = /Listening on (http:\/\/\S+)/.exec(text);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    child.stdout.resume();
    child.on('exit', (code) => reject(new Error(`svc FILE exited (${code}): ${text}`)));
  });
  return {
    url, lines: () => logLines,
    stop: async () => { child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r)); rmSync(dir, { recursive: true, force: true }); },
  };
}

/** Alternating rounds of each URL (the machine's other load falls on both alike), each round `seconds` long. */
async function alternate(urls, rounds, seconds) {
  const all = urls.map(() => []);
  for (let r = 0; r < rounds; r++) for (const [k, url] of urls.entries()) all[k].push(await load(url, 50, seconds));
  return all.map((ms) => ({ rps: ms.reduce((s, m) => s + m.rps, 0) / ms.length, p99: Math.max(...ms.map((m) => m.p99)), note: ms.map((m) => m.note).join('') }));
}

const ratio = (name, a, b, target) => console.log(`  ${name.padEnd(46)} ${(a.rps / b.rps).toFixed(2)}   (target >= ${target})`);

/**
 * (a), (b), (c), (d) and (e) in alternating rounds: on a shared machine the load moves by more than the differences
 * measured, and one 10 s run of each in turn put it on whichever came last ((d) came after the CPU-heavy runs).
 * (e) holds a live-log subscriber for its rounds only; (d) is a second service on the same pool with 10,000 more
 * endpoints.
 */
async function rounds(urls, rounds, seconds) {
  const all = Object.fromEntries(Object.keys(urls).map((k) => [k, []]));
  let streamed = 0;
  for (let r = 0; r < rounds; r++) {
    for (const [k, url] of Object.entries(urls)) {
      const live = k === 'e' ? await subscribe(new URL(url).origin) : null;
      all[k].push(await load(url, 50, seconds));
      if (live) streamed += await live.stop();
    }
  }
  const mean = (ms) => ({ rps: ms.reduce((s, m) => s + m.rps, 0) / ms.length, p99: Math.max(...ms.map((m) => m.p99)), note: ms.map((m) => m.note).join('') });
  return { ...Object.fromEntries(Object.entries(all).map(([k, ms]) => [k, mean(ms)])), streamed };
}

export async function run() {
  const server = await startServer();
  const { plainPort, svcPort, manyPort } = await server.next();
  await server.send({ op: 'define', endpoints: [
    { url: '/user', script: "{ [PSCustomObject]@{ UserName = 'Adam' } }" },
    { url: '/error', script: "{ Write-Error 'Whoa!' }", errorAction: 'Stop' },
    { url: '/cpu', script: '{ $s = 0; foreach ($i in 1..100000) { $s += $i }; $s }' },
  ] });
  await server.send({ op: 'defineMany', count: 10000 });
  const svc = `http://127.0.0.1:${svcPort}`;
  const manySvc = `http://127.0.0.1:${manyPort}`;
  // warm-up: every isolate parses each script once
  await load(`${svc}/user`, 10, 1); await load(`${svc}/error`, 10, 1); await load(`${svc}/cpu`, 4, 1); await load(`${manySvc}/user`, 10, 1);
  const page = await fetch(`${svc}/_svc/`);
  if (page.status !== 200) throw new Error(`the console page answered ${page.status}`);

  const count = 3;
  const seconds = Math.max(2, Math.round(DURATION / count));
  console.log(`HTTP, 50 connections, ${count} alternating rounds of ${seconds} s each (autocannon in a separate process from the server)`);
  const { a, b, c, d, e, streamed } = await rounds({
    a: `http://127.0.0.1:${plainPort}/user`, b: `${svc}/user`, c: `${svc}/error`, d: `${manySvc}/user`, e: `${svc}/user`,
  }, count, seconds);
  line('(a) plain Express route', a);
  line('(b) svc endpoint [PSCustomObject] (sandboxed)', b);
  line('(e) same, console on, one live-log subscriber', e);
  console.log(`  (the subscriber received ${streamed} request events)`);
  line('(c) svc Stop error path (500)', c);
  line('(d) svc endpoint with 10,000 endpoints defined', d);
  const cpu1 = await load(`${svc}/cpu`, 1); line('CPU-heavy endpoint, 1 connection', cpu1);
  const cpuN = await load(`${svc}/cpu`, 50); line('CPU-heavy endpoint, 50 connections', cpuN);
  ratio('b/a svc endpoint vs plain Express', b, a, 0.5);
  ratio('e/a the same with a live-log subscriber', e, a, 0.5);
  ratio('e/b live-log subscriber vs none', e, b, '1.0 within noise');
  ratio('c/b error path vs success path', c, b, 0.9);
  ratio('d/b 10,000 endpoints vs 3', d, b, 0.95);
  ratio('CPU-heavy: 50 connections vs 1', cpuN, cpu1, 1.6);
  server.child.send({ op: 'exit' });
  const { f, a2 } = await userStarted();
  return { a, b, c, d, e, cpu1, cpuN, f, a2 };
}

/** (f) svc as a user runs it, alternated with the plain Express route of the same run. */
async function userStarted() {
  const plain = await startServer();
  const { plainPort } = await plain.next();
  const svc = await startFileServed();
  await load(`${svc.url}/user`, 10, 1);
  const rounds = 3;
  const seconds = Math.max(2, Math.round(DURATION / rounds));
  console.log(`svc as a user starts it (node bin/svc.js FILE, request log on), alternated with (a), ${rounds} rounds of ${seconds} s`);
  const [a2, f] = await alternate([`http://127.0.0.1:${plainPort}/user`, `${svc.url}/user`], rounds, seconds);
  line('(a) plain Express route', a2);
  line('(f) svc FILE, request log on', f);
  console.log(`  (the request log printed ${svc.lines()} lines)`);
  ratio('f/a svc as users run it vs plain Express', f, a2, 0.5);
  await svc.stop();
  plain.child.send({ op: 'exit' });
  return { f, a2 };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
