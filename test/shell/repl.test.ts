// The REPL driven through injected streams (a terminal-mode readline over pipes), against the real engine worker
// and the real service. The compiled modules are used because the engine runs on a worker thread.
import { afterEach, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { join } from 'node:path';
// @ts-ignore -- compiled by the global setup; the worker needs the compiled files
import { createShellParts } from '../../dist/src/shell/cli.js';
// @ts-ignore -- see above
import { startRepl } from '../../dist/src/shell/repl.js';
import { tempDir } from './helpers.js';

// eslint-disable-next-line no-control-regex
const strip = (s: string) => s.replace(/\u001b\[[0-9;?>]*[A-Za-z]/g, '').replace(/\r/g, '');

interface Harness { parts: { engine: { dead: boolean } }; type(text: string): void; until(pattern: RegExp, from?: number, timeoutMs?: number): Promise<string>; text(): string; done: Promise<number> }

const open: Harness[] = [];
afterEach(async () => {
  for (const h of open.splice(0)) { h.type('\u0015exit\r'); await h.done; }
});

function repl(historyPath = join(tempDir(), 'history'), listen = false): Harness {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (d) => { text += d.toString(); });
  const o = { kind: 'run', file: null, fileArgs: [], command: null, interactive: true, exit: false, port: 0, host: '127.0.0.1', outputMode: 'text' };
  const console = { write: (_fd: number, t: string) => output.write(t) };
  const parts = createShellParts(o, null, console);
  const done = parts.engine.ready.then(() => startRepl(parts, { listen, input, output, terminal: true, historyPath }));
  const h: Harness = {
    parts,
    type: (t) => input.write(t),
    text: () => strip(text),
    until: (pattern, from = 0, timeoutMs = 10000) => new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; saw:\n${strip(text)}`)), timeoutMs);
      const check = () => {
        const seen = strip(text).slice(from);
        if (pattern.test(seen)) { clearTimeout(timer); output.off('data', check); resolve(seen); }
      };
      output.on('data', check);
      check();
    }),
    done,
  };
  open.push(h);
  return h;
}

describe('interactive shell', () => {
  it('runs commands and keeps state between them', async () => {
    const h = repl();
    await h.until(/svc> $/);
    h.type('$x = 20\r');
    await h.until(/svc> \$x = 20\nsvc> $/);
    h.type('$x + 22\r');
    await h.until(/^42\nsvc> $/m);
  });

  it('continues incomplete input with >> and runs it when complete', async () => {
    const h = repl();
    await h.until(/svc> $/);
    h.type('if ($true) {\r');
    await h.until(/>> $/);
    h.type('"yes" }\r');
    await h.until(/^yes$/m);
  });

  it('completes a cmdlet name with Tab', async () => {
    const h = repl();
    await h.until(/svc> $/);
    h.type('Get-SvcEndp\t');
    await h.until(/Get-SvcEndpoint/);
  });

  it('keeps history across two sessions', async () => {
    const path = join(tempDir(), 'history');
    const a = repl(path);
    await a.until(/svc> $/);
    a.type('"remembered " + 1\r');
    await a.until(/remembered 1/);
    a.type('exit\r');
    await a.done;
    open.splice(open.indexOf(a), 1);
    const b = repl(path);
    await b.until(/svc> $/);
    b.type('\u001b[A\u001b[A');
    await b.until(/svc> "remembered " \+ 1/);
    const mark = b.text().length;
    b.type('\r');
    await b.until(/remembered 1/, mark);
  });

  it('Ctrl-C stops a running command; the prompt returns with variables intact', async () => {
    const h = repl();
    await h.until(/svc> $/);
    h.type('$v = 42\r');
    await h.until(/svc> \$v = 42\nsvc> $/);
    h.type('while ($true) { }\r');
    await new Promise((r) => setTimeout(r, 300));
    h.type('\u0003');
    await h.until(/\{ \}\nsvc> $/);
    const mark = h.text().length;
    h.type('$v\r');
    await h.until(/^42$/m, mark);
  });

  it('Ctrl-C wakes a Start-Sleep at once', async () => {
    const h = repl();
    await h.until(/svc> $/);
    h.type('Start-Sleep -Seconds 60; "not reached"\r');
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    h.type('\u0003');
    await h.until(/60; "not reached"\nsvc> $/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(h.text()).not.toMatch(/^not reached$/m);
  });

  it('Ctrl-C at the prompt abandons the line', async () => {
    const h = repl();
    await h.until(/svc> $/);
    h.type('"not run"');
    h.type('\u0003');
    h.type('"run"\r');
    await h.until(/^run$/m);
    expect(h.text()).not.toMatch(/^not run$/m);
  });

  it('prints a request log line above the prompt and redraws the half-typed line', async () => {
    const h = repl(undefined, true);
    const listening = await h.until(/Listening on (http:\/\/\S+)/);
    const base = /Listening on (http:\/\/\S+)/.exec(listening)![1];
    await h.until(/svc> $/);
    h.type('New-SvcEndpoint -Url /hello -Endpoint { "hi" }\r');
    await h.until(/svc> $/, h.text().indexOf('/hello') + 10);
    h.type('Get-Sv');
    await h.until(/Get-Sv$/);
    const mark = h.text().length;
    expect(await (await fetch(`${base}/hello`)).text()).toBe('hi');
    const after = await h.until(/GET \/hello -> 200[^\n]*\n+svc> Get-Sv$/, mark);
    expect(after).toMatch(/GET \/hello -> 200/);
  });
});

describe('interactive shell: keys and files', () => {
  it('Ctrl-R finds an earlier command and Enter runs it', async () => {
    const h = repl();
    await h.until(/svc> $/);
    h.type('"needle " + 7\r');
    await h.until(/needle 7\nsvc> $/);
    h.type('"other"\r');
    await h.until(/other\nsvc> $/);
    const mark = h.text().length;
    h.type('\u0012needle');
    await h.until(/svc> "needle " \+ 7\nbck-i-search: needle_/, mark);
    h.type('\r');
    await h.until(/needle 7\nsvc> $/, mark);
  });
});

describe('interactive shell: memory', () => {
  /** A shell whose engine heap is capped at 64 MB (SVC_ENGINE_MEMORY_MB, read when the engine starts). */
  function smallRepl(): Harness {
    const previous = process.env.SVC_ENGINE_MEMORY_MB;
    process.env.SVC_ENGINE_MEMORY_MB = '64';
    try { return repl(); } finally {
      if (previous === undefined) delete process.env.SVC_ENGINE_MEMORY_MB; else process.env.SVC_ENGINE_MEMORY_MB = previous;
    }
  }

  it('stops a command that fills the heap with an OutOfMemoryException; the session keeps its variables', async () => {
    const h = smallRepl();
    await h.until(/svc> $/);
    h.type("$keep = 'kept'\r");
    await h.until(/svc> \$keep = 'kept'\nsvc> $/);
    h.type("$a = [System.Collections.ArrayList]::new(); while ($true) { $null = $a.Add('x' * 100 + (Get-Random)) }\r");
    // Filling 64 MB takes a few seconds, more on a loaded machine.
    await h.until(/the engine's memory is nearly full \(\d+ of 64 MB[\s\S]*svc> $/, 0, 45000);
    expect(h.text()).not.toMatch(/the engine stopped/);
    // Once the variable is gone, its memory is free for the next command.
    const mark = h.text().length;
    h.type('Remove-Variable a; $b = foreach ($i in 1..200000) { "item $i" }; "after: [$keep] $($b.Count)"\r');
    await h.until(/after: \[kept\] 200000\nsvc> $/, mark, 30000);
  }, 60000);

  it('refuses one allocation too big for the heap before it is tried', async () => {
    const h = smallRepl();
    await h.until(/svc> $/);
    h.type("$s = 'x' * 90000000\r");
    await h.until(/would exceed the engine's memory limit of 64 MB \(SVC_ENGINE_MEMORY_MB\)[\s\S]*svc> $/);
    const mark = h.text().length;
    h.type('"still here"\r');
    await h.until(/^still here\nsvc> $/m, mark);
  });
});

describe('interactive shell: an engine that dies', () => {
  it('starts a new engine and goes on (the old variables are gone, the endpoints stay)', async () => {
    const h = repl(undefined, true);
    const listening = await h.until(/Listening on (http:\/\/\S+)/);
    const base = /Listening on (http:\/\/\S+)/.exec(listening)![1];
    await h.until(/svc> $/);
    h.type("$keep = 'kept'; New-SvcEndpoint -Url /still -Endpoint { 'served' }\r");
    await h.until(/svc> \$keep[^\n]*\nsvc> $/);
    // The worker ends from outside, as V8 ends one at its heap limit (resourceLimits): the shell hears of it at its
    // next submission.
    await (h.parts.engine as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    h.type('"before"\r');
    await h.until(/the engine stopped[\s\S]*started a new engine[\s\S]*svc> $/, 0, 20000);
    const mark = h.text().length;
    h.type('"after: [$keep]"\r');
    await h.until(/after: \[\]\nsvc> $/, mark);
    expect(await (await fetch(`${base}/still`)).text()).toBe('served');
  });
});
