// Runs svc source through the real parser and interpreter (createSession) with a real host, and sorts the stream
// events for cmdlet tests. The host is the engine tests' one (test/engine/helpers.ts): Date.now, Atomics.wait, Math.random.
import { createSession } from '../../src/engine/index.js';
import type { StreamEvent, RunResult, ErrorRecord } from '../../src/engine/index.js';
import { createTestHost } from '../engine/helpers.js';

export interface Run {
  result: RunResult;
  events: StreamEvent[];
  output: unknown[];
  errors: ErrorRecord[];
  warnings: string[];
  /** Write-Host / Write-Information values. */
  information: unknown[];
}

export function run(source: string): Run {
  const events: StreamEvent[] = [];
  const session = createSession({ host: createTestHost(), sink: (e) => events.push(e) });
  const result = session.run(source);
  const errors = events.flatMap((e) => (e.stream === 'error' ? [e.record] : []));
  if (result.error && !errors.includes(result.error)) errors.push(result.error);
  return {
    result,
    events,
    output: events.flatMap((e) => (e.stream === 'output' ? [e.value] : [])),
    errors,
    warnings: events.flatMap((e) => (e.stream === 'warning' ? [e.message] : [])),
    information: events.flatMap((e) => (e.stream === 'information' ? [e.value] : [])),
  };
}

/** The outputs of a script, each converted to text by the script itself: `(...) | ForEach-Object { "$_" }`-free. */
export function out(source: string): unknown[] {
  const r = run(source);
  if (r.errors.length) throw new Error(`unexpected errors: ${r.errors.map((e) => `${e.fullyQualifiedErrorId}: ${e.message}`).join('; ')}`);
  return r.output;
}

/** The first error of a script (id and message). */
export function firstError(source: string): { id: string; message: string } {
  const r = run(source);
  const e = r.errors[0];
  if (!e) throw new Error('expected an error, got none');
  return { id: e.fullyQualifiedErrorId, message: e.message };
}
