// Interpreter speed (SPEC 9): times three programs against the built engine (dist/src/engine/index.js, from
// `npm run build`). Prints one line per program with the median of several runs after a warm-up run, and
// CPU time of the process (GC threads included), and returns the figures when imported (bench/run.mjs may call `runInterpreterBench()`).
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const programs = {
  'foreach 1..1000000 sum': '$s = 0; foreach ($i in 1..1000000) { $s += $i }; $s',
  '100000 function calls': 'function f($x) { $x + 1 }; for ($i = 0; $i -lt 100000; $i++) { $null = f $i }',
  '200000-object pipeline': '1..200000 | Where-Object { $_ % 2 } | ForEach-Object { $_ * 2 } | Measure-Object -Sum',
};

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
  for (const [name, source] of Object.entries(programs)) {
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
      if (i > 0) times.push(ms); // run 0 warms the JIT
    }
    times.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    results[name] = { medianMs: times[Math.floor(times.length / 2)], minMs: times[0], cpuMs: cpus[Math.floor(cpus.length / 2)], targetMs: targetsMs[name] };
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const results = await runInterpreterBench();
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name.padEnd(26)} median ${r.medianMs.toFixed(0).padStart(5)} ms  min ${r.minMs.toFixed(0).padStart(5)} ms  cpu ${r.cpuMs.toFixed(0).padStart(5)} ms  (target < ${r.targetMs} ms)`);
  }
}
