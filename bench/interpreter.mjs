// Interpreter speed (docs/contract.md 9): times three programs against the built engine (dist/src/engine/index.js, from
// `npm run build`). Prints one line per program with the median of several runs after a warm-up run, and
// CPU time of the process (GC threads included) and the growth against a tenth of the size; returns the figures
// when imported (bench/run.mjs may call `runInterpreterBench()`).
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The programs at their benchmark size n; each also runs at n/10 to show how time grows with size (docs/contract.md 9). */
const sized = {
  'foreach 1..1000000 sum': [1000000, (n) => `$s = 0; foreach ($i in 1..${n}) { $s += $i }; $s`],
  '100000 function calls': [100000, (n) => `function f($x) { $x + 1 }; for ($i = 0; $i -lt ${n}; $i++) { $null = f $i }`],
  '200000-object pipeline': [200000, (n) => `1..${n} | Where-Object { $_ % 2 } | ForEach-Object { $_ * 2 } | Measure-Object -Sum`],
};

export const programs = Object.fromEntries(Object.entries(sized).map(([name, [n, make]]) => [name, make(n)]));

export const targetsMs = { 'foreach 1..1000000 sum': 150, '100000 function calls': 150, '200000-object pipeline': 1000 };

function host() {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  return {
    now: () => Date.now(), timezoneOffset: (ms) => new Date(ms).getTimezoneOffset(), random: Math.random,
    sleep: (ms) => { Atomics.wait(cell, 0, 0, ms); }, checkInterrupt: () => null, getEnvironmentVariable: () => undefined,
  };
}

export async function runInterpreterBench({ runs = 5 } = {}) {
  const engine = await import(pathToFileURL(path.join(root, 'dist/src/engine/index.js')).href);
  const results = {};
  for (const [name, [n, make]] of Object.entries(sized)) {
    const full = measure(engine, name, make(n), runs);
    const tenth = measure(engine, name, make(n / 10), runs);
    results[name] = { ...full, tenthMs: tenth.medianMs, growth: full.medianMs / tenth.medianMs, targetMs: targetsMs[name] };
  }
  return results;
}

/** Median wall and CPU time of `runs` runs after a warm-up run (run 0 warms the JIT). */
function measure(engine, name, source, runs) {
  const times = [];
  const cpus = [];
  for (let i = 0; i <= runs; i++) {
    const errors = [];
    const session = engine.createSession({ host: host(), sink: (e) => { if (e.stream === 'error') errors.push(e.record.toString()); } });
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const result = session.run(source);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    if (i > 0) cpus.push((cpu.user + cpu.system) / 1000);
    if (result.outcome !== 'completed' || errors.length > 0) throw new Error(`${name}: ${result.outcome} ${errors.join('; ')}`);
    if (i > 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], minMs: times[0], cpuMs: cpus[Math.floor(cpus.length / 2)] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const results = await runInterpreterBench();
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name.padEnd(26)} median ${r.medianMs.toFixed(0).padStart(5)} ms  min ${r.minMs.toFixed(0).padStart(5)} ms  cpu ${r.cpuMs.toFixed(0).padStart(5)} ms`
      + `  (target < ${r.targetMs} ms)  x${r.growth.toFixed(1)} the time of a tenth of the size`);
  }
}
