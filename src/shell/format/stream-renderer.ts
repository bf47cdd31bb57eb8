// Turns the engine's stream events into console text (or `-o json` lines). Output goes to stdout; the error,
// warning, verbose and debug streams go to stderr so that `svc script.svc | tool` pipes only output (docs/shell.md).
import type { StreamEvent } from '../../engine/streams.js';
import type { ParseError } from '../../../grammar/ast.js';
import { OutputFormatter } from '../../engine/commands/format/output-formatter.js';
import { formatErrorRecord, formatParseError } from '../../engine/commands/format/format-error.js';
import { cellText, type ToText } from '../../engine/commands/format/cells.js';
import type { Palette, Palettes } from './palette.js';
import { ProgressPane } from './progress-pane.js';

export type Write = (fd: 1 | 2, text: string) => void;

export interface StreamRenderer {
  event(e: StreamEvent): void;
  parseErrors(errors: readonly ParseError[], source: string, file: string | null): void;
  /** End of a run: closes an open table. */
  end(): void;
  setColumns(columns: number): void;
}

/**
 * `palettes` is one palette for both streams, or a source asked at each event (the session's $PSStyle, read by
 * src/shell/format/palette.ts): when its answer changes, the open table or list ends and the next output is drawn
 * with the new styles. `location` is the session's current location (the view of some objects depends on it).
 */
export function createTextRenderer(rawWrite: Write, toText: ToText, palettes: Palette | (() => Palettes), columns: number,
  location: () => string | null = () => null, progress: ProgressOptions | null = null): StreamRenderer {
  const pane = progress === null ? null : new ProgressPane((t) => rawWrite(2, t), () => ({ ...progress.look(), columns: out.columns }));
  // Text written while a progress bar shows goes above it (progress-pane.ts).
  const write: Write = (fd, text) => {
    if (pane === null || !pane.showing) { rawWrite(fd, text); return; }
    pane.erase();
    rawWrite(fd, text);
    pane.draw();
  };
  const paletteNow = typeof palettes === 'function' ? palettes : ((p: Palettes) => () => p)({ out: palettes, err: palettes });
  let p = paletteNow();
  let out = new OutputFormatter(toText, p.out, columns, Date.now, location);
  const flush = () => { const t = out.flush(); if (t) write(1, t); };
  const current = (): Palettes => {
    const next = paletteNow();
    if (next !== p) {
      flush();
      out = new OutputFormatter(toText, next.out, out.columns, Date.now, location);
      p = next;
    }
    return p;
  };
  const text = (v: unknown) => cellText(v, toText);
  return {
    event(e) {
      const { out: o, err } = current();
      if (e.stream === 'output') { const t = out.write(e.value); if (t) write(1, t); return; }
      if (e.stream === 'progress') {
        if (pane !== null && progress !== null && progress.on() && err.enabled) pane.update(e.record);
        return;
      }
      flush();
      switch (e.stream) {
        case 'error': write(2, formatErrorRecord(e.record.toData(), err)); break;
        case 'warning': write(2, err.style('Warning', `WARNING: ${e.message}`) + '\n'); break;
        case 'verbose': write(2, err.style('Verbose', `VERBOSE: ${e.message}`) + '\n'); break;
        case 'debug': write(2, err.style('Debug', `DEBUG: ${e.message}`) + '\n'); break;
        case 'information': {
          const host = e.hostOptions;
          if (host) write(1, o.host(text(e.value), host.foregroundColor, host.backgroundColor) + (host.noNewline ? '' : '\n'));
          else write(1, text(e.value) + '\n');
          break;
        }
      }
    },
    parseErrors(errors, source, file) {
      const { err } = current();
      flush();
      for (const error of errors) write(2, formatParseError(error, source, file, err));
    },
    end() {
      flush();
      pane?.reset();
    },
    setColumns(c) { out.columns = c; },
  };
}

/**
 * Write-Progress at the console: drawn only while `on()` (an interactive prompt's command line, stderr a terminal)
 * and when stderr's palette draws ANSI; `look` reads $PSStyle.Progress.
 */
export interface ProgressOptions {
  on(): boolean;
  look(): { style: string; maxWidth: number };
}

/** docs/contract.md 2, `--output-format json`: one compact JSON line per record, on stdout, in order. */
export function createJsonRenderer(write: Write, toText: ToText, toJson: (v: unknown, depth: number) => string): StreamRenderer {
  const line = (o: Record<string, unknown>, rawValue?: string) => {
    const head = JSON.stringify(o);
    write(1, (rawValue === undefined ? head : head.slice(0, -1) + ',"value":' + rawValue + '}') + '\n');
  };
  return {
    event(e) {
      switch (e.stream) {
        case 'output': line({ stream: 'output' }, toJson(e.value, 10)); break;
        case 'error': line({ stream: 'error', message: e.record.toString(), id: e.record.fullyQualifiedErrorId, terminating: e.terminating }); break;
        case 'information': line({ stream: 'information', message: cellText(e.value, toText) }); break;
        // Progress is drawn for people at the prompt only; JSON lines leave it out.
        case 'progress': break;
        default: line({ stream: e.stream, message: e.message });
      }
    },
    parseErrors(errors) {
      for (const err of errors) line({ stream: 'error', message: `${err.message} (line ${err.line}, column ${err.column})`, id: err.id, terminating: true });
    },
    end() {},
    setColumns() {},
  };
}
