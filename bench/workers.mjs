// `svc --workers 2` against one process, in the same run (docs/scale.md): the real launcher serves one file either
// way, and autocannon (in this process) loads each on 127.0.0.1. Figures are ratios of the two. With 2 cores the
// load generator shares the machine with the server, so the ratio shows what a second process buys on this machine,
// not the most it could.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const FILE = [
  "New-SvcEndpoint /user { [PSCustomObject]@{ UserName = 'Adam' } }",
  'New-SvcEndpoint /cpu { $s = 0; foreach ($i in 1..20000) { $s += $i }; $s }',
  'New-SvcEndpoint /cache { $Cache:hits = [int]$Cache:hits + 1; $Cache:hits }',
].join('\n');

/** Starts svc on a free port; resolves with its URL and a stop function. */
function start(args, file) {
  const child = spawn(process.execPath, [path.join(root, 'bin/svc.js'), ...args, file], {
    env: { ...process.env, NO_COLOR: '1', SVC_PORT: '0', SVC_HISTORY: '/dev/null', XDG_CONFIG_HOME: path.dirname(file) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let seen = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`svc did not listen; stderr:\n${seen}`)); }, 60000);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`svc exited (${code}) before it listened; stderr:\n${seen}`)); });
    child.stderr.on('data', (d) => {
      seen += d;
      const m = /Listening on (http:\S+)/.exec(seen);
      if (m) {
        clearTimeout(timer);
        // The request log is on stderr: keep draining it, or a full pipe would stall the server.
        resolve({ url: m[1], stop: () => new Promise((r) => { child.once('close', r); child.kill('SIGTERM'); }) });
      }
    });
  });
}

async function load(url, connections = 50, duration = DURATION) {
  const r = await autocannon({ url, connections, duration, pipelining: 1 });
  const bad = r.non2xx ? ` (${r.non2xx} non-2xx!)` : '';
  return { rps: r.requests.average, p99: r.latency.p99, note: bad + (r.errors + r.timeouts ? ` (${r.errors + r.timeouts} errors)` : '') };
}

const line = (name, m) => console.log(`  ${name.padEnd(46)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms${m.note}`);
const ratio = (name, a, b) => console.log(`  ${name.padEnd(46)} ${(a.rps / b.rps).toFixed(2)}`);

export async function run() {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-bench-workers-'));
  const file = path.join(dir, 'main.svc');
  writeFileSync(file, FILE);
  console.log(`svc --workers 2 vs one process, 50 connections, ${DURATION} s each (LogLevel Information: every request logged)`);
  const results = {};
  for (const [name, args] of [['one process', []], ['--workers 2', ['--workers', '2']]]) {
    const svc = await start(args, file);
    // warm-up: every isolate of every process parses each script once
    for (const p of ['/user', '/cpu', '/cache']) await load(svc.url + p, 10, 1);
    results[name] = {};
    for (const p of ['/user', '/cpu', '/cache']) {
      results[name][p] = await load(svc.url + p);
      line(`${name} ${p}`, results[name][p]);
    }
    await svc.stop();
  }
  for (const p of ['/user', '/cpu', '/cache']) ratio(`workers 2 / one process, ${p}`, results['--workers 2'][p], results['one process'][p]);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
