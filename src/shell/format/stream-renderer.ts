// Turns the engine's stream events into console text (or `-o json` lines). Output goes to stdout; the error,
// warning, verbose and debug streams go to stderr so that `svc script.svc | tool` pipes only output (docs/shell.md).
import type { StreamEvent } from '../../engine/streams.js';
import type { ParseError } from '../../../grammar/ast.js';
import { OutputFormatter } from '../../engine/commands/format/output-formatter.js';
import { formatErrorRecord, formatParseError } from '../../engine/commands/format/format-error.js';
import { cellText, type ToText } from '../../engine/commands/format/cells.js';
import type { Palette } from './palette.js';

export type Write = (fd: 1 | 2, text: string) => void;

export interface StreamRenderer {
  event(e: StreamEvent): void;
  parseErrors(errors: readonly ParseError[], source: string, file: string | null): void;
  /** End of a run: closes an open table. */
  end(): void;
  setColumns(columns: number): void;
}

export function createTextRenderer(write: Write, toText: ToText, palette: Palette, columns: number): StreamRenderer {
  const out = new OutputFormatter(toText, palette, columns, Date.now);
  const flush = () => { const t = out.flush(); if (t) write(1, t); };
  const text = (v: unknown) => cellText(v, toText);
  return {
    event(e) {
      if (e.stream === 'output') { const t = out.write(e.value); if (t) write(1, t); return; }
      flush();
      switch (e.stream) {
        case 'error': write(2, formatErrorRecord(e.record.toData(), palette)); break;
        case 'warning': write(2, palette.style('Warning', `WARNING: ${e.message}`) + '\n'); break;
        case 'verbose': write(2, palette.style('Verbose', `VERBOSE: ${e.message}`) + '\n'); break;
        case 'debug': write(2, palette.style('Debug', `DEBUG: ${e.message}`) + '\n'); break;
        case 'information': {
          const host = e.hostOptions;
          if (host) write(1, palette.host(text(e.value), host.foregroundColor, host.backgroundColor) + (host.noNewline ? '' : '\n'));
          else write(1, text(e.value) + '\n');
          break;
        }
      }
    },
    parseErrors(errors, source, file) {
      flush();
      for (const err of errors) write(2, formatParseError(err, source, file, palette));
    },
    end: flush,
    setColumns(c) { out.columns = c; },
  };
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
