// The interactive prompt (docs/contract.md 8): `svc> `, `>> ` while the input is incomplete (decided by the parser's
// incompleteInput flag, run in the worker), history across sessions, Ctrl-R search, tab completion, request log
// lines printed above the prompt without breaking the line being typed, Ctrl-C to clear the line or stop the
// running command, Ctrl-D or `exit` to leave.
import { createInterface, clearLine, cursorTo, type Interface } from 'node:readline';
import type { ShellParts, Console } from './cli.js';
import { HistoryFile, defaultHistoryPath, HISTORY_LIMIT } from './history.js';
import { installReverseSearch } from './reverse-search.js';

export const PROMPT = 'svc> ';
export const CONTINUATION = '>> ';

export interface ReplOptions {
  /** Bind the listener before the first prompt (the interactive shell starts it). */
  listen: boolean;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  /** Where the error streams go; the output stream when not given and output was injected. */
  errorOutput?: NodeJS.WritableStream;
  terminal?: boolean;
  /** null: no history file. */
  historyPath?: string | null;
}

interface ReadlineInternals { line: string; cursor: number; _refreshLine(): void }

export async function startRepl(parts: ShellParts, opts: ReplOptions): Promise<number> {
  const input = opts.input ?? process.stdin;
  const output = opts.output ?? process.stdout;
  const errorOutput = opts.errorOutput ?? (opts.output ? opts.output : process.stderr);
  const terminal = opts.terminal ?? Boolean((input as NodeJS.ReadStream).isTTY && (output as NodeJS.WriteStream).isTTY);
  const historyPath = opts.historyPath === undefined ? defaultHistoryPath() : opts.historyPath;
  const history = historyPath ? new HistoryFile(historyPath) : null;

  const rl = createInterface({
    input, output, terminal, prompt: PROMPT, historySize: HISTORY_LIMIT, removeHistoryDuplicates: true,
    history: history?.load() ?? [],
    completer: (line: string, cb: (e: Error | null, r: [string[], string]) => void) => {
      parts.service.endpointUrls()
        .then((urls) => parts.engine.complete(line, line.length, urls))
        .then((r) => cb(null, [r.items, line.slice(r.start)]), () => cb(null, [[], line]));
    },
  });
  if (terminal) installReverseSearch(rl);
  // Lines typed (or piped) before the first prompt must not be lost: listen from the start.
  const lines = rl[Symbol.asyncIterator]();

  // Piped input (not a terminal) runs quietly, like `python < file`: no prompts mixed into the output.
  const prompts = terminal ? { main: PROMPT, more: CONTINUATION } : { main: '', more: '' };
  const state = { atPrompt: false, buffer: [] as string[], prompts };
  const previous = parts.console.current;
  parts.console.current = promptConsole(rl, output, errorOutput, terminal, state);
  rl.on('SIGINT', () => onCtrlC(rl, parts, output, state));
  const onResize = () => parts.engine.setColumns((output as NodeJS.WriteStream).columns || 120);
  output.on('resize', onResize);

  try {
    // The prompt does not wait for the listener (loading the service takes a few hundred ms): `Listening on` is
    // printed above the prompt when it is bound, and host calls that need it wait for it.
    if (opts.listen) void parts.service.ensureListening();
    return await loop(rl, lines, parts, history, state);
  } finally {
    output.off('resize', onResize);
    parts.console.current = previous;
    rl.close();
    await parts.engine.terminate();
    await parts.service.close();
  }
}

interface PromptState { atPrompt: boolean; buffer: string[]; prompts: { main: string; more: string } }

async function loop(rl: Interface, lines: AsyncIterableIterator<string>, parts: ShellParts, history: HistoryFile | null, state: PromptState): Promise<number> {
  // Piped input closes readline at its end while lines are still queued: no prompt after that (Node 24 throws).
  let closed = false;
  rl.once('close', () => { closed = true; });
  const showPrompt = (p: string) => { if (closed) return; rl.setPrompt(p); state.atPrompt = true; rl.prompt(); };
  showPrompt(state.prompts.main);
  for await (const line of lines) {
    state.atPrompt = false;
    state.buffer.push(line);
    history?.add(line);
    const source = state.buffer.join('\n');
    if (source.trim() === '') { state.buffer = []; showPrompt(state.prompts.main); continue; }
    const summary = await parts.engine.run(source, { interactive: true });
    if (summary.outcome === 'incomplete') { showPrompt(state.prompts.more); continue; }
    state.buffer = [];
    if (summary.outcome === 'exit') return summary.exitCode;
    if (parts.engine.dead) await restartEngine(parts);
    showPrompt(state.prompts.main);
  }
  return 0;
}

/** Ctrl-C: stops the running command, or abandons the line (and any continuation lines) at the prompt. */
function onCtrlC(rl: Interface, parts: ShellParts, output: NodeJS.WritableStream, state: PromptState): void {
  if (parts.engine.busy) { parts.engine.interrupt(); return; }
  const r = rl as unknown as ReadlineInternals;
  r.line = '';
  r.cursor = 0;
  state.buffer = [];
  output.write('\n');
  rl.setPrompt(state.prompts.main);
  rl.prompt();
}

/** While the prompt shows, a line from elsewhere (request log) clears the prompt line, prints, then redraws it. */
function promptConsole(rl: Interface, out: NodeJS.WritableStream, err: NodeJS.WritableStream, terminal: boolean, state: { atPrompt: boolean }): Console {
  return {
    write(fd, text) {
      const stream = fd === 1 ? out : err;
      if (!state.atPrompt || !terminal) { stream.write(text); return; }
      cursorTo(out, 0);
      clearLine(out, 0);
      stream.write(text.endsWith('\n') ? text : text + '\n');
      (rl as unknown as ReadlineInternals)._refreshLine();
    },
  };
}

/** The engine worker died (out of memory): start a new one, so the shell and its endpoints go on. */
async function restartEngine(parts: ShellParts): Promise<void> {
  parts.engine = parts.engine.restart();
  await parts.engine.ready;
  parts.console.current.write(2, 'svc: started a new engine; variables and functions are gone, endpoints are still served.\n');
}
