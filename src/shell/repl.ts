// The interactive prompt (docs/contract.md 8, docs/shell.md): at a terminal, the line editor (src/shell/editor)
// with whole-block history, colour, prediction and completion; piped input is read line by line without prompts.
// Request log lines are printed above the prompt without breaking the block being typed; Ctrl-C clears the
// buffer or stops the running command; Ctrl-D on an empty prompt or `exit` leaves.
import { createInterface } from 'node:readline';
import type { ShellParts, Console } from './cli.js';
import { HistoryFile, defaultHistoryPath } from './history.js';
import { BlockHistory } from './editor/block-history.js';
import { LineEditor, type Syntax } from './editor/line-editor.js';
import { colourOn } from './format/ps-style.js';

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
  /** Colour the typed text (the output streams' colour is decided by the CLI); default: output is a terminal and NO_COLOR unset. */
  colour?: boolean;
}

/** Where the next block comes from: the editor at a terminal, readline's lines for piped input. */
interface Source {
  next(more: boolean): Promise<string | null>;
  console(out: NodeJS.WritableStream, err: NodeJS.WritableStream): Console;
  close(): void;
}

export async function startRepl(parts: ShellParts, opts: ReplOptions): Promise<number> {
  const input = opts.input ?? process.stdin;
  const output = opts.output ?? process.stdout;
  const errorOutput = opts.errorOutput ?? (opts.output ? opts.output : process.stderr);
  const terminal = opts.terminal ?? Boolean((input as NodeJS.ReadStream).isTTY && (output as NodeJS.WriteStream).isTTY);
  const historyPath = opts.historyPath === undefined ? defaultHistoryPath() : opts.historyPath;
  const history = historyPath ? new HistoryFile(historyPath) : null;
  const source = terminal ? editorSource(parts, input, output, history, opts) : pipedSource(input, output);
  const previous = parts.console.current;
  parts.console.current = source.console(output, errorOutput);
  const onResize = () => parts.engine.setColumns((output as NodeJS.WriteStream).columns || 120);
  output.on('resize', onResize);
  try {
    // The prompt does not wait for the listener (loading the service takes a few hundred ms): `Listening on` is
    // printed above the prompt when it is bound, and host calls that need it wait for it.
    if (opts.listen) void parts.service.ensureListening();
    return await loop(source, parts, history);
  } finally {
    output.off('resize', onResize);
    parts.console.current = previous;
    source.close();
    await parts.engine.terminate();
    await parts.service.close();
  }
}

async function loop(source: Source, parts: ShellParts, history: HistoryFile | null): Promise<number> {
  let buffer: string[] = [];
  for (;;) {
    const block = await source.next(buffer.length > 0);
    if (block === null) return 0;
    buffer.push(block);
    const text = buffer.join('\n');
    if (text.trim() === '') { buffer = []; continue; }
    const summary = await parts.engine.run(text, { interactive: true });
    // Piped input gathers lines until they parse; the editor only hands over complete blocks (or forced ones).
    if (summary.outcome === 'incomplete' && buffer.length < 10_000 && !(source instanceof EditorSource)) continue;
    buffer = [];
    history?.add(text);
    if (summary.outcome === 'exit') return summary.exitCode;
    if (parts.engine.dead) await restartEngine(parts);
  }
}

class EditorSource implements Source {
  constructor(private readonly editor: LineEditor, private readonly history: BlockHistory, private readonly output: NodeJS.WritableStream) {}

  next(): Promise<string | null> {
    return this.editor.read({ main: PROMPT, more: CONTINUATION }).then((block) => {
      if (block !== null) this.history.add(block);
      return block;
    });
  }

  console(out: NodeJS.WritableStream, err: NodeJS.WritableStream): Console {
    return {
      write: (fd, text) => {
        const stream = fd === 1 ? out : err;
        if (!this.editor.atPrompt) { stream.write(text); return; }
        this.editor.printAbove(() => stream.write(text.endsWith('\n') ? text : text + '\n'));
      },
    };
  }

  close(): void { this.editor.close(); void this.output; }
}

function editorSource(parts: ShellParts, input: NodeJS.ReadableStream, output: NodeJS.WritableStream, file: HistoryFile | null, opts: ReplOptions): Source {
  const history = new BlockHistory(file?.load() ?? []);
  const colour = opts.colour ?? colourOn(process.env, Boolean((output as NodeJS.WriteStream).isTTY));
  // The grammar loads after the first prompt shows, so start-up does not wait for it.
  const syntax: Promise<Syntax> = new Promise((resolve) => setImmediate(resolve)).then(() => import('./editor/syntax.js'));
  const editor = new LineEditor({
    input, output, history, syntax, colour,
    columns: () => (output as NodeJS.WriteStream).columns || 80,
    complete: (text, cursor) => parts.service.endpointUrls().then((urls) => parts.engine.complete(text, cursor, urls)),
    onInterrupt: () => parts.engine.interrupt(),
  });
  return new EditorSource(editor, history, output);
}

/** Piped input (not a terminal) runs quietly, like `python < file`: no prompts mixed into the output. */
function pipedSource(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Source {
  const rl = createInterface({ input, output, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    next: async () => { const r = await lines.next(); return r.done ? null : r.value; },
    console: (out, err) => ({ write: (fd, text) => void (fd === 1 ? out : err).write(text) }),
    close: () => rl.close(),
  };
}

/** The engine worker died (out of memory): start a new one, so the shell and its endpoints go on. */
async function restartEngine(parts: ShellParts): Promise<void> {
  parts.engine = parts.engine.restart();
  await parts.engine.ready;
  parts.console.current.write(2, 'svc: started a new engine; variables and functions are gone, endpoints are still served.\n');
}
