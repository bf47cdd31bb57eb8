#!/usr/bin/env node
// Types the demo into a real svc prompt on a pseudo-terminal (util-linux `script`) and writes what the
// screen showed to docs/demo.md. test/shell/pty-demo.test.ts runs the same steps and checks the screen.
//   node scripts/gen-demo.mjs            (after npm run build)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listeningPort, steadyTranscript } from './steady-transcript.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const UP = '\u001b[A';
const DOWN = '\u001b[B';
const HOME = '\u001b[H';
const CTRL_LEFT = '\u001b[1;5D';
const CTRL_K = '\u000b';

/**
 * What is typed: a string is a line (then Enter), each waiting for the prompt first; an object is raw keys, then
 * what the screen must show before the demo goes on. The endpoint is defined once, then recalled with Up as one
 * block, edited in place (-ErrorAction Stop added on its first line, its `else` line replaced) and run again.
 */
export const DEMO_STEPS = [
  'New-SvcEndpoint -Url /user/:name -Endpoint {',
  "    if ($Name -eq 'Adam') { [PSCustomObject]@{ Name = $Name; Role = 'Admin' } }",
  '    else { New-SvcApiResponse -StatusCode 404 -Body "No user named $Name" }',
  '}',
  'Invoke-RestMethod /user/Adam',
  'Invoke-RestMethod /user/Eve',
  { keys: UP + UP + UP, until: /svc> New-SvcEndpoint -Url \/user\/:name -Endpoint \{\n>> .*\n>> .*else.*\n>> \}$/ },
  { keys: CTRL_LEFT + '-ErrorAction Stop ' + DOWN + DOWN + HOME + CTRL_K + '    Write-Error "No user named $Name"', until: /Write-Error "No user named \$Name"\n>> \}$/ },
  { keys: '\r', until: /replaced an earlier definition[\s\S]*svc>$/ },
  'Invoke-RestMethod /user/Eve',
  'Get-SvcEndpoint',
  'exit',
];

/** A tiny terminal: enough of carriage return, cursor column and erase-line to replay readline's redraws. */
export function screenText(raw) {
  const lines = [''];
  let row = 0;
  let col = 0;
  const put = (ch) => {
    const line = lines[row].padEnd(col, ' ');
    lines[row] = line.slice(0, col) + ch + line.slice(col + 1);
    col++;
  };
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\u001b') {
      const m = /^\u001b\[([0-9;?>]*)([A-Za-z])/.exec(raw.slice(i));
      if (!m) continue;
      i += m[0].length - 1;
      const n = Number(m[1] || '1');
      if (m[2] === 'G') col = n - 1;
      else if (m[2] === 'K') lines[row] = m[1] === '2' ? '' : lines[row].slice(0, col);
      else if (m[2] === 'C') col += n;
      else if (m[2] === 'D') col = Math.max(0, col - n);
      else if (m[2] === 'A') row = Math.max(0, row - n);
      else if (m[2] === 'B') { row += n; while (lines.length <= row) lines.push(''); }
      else if (m[2] === 'J') { lines[row] = lines[row].slice(0, col); lines.splice(row + 1); }
      else if (m[2] === 'H') { row = Math.max(0, Number(m[1].split(';')[0] || '1') - 1); col = 0; while (lines.length <= row) lines.push(''); }
      continue;
    }
    if (c === '\r') col = 0;
    else if (c === '\n') { row++; col = 0; if (lines.length <= row) lines.push(''); }
    else if (c === '\b') col = Math.max(0, col - 1);
    else if (c >= ' ') put(c);
  }
  return lines.map((l) => l.trimEnd()).join('\n');
}

/** Runs the demo; resolves with the screen text. */
export function runDemo({ svc = `${root}bin/svc.js`, env = {}, timeoutMs = 30000 } = {}) {
  // The pseudo-terminal gets the size the screen above assumes (script's own pty has none when run from a pipe).
  const child = spawn('script', ['-qfec', `stty cols 100 rows 50; "${process.execPath}" "${svc}" --port 0`, '/dev/null'], {
    env: { ...process.env, NO_COLOR: '1', SVC_HISTORY: '/dev/null', COLUMNS: '100', LINES: '50', ...env },
  });
  let raw = '';
  let waiting = null;
  const check = () => { if (waiting && waiting.test(screenText(raw))) { const w = waiting; waiting = null; w.resolve(); } };
  child.stdout.on('data', (d) => { raw += d.toString(); check(); });
  child.stderr.on('data', (d) => { raw += d.toString(); check(); });
  const until = (pattern) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo timed out waiting for ${pattern}; screen:\n${screenText(raw)}`)), timeoutMs);
    waiting = { test: (s) => (typeof pattern === 'function' ? pattern(s) : pattern.test(s)), resolve: () => { clearTimeout(timer); resolve(); } };
    check();
  });
  const closed = new Promise((resolve) => child.on('close', resolve));
  return (async () => {
    await until(/Listening on/);
    const count = (text) => screenText(raw).split(text).length - 1;
    for (const step of DEMO_STEPS) {
      if (typeof step !== 'string') {
        child.stdin.write(step.keys);
        await until(step.until);
        continue;
      }
      await until(/(svc>|>>)$/);
      const seen = count(step);
      child.stdin.write(step + '\r');
      // Wait for the echo, so that the prompt awaited next is the new one.
      await until((screen) => screen.split(step).length - 1 > seen);
    }
    await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
    child.kill();
    if (process.env.DEMO_RAW_FILE) writeFileSync(process.env.DEMO_RAW_FILE, raw);
    return screenText(raw).replace(/\n+$/, '\n');
  })();
}

async function main() {
  const screen = await runDemo();
  const md = [
    '# Demo: an endpoint and its errors, at the svc prompt',
    '',
    'Generated by `node scripts/gen-demo.mjs` (after `npm run build`): the lines below were typed into a real svc',
    'prompt on a pseudo-terminal, and this is what the screen showed (it ran on a free port, shown as 5000, and request',
    'timings are shown as N ms). The endpoint answers',
    'a known user with an object (200) and an unknown one with an explicit 404 (docs/contract.md 4.4). Then Up (three',
    'times: past the two calls) brings the whole endpoint block back; Ctrl+Left, typing, Down, Home and Ctrl+K edit it',
    'in place to add `-ErrorAction Stop` and replace its `else` line, and Enter redefines it: a `Write-Error` becomes a',
    '500 whose body lists the error and its stack trace (docs/contract.md 4.5), and',
    "Invoke-RestMethod shows that body as PowerShell 7 does (docs/contract.md 7).",
    '',
    '```',
    steadyTranscript(screen, listeningPort(screen)).trimEnd(),
    '```',
    '',
  ].join('\n');
  writeFileSync(`${root}docs/demo.md`, md);
  console.log('wrote docs/demo.md');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => { console.error(e); process.exit(1); });
}
