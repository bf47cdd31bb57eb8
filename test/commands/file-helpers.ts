// The item commands through the real interpreter with the shell's real file host (src/shell/file-host.ts: node:fs,
// the one current location) in a temporary folder of their own, and the sandbox's view: no file powers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSession } from '../../src/engine/index.js';
import type { StreamEvent } from '../../src/engine/index.js';
import type { Host } from '../../src/engine/host.js';
import { createFileHost } from '../../src/shell/file-host.js';
import { createNativeHost } from '../../src/shell/native-host.js';
import { createTestHost } from '../engine/helpers.js';
import type { Run } from './helpers.js';

export interface Folder {
  dir: string;
  /** The session's current location (Set-Location moves it). */
  location(): string;
  /** Runs source with the folder as the current location. */
  run(source: string): Run;
  /** The output of source; fails on any error. */
  out(source: string): unknown[];
  remove(): void;
}

/** `extra`: more powers of the shell's host, e.g. a real service (test/http/helpers.ts startSvc). */
export function tempFolder(extra: Partial<Host> = {}): Folder {
  const dir = mkdtempSync(path.join(tmpdir(), 'svc-items-'));
  const files = createFileHost(dir);
  const host = { ...createTestHost(), files, native: createNativeHost(() => files.getLocation()), writeFile: (p: string, t: string, a: boolean) => files.items!.writeText(p, t, a),
    // The shell's environment is its process's (the native host passes process.env to programs).
    getEnvironmentVariable: (n: string) => process.env[n],
    setEnvironmentVariable: (n: string, v: string | undefined) => { if (v === undefined) delete process.env[n]; else process.env[n] = v; }, ...extra };
  const session = createSession({ host, sink: (e) => events.push(e) });
  let events: StreamEvent[] = [];
  const run = (source: string): Run => {
    events = [];
    const result = session.run(source);
    const errors = events.flatMap((e) => (e.stream === 'error' ? [e.record] : []));
    if (result.error && !errors.includes(result.error)) errors.push(result.error);
    return {
      result, events, errors,
      output: events.flatMap((e) => (e.stream === 'output' ? [e.value] : [])),
      warnings: events.flatMap((e) => (e.stream === 'warning' ? [e.message] : [])),
      information: events.flatMap((e) => (e.stream === 'information' ? [e.value] : [])),
    };
  };
  return {
    dir,
    location: () => files.getLocation(),
    run,
    out(source) {
      const r = run(source);
      if (r.errors.length) throw new Error(`unexpected errors: ${r.errors.map((e) => `${e.fullyQualifiedErrorId}: ${e.message}`).join('; ')}`);
      return r.output;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The error of calling a prompt-only command from an endpoint script (an endpoint session, no file powers). */
export function endpointError(source: string): string {
  const events: StreamEvent[] = [];
  createSession({ host: createTestHost(), sink: (e) => events.push(e), inEndpoint: true }).run(source);
  const e = events.find((x) => x.stream === 'error');
  return e && e.stream === 'error' ? e.record.message : '';
}
