// The history commands through the real interpreter with the shell's real session history (src/shell/session-history.ts).
import { createSession } from '../../src/engine/index.js';
import type { StreamEvent } from '../../src/engine/index.js';
import { SessionHistory } from '../../src/shell/session-history.js';
import { createTestHost } from '../engine/helpers.js';

/** A session whose prompt history holds these command lines (ids 1, 2, ...); `run` records what it runs, as the prompt does. */
export function withHistory(lines: string[]) {
  const history = new SessionHistory();
  for (const [i, line] of lines.entries()) history.add(line, i === 1 ? 'Failed' : 'Completed', 1000 * i, 1000 * i + 250);
  let events: StreamEvent[] = [];
  const session = createSession({ host: { ...createTestHost(), history }, sink: (e) => events.push(e) });
  return {
    history,
    run(source: string) {
      events = [];
      const started = Date.now();
      const result = session.run(source);
      history.record(source, result.outcome, started, Date.now());
      return {
        output: events.flatMap((e) => (e.stream === 'output' ? [e.value] : [])),
        errors: events.flatMap((e) => (e.stream === 'error' ? [e.record] : [])),
        host: events.flatMap((e) => (e.stream === 'information' ? [e.value] : [])),
      };
    },
  };
}
