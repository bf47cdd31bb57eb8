// A real Host for engine tests (no mocks of our components): the clock is Date.now, sleep blocks with Atomics.wait,
// and checkInterrupt never interrupts unless a limit is given (the fuzz test stops runaway scripts with one).
import { createSession, parse } from '../../src/engine/index.js';
import type { Host, StreamEvent, RunResult } from '../../src/engine/index.js';

export interface TestHostOptions {
  /** Stop (as 'timeout') after this many interrupt polls. */
  maxPolls?: number;
  /** Stop (as 'timeout') after this many milliseconds of wall clock. */
  maxMs?: number;
  env?: Record<string, string>;
  files?: Map<string, string>;
}

export function createTestHost(options: TestHostOptions = {}): Host {
  const started = Date.now();
  let polls = 0;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  return {
    now: () => Date.now(),
    timezoneOffset: (ms) => new Date(ms).getTimezoneOffset(),
    random: () => Math.random(),
    sleep: (ms) => { Atomics.wait(sleeper, 0, 0, ms); },
    checkInterrupt: () => {
      polls++;
      if (options.maxPolls !== undefined && polls > options.maxPolls) return 'timeout';
      if (options.maxMs !== undefined && (polls & 63) === 0 && Date.now() - started > options.maxMs) return 'timeout';
      return null;
    },
    getEnvironmentVariable: (name) => options.env?.[name],
    writeFile: options.files
      ? (path, text, append) => { options.files!.set(path, (append ? options.files!.get(path) ?? '' : '') + text); return { ok: true, value: undefined }; }
      : undefined,
  };
}

export interface RunCapture {
  events: StreamEvent[];
  result: RunResult;
}

/** Parses and runs `source` in a fresh session, capturing every stream event. */
export function runScript(source: string, options: TestHostOptions & { file?: string; args?: unknown[] } = {}): RunCapture {
  const events: StreamEvent[] = [];
  const session = createSession({ host: createTestHost(options), sink: (e) => events.push(e) });
  const result = session.run(source, { file: options.file, args: options.args });
  return { events, result };
}

/** The output values of a run. */
export function outputs(capture: RunCapture): unknown[] {
  return capture.events.filter((e) => e.stream === 'output').map((e) => (e as { value: unknown }).value);
}

export { parse };
