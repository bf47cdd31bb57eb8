// The server's main-thread CPU per request (Linux: /proc/PID/task/TID/schedstat), which a shared machine's load
// disturbs far less than requests per second: the plain Express route and the svc endpoint of bench/http-server.mjs
// (the same process, alternating rounds), the svc endpoint's Stop error path, and svc as a user starts it (`node bin/svc.js FILE`, request log on).
//   node bench/http-cpu.mjs [requests per round] [rounds]
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUESTS = Number(process.argv[2] ?? 8000);
const ROUNDS = Number(process.argv[3] ?? 3);
const SCRIPT = "{ [PSCustomObject]@{ UserName = 'Adam' } }";

/** CPU ns the main thread of `pid` has run. */
const mainCpu = (pid) => Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);

/** CPU ns every other thread of `pid` has run (isolated-vm's, V8's and libuv's), ended threads included. */
function otherCpu(pid) {
  const ticks = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').slice(11, 13).reduce((s, t) => s + Number(t), 0);
  return ticks * 1e7 - mainCpu(pid);
}

async function perRequest(pid, url) {
  const before = mainCpu(pid);
  const otherBefore = otherCpu(pid);
  const r = await autocannon({ url, connections: 50, amount: REQUESTS });
  return { ns: mainCpu(pid) - before, other: otherCpu(pid) - otherBefore, requests: r.requests.total };
}

const usPer = (xs, what = 'ns') => xs.reduce((s, x) => s + x[what], 0) / 1000 / xs.reduce((s, x) => s + x.requests, 0);

async function inProcess() {
  const { withAllocatorEnv } = await import(path.join(root, 'dist/src/shell/allocator-env.js'));
  const { NODE_FLAGS } = await import(path.join(root, 'dist/src/shell/node-flags.js'));
  const child = fork(path.join(root, 'bench/http-server.mjs'), [], { execArgv: [...NODE_FLAGS], env: withAllocatorEnv(process.env) ?? process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  const { plainPort, svcPort } = await next();
  // (c) is bench/http.mjs's Stop error path: a 500 with the error record as its body.
  child.send({ op: 'define', endpoints: [{ url: '/user', script: SCRIPT }, { url: '/error', script: "{ Write-Error 'Whoa!' }", errorAction: 'Stop' }] });
  await next();
  const urls = [`http://127.0.0.1:${plainPort}/user`, `http://127.0.0.1:${svcPort}/user`, `http://127.0.0.1:${svcPort}/error`];
  for (const url of urls) await autocannon({ url, connections: 50, amount: 3000 });
  const runs = [[], [], []];
  for (let r = 0; r < ROUNDS; r++) for (const [k, url] of urls.entries()) runs[k].push(await perRequest(child.pid, url));
  child.send({ op: 'exit' });
  await new Promise((resolve) => child.once('exit', resolve));
  return { plain: usPer(runs[0]), svc: usPer(runs[1]), plainOther: usPer(runs[0], 'other'), svcOther: usPer(runs[1], 'other'),
    error: usPer(runs[2]), errorOther: usPer(runs[2], 'other') };
}

/** The process the launcher started (its child), which serves. */
function childOf(pid) {
  return readdirSync('/proc').filter((p) => /^\d+$/.test(p)).find((p) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(pid);
    } catch { return false; }
  });
}

async function fileServed() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-'));
  const file = path.join(dir, 'users.svc');
  writeFileSync(file, `New-SvcEndpoint -Url /user -Method Get -Endpoint ${SCRIPT}\n`);
  const child = spawn(process.execPath, [path.join(root, 'bin/svc.js'), '--port', '0', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.resume();
  let text = '';
  let lines = 0;
  const url = await new Promise((resolve) => child.stderr.on('data', (d) => {
    const chunk = d.toString();
    lines += chunk.split('GET /user').length - 1;
    if (text.length < 4096) text += chunk;
    const m = /Listening on (http:\/\/\S+)/.exec(text);
    if (m) resolve(`${m[1]}/user`);
  }));
  const pid = childOf(child.pid);
  await autocannon({ url, connections: 50, amount: 3000 });
  const runs = [];
  for (let r = 0; r < ROUNDS; r++) runs.push(await perRequest(pid, url));
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
  return { us: usPer(runs), other: usPer(runs, 'other'), lines };
}

const a = await inProcess();
const f = await fileServed();
console.log(`server CPU per request, 50 connections, ${ROUNDS} rounds of ${REQUESTS} requests (x(a): times the plain route's main thread; lower is better)`);
console.log(`  (other: the server's other threads, isolated-vm's included, at 10 ms resolution)`);
const row = (name, main, other, ratio = '') => console.log(`  ${name.padEnd(38)} main ${main.toFixed(1).padStart(7)} us${ratio}   other ${other.toFixed(1).padStart(6)} us`);
row('(a) plain Express route', a.plain, a.plainOther);
row('(b) svc endpoint (sandboxed)', a.svc, a.svcOther, `   x(a) ${(a.svc / a.plain).toFixed(2)}`);
row('(c) svc Stop error path (500)', a.error, a.errorOther, `   x(a) ${(a.error / a.plain).toFixed(2)}`);
row('(f) svc FILE, request log on', f.us, f.other, `   x(a) ${(f.us / a.plain).toFixed(2)}   (${f.lines} log lines)`);
