// A real ValueContext for unit tests: a fixed clock (2026-11-22 20:50:00 UTC), a zone one hour east of UTC,
// a deterministic random source, and $Matches captured. Script blocks need the interpreter (see test/scripts/values).
import type { Host } from '../../src/engine/host.js';
import type { ValueContext } from '../../src/engine/values/index.js';
import { TerminatingError } from '../../src/engine/errors/error-record.js';
import type { PSHashtable } from '../../src/engine/values/types.js';

export const NOW = Date.UTC(2026, 10, 22, 20, 50, 0);

export function makeHost(offsetMinutes = -60): Host {
  let seed = 1;
  return {
    now: () => NOW,
    timezoneOffset: () => offsetMinutes,
    random: () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; },
    sleep: () => {},
    checkInterrupt: () => null,
    getEnvironmentVariable: (name) => (name === 'SVC_TEST' ? 'yes' : undefined),
  };
}

export function makeCtx(offsetMinutes = -60): ValueContext & { matches: PSHashtable | null } {
  const ctx = {
    host: makeHost(offsetMinutes),
    matches: null as PSHashtable | null,
    setMatches(m: PSHashtable | null) { ctx.matches = m; },
    invokeScriptBlock(): unknown[] { throw new Error('script blocks need the interpreter'); },
  };
  return ctx;
}

/** The error a call raises, as { message, id, type } (fails when it does not raise a TerminatingError). */
export function errorOf(f: () => unknown): { message: string; id: string; type: string; category: string } {
  try { f(); } catch (e) {
    if (e instanceof TerminatingError) {
      return { message: e.record.exception.message, id: e.record.fullyQualifiedErrorId, type: e.record.exception.typeName, category: e.record.category };
    }
    throw e;
  }
  throw new Error('expected an error');
}
