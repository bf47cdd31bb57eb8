// Keystroke latency at the prompt: the time from a key written to the pseudo-terminal (util-linux `script`) to the
// end of svc's redraw of a 20-line block (the redraw ends by showing the cursor, ESC [?25h), against a plain echo
// baseline measured in the same run (node in raw mode writing each key back). Used by bench/startup.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEYS = 40;
const BLOCK = Array.from({ length: 20 }, (_, i) => `    $line${i} = Get-Date -Format 'yyyy-MM-dd' # line ${i} of the block`).join('\n');

function session(command, ready) {
  const child = spawn('script', ['-qfec', `stty cols 120 rows 60; ${command}`, '/dev/null'], {
    cwd: root, env: { ...process.env, SVC_HISTORY: '/dev/null', SVC_PORT: '0', TERM: 'xterm-256color', NO_COLOR: '' },
  });
  let text = '';
  const waiters = [];
  child.stdout.on('data', (d) => {
    text += d.toString();
    for (const w of [...waiters]) if (w.test(text)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(); }
  });
  const until = (test) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; saw: ${text.slice(-300)}`)), 20000);
    const w = { test, resolve: () => { clearTimeout(timer); resolve(); } };
    if (test(text)) w.resolve(); else waiters.push(w);
  });
  return { child, until, get length() { return text.length; }, text: () => text, ready: until(ready) };
}

/** Median milliseconds from writing a key to `done(textSince)` holding. */
async function latency(s, key, done) {
  const times = [];
  for (let i = 0; i < KEYS; i++) {
    const mark = s.length;
    const t0 = performance.now();
    s.child.stdin.write(key(i));
    await s.until((t) => done(t.slice(mark)));
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 15));
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

export async function keystrokeLatency() {
  const echo = session(`${process.execPath} -e "process.stdin.setRawMode(true); process.stdout.write('ready'); process.stdin.on('data', (d) => process.stdout.write(d))"`, (t) => t.includes('ready'));
  await echo.ready;
  const base = await latency(echo, (i) => String.fromCharCode(97 + (i % 26)), (t) => t.length > 0);
  echo.child.kill();

  const svc = session(`${process.execPath} ${path.join(root, 'bin/svc.js')}`, (t) => t.includes('Listening on'));
  await svc.ready;
  // A bracketed paste puts the 20-line block in the buffer without running it; then type at its end.
  const mark = svc.length;
  svc.child.stdin.write(`\u001b[200~if ($true) {\n${BLOCK}\n}\u001b[201~`);
  await svc.until((t) => t.slice(mark).includes('line 19 of the block'));
  await new Promise((r) => setTimeout(r, 300));
  const key = await latency(svc, (i) => String.fromCharCode(97 + (i % 26)), (t) => t.includes('\u001b[?25h'));
  svc.child.stdin.write('\u0003\u0004');
  svc.child.kill();
  return { base, key };
}
