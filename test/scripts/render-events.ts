// Turns a run's stream events into the readable line format of the `.expected` files (see README.md).
import { toStringValue, toJson } from '../../src/engine/index.js';
import type { StreamEvent, RunResult } from '../../src/engine/index.js';

function oneLine(text: string): string {
  return text.replace(/\r?\n/g, '\\n');
}

function renderValue(value: unknown): string {
  if (value === null || value === undefined) return '$null';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return toStringValue(value);
  if (Array.isArray(value) || isBag(value)) return toJson(value, { depth: 4, compress: true });
  return toStringValue(value);
}

function isBag(value: unknown): boolean {
  const name = (value as { constructor?: { name?: string } }).constructor?.name;
  return name === 'PSHashtable' || name === 'PSObject';
}

export function renderEvent(event: StreamEvent): string {
  switch (event.stream) {
    case 'output': return `output: ${oneLine(renderValue(event.value))}`;
    case 'error': return `${event.terminating ? 'terminating' : 'error'}: ${oneLine(event.record.toString())}`;
    case 'warning': case 'verbose': case 'debug': return `${event.stream}: ${oneLine(event.message)}`;
    case 'information': return `${event.hostOptions ? 'host' : 'information'}: ${oneLine(toStringValue(event.value))}`;
    case 'progress': {
      const r = event.record;
      if (r.completed) return `progress: ${r.activityId} completed`;
      const extra = [r.percentComplete >= 0 ? `${r.percentComplete}%` : '', r.secondsRemaining >= 0 ? `${r.secondsRemaining}s` : '',
        r.currentOperation ? `(${r.currentOperation})` : '', r.parentActivityId >= 0 ? `parent ${r.parentActivityId}` : ''].filter((x) => x !== '');
      return `progress: ${r.activityId} ${oneLine(r.activity)}: ${oneLine(r.statusDescription)}${extra.length ? ' ' + extra.join(' ') : ''}`;
    }
  }
}

export function renderRun(events: readonly StreamEvent[], result: RunResult): string[] {
  const lines = events.map(renderEvent);
  if (result.outcome === 'parseError') for (const e of result.parseErrors) lines.push(`parseError: ${e.id} ${e.line}:${e.column}`);
  if (result.outcome === 'exit') lines.push(`exit: ${result.exitCode}`);
  if (result.outcome === 'stopped') lines.push('stopped');
  return lines;
}

/** The lines of an `.expected` file that count: blank lines and `#` comments are skipped, trailing spaces trimmed. */
export function expectedLines(text: string): string[] {
  return text.split(/\r?\n/).map((l) => l.replace(/\s+$/, '')).filter((l) => l !== '' && !l.startsWith('#'));
}
