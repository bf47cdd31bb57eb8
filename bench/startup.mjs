// Start-up: time from launching `svc` under a pseudo-terminal (util-linux `script`) to its ready prompt and to the
// listener being bound, against launching bare node printing a prompt the same way (the baseline of this run).
// `svc` is run as the installed command runs it: bin/svc.js executed, its first line giving node's flags and the
// allocator settings (docs/shell.md, "The launcher"). `node bin/svc.js` (npm start) re-launches node once more.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keystrokeLatency } from './keystroke.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 7;

function timeTo(command, marks) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: root, env: { ...process.env, SVC_HISTORY: '/dev/null', NO_COLOR: '1' } });
    const seen = {};
    let text = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`timed out; saw: ${text.slice(0, 300)}`)); }, 15000);
    child.stdout.on('data', (d) => {
      text += d.toString();
      for (const [name, needle] of Object.entries(marks)) if (seen[name] === undefined && text.includes(needle)) seen[name] = performance.now() - t0;
      if (Object.keys(seen).length === Object.keys(marks).length) { clearTimeout(timer); child.kill('SIGTERM'); resolve(seen); }
    });
    child.on('error', reject);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function series(command, marks) {
  const all = {};
  for (let i = 0; i < RUNS; i++) {
    const r = await timeTo(command, marks);
    for (const [k, v] of Object.entries(r)) (all[k] ??= []).push(v);
  }
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, median(v)]));
}

export async function run() {
  const base = await series(`${process.execPath} -e "process.stdout.write('svc> '); setTimeout(() => {}, 5000)"`, { prompt: 'svc> ' });
  // The command's `env -S ... node` finds node on PATH: this run's node first.
  const svc = await series(`PATH=${path.dirname(process.execPath)}:$PATH ${path.join(root, 'bin/svc.js')} --port 0`, { prompt: 'svc> ', listening: 'Listening on' });
  console.log(`start-up, median of ${RUNS} runs under a pseudo-terminal:`);
  console.log(`  baseline (node printing a prompt)   ${base.prompt.toFixed(0).padStart(5)} ms`);
  console.log(`  svc to ready prompt                 ${svc.prompt.toFixed(0).padStart(5)} ms   ratio ${(svc.prompt / base.prompt).toFixed(2)} (target < 300 ms)`);
  console.log(`  svc to listener bound               ${svc.listening.toFixed(0).padStart(5)} ms   ratio ${(svc.listening / base.prompt).toFixed(2)} (target < 300 ms)`);
  const keys = await keystrokeLatency();
  console.log('keystroke latency, median of 40 keys under a pseudo-terminal (bench/keystroke.mjs):');
  console.log(`  baseline (node echoing the key)     ${keys.base.toFixed(1).padStart(5)} ms`);
  console.log(`  svc redrawing a 20-line block       ${keys.key.toFixed(1).padStart(5)} ms   ratio ${(keys.key / keys.base).toFixed(2)}, ${(keys.key - keys.base).toFixed(1)} ms over the echo (target < 16 ms)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
