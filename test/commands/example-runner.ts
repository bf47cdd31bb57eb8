// Runs one Get-Help example as it runs typed at svc's prompt, in a fresh session whose current location is a
// temporary folder of its own: the example's lines are submitted one by one (a line that leaves the input incomplete
// continues on the next, as the prompt's `>>` does), each submission is one entry of the prompt's history
// (src/shell/session-history.ts), and every stream is drawn by the console's own renderer
// (src/shell/format/stream-renderer.ts) without colour at EXAMPLE_COLUMNS.
//
// Two ways, one result:
// - an example that calls a service command (svc/) or the HTTP client (web/), or uses the cache drive ($Cache:),
//   runs in a whole shell wired as svc wires it (src/shell/cli.ts createShellParts, fed by the prompt's loop for
//   piped input, src/shell/repl.ts): the engine worker, the service on 127.0.0.1 with an ephemeral port once the
//   example defines an endpoint, the embedded store opened as svc opens it in a data folder of its own, the app
//   tokens, the HTTP client with relative URLs against that service. The service's own lines (`Listening on`, the
//   request log) are not the example's output: they are kept apart;
// - every other example runs in a session on this thread with the shell's file host and history (a whole shell
//   costs a few hundred milliseconds per example; the result is the same, as running every example both ways showed).
import { PassThrough } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseScript, toStringValue, type Command, type VariableExpression } from '../../src/engine/index.js';
import { visitAst } from '../../grammar/index.js';
import { findBuiltinCommand } from '../../src/engine/commands/registry.js';
import { svcCommands } from '../../src/engine/commands/svc/index.js';
import { webCommands } from '../../src/engine/commands/web/index.js';
import { createTextRenderer } from '../../src/shell/format/stream-renderer.js';
import { createPalette } from '../../src/shell/format/palette.js';
import { SessionHistory } from '../../src/shell/session-history.js';
import { tempFolder } from './file-helpers.js';
import type * as Cli from '../../src/shell/cli.js';
import type * as Repl from '../../src/shell/repl.js';
import type { RunOptions } from '../../src/shell/args.js';

export const EXAMPLE_COLUMNS = 120;

/** The example's console text: lines without trailing spaces, no blank lines at either end. */
export function exampleText(code: string): Promise<string> {
  return needsShell(code) ? shellText(code) : Promise.resolve(sessionText(code));
}

export function normalise(text: string): string {
  return text.split('\n').map((l) => l.replace(/\s+$/, '')).join('\n').replace(/^\n+|\n+$/g, '');
}

const SHELL_COMMANDS = new Set([...svcCommands, ...webCommands]);

/**
 * Whether the code needs a host power that lives on the shell's main thread (read from its AST): a command of svc/ or
 * web/, or the cache drive (`$Cache:name`).
 */
function needsShell(code: string): boolean {
  let found = false;
  visitAst(parseScript(code).ast, (node) => {
    if (node.kind === 'VariableExpression' && (node as VariableExpression).scope?.toLowerCase() === 'cache') found = true;
    const first = node.kind === 'Command' ? (node as Command).elements[0] : undefined;
    if (first?.kind === 'StringConstantExpression') {
      const declaration = findBuiltinCommand(first.value);
      if (declaration && SHELL_COMMANDS.has(declaration)) found = true;
    }
  });
  return found;
}

async function shellText(code: string): Promise<string> {
  // The compiled shell (the global setup builds it): the engine worker starts from dist/, as svc starts it.
  const [{ createShellParts, openConfiguredStore }, { startRepl }] = await Promise.all([
    import(new URL('../../dist/src/shell/cli.js', import.meta.url).href) as Promise<typeof Cli>,
    import(new URL('../../dist/src/shell/repl.js', import.meta.url).href) as Promise<typeof Repl>,
  ]);
  const folder = mkdtempSync(path.join(tmpdir(), 'svc-example-'));
  const options: RunOptions = {
    kind: 'run', file: null, fileArgs: [], command: null, interactive: true, exit: false, port: 0, host: '127.0.0.1',
    outputMode: 'text', noProfile: true, watch: false, dataPath: path.join(folder, '.data'), store: null, workers: null,
  };
  let text = '';
  const output = new PassThrough();
  output.on('data', (d: Buffer) => { text += d.toString(); });
  const cwd = process.cwd();
  try {
    // The engine worker starts in the process's current directory, as svc does where it is started.
    const store = await openConfiguredStore(options);
    if (store === null) throw new Error(`the store in ${options.dataPath} did not open`);
    process.chdir(folder);
    const parts = createShellParts(options, null, { write: (_fd, t) => void output.write(t) }, store,
      { env: { ...process.env, NO_COLOR: '1' }, serviceOut: { write: () => {} } });
    try { await parts.engine.ready; } finally { process.chdir(cwd); }
    parts.engine.setColumns(EXAMPLE_COLUMNS);
    const input = new PassThrough();
    input.end(code + '\n');
    await startRepl(parts, { listen: false, input, output, errorOutput: output, terminal: false, historyPath: null });
    return normalise(text);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function sessionText(code: string): string {
  const history = new SessionHistory();
  const folder = tempFolder({ history });
  try {
    let text = '';
    const renderer = createTextRenderer((_fd, t) => { text += t; }, toStringValue, createPalette(false), EXAMPLE_COLUMNS, folder.location);
    for (const source of submissions(code)) {
      const started = Date.now();
      const r = folder.run(source);
      for (const e of r.events) renderer.event(e);
      if (r.result.outcome === 'parseError') renderer.parseErrors(r.result.parseErrors, source, null);
      else if (r.result.error && !r.events.some((e) => e.stream === 'error' && e.record === r.result.error)) {
        renderer.event({ stream: 'error', record: r.result.error, terminating: true });
      }
      renderer.end();
      history.record(source, r.result.outcome, started, Date.now());
    }
    return normalise(text);
  } finally {
    folder.remove();
  }
}

/** The submissions the prompt makes of these lines: a line that leaves the input incomplete waits for the next. */
function submissions(code: string): string[] {
  const blocks: string[] = [];
  let buffer: string[] = [];
  for (const line of code.split('\n')) {
    buffer.push(line);
    const text = buffer.join('\n');
    const errors = parseScript(text).errors;
    if (errors.length > 0 && errors.every((e) => e.incompleteInput)) continue;
    buffer = [];
    if (text.trim() !== '') blocks.push(text);
  }
  if (buffer.length > 0) blocks.push(buffer.join('\n'));
  return blocks;
}
