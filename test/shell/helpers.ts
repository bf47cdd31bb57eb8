// Runs the real launcher (bin/svc.js, built by the global setup) and collects what it writes.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withAllocatorEnv } from '../../src/shell/allocator-env.js';

export const SVC = fileURLToPath(new URL('../../bin/svc.js', import.meta.url));
const CLI = fileURLToPath(new URL('../../dist/src/shell/cli.js', import.meta.url));

export interface Finished { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

/**
 * The environment of an svc under test: a config folder of its own (the user's real profile never runs in a test),
 * and a data folder of its own (no test sees another's -Persist keys).
 */
export function svcEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, NO_COLOR: '1', SVC_PORT: '0', SVC_HISTORY: join(tempDir(), 'history'), XDG_CONFIG_HOME: tempDir(), XDG_DATA_HOME: tempDir(), ...env };
}

export function startSvc(args: string[], env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [SVC, ...args], { env: svcEnv(env) });
}

/**
 * svc as one process (no launcher in between): the flags and allocator settings bin/svc.js would add are given
 * here, so a signal such as SIGKILL reaches the server itself.
 */
export function startSvcProcess(args: string[], env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
  const base = svcEnv(env);
  return spawn(process.execPath, ['--no-node-snapshot', CLI, ...args], { env: withAllocatorEnv(base) ?? base });
}

export function finished(child: ChildProcessWithoutNullStreams): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => { stdout += d; });
  child.stderr.on('data', (d) => { stderr += d; });
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

export function svc(args: string[], env: Record<string, string> = {}, input?: string): Promise<Finished> {
  const child = startSvc(args, env);
  const done = finished(child);
  if (input !== undefined) child.stdin.end(input); else child.stdin.end();
  return done;
}

/** Resolves with the text of stderr once it matches `pattern`. */
export function waitFor(stream: NodeJS.ReadableStream, pattern: RegExp): Promise<string> {
  let seen = '';
  return new Promise((resolve) => {
    const on = (d: Buffer) => {
      seen += d.toString();
      if (pattern.test(seen)) { stream.off('data', on); resolve(seen); }
    };
    stream.on('data', on);
  });
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'svc-shell-'));
}

export function scriptFile(text: string, name = 'script.svc'): string {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  return path;
}

/** What a file made by loadedFile() writes once its last line has run. */
export const LOADED_LINE = 'svc-test: file loaded';

/**
 * A script file that says when it has run to its end. svc binds its listener when a file defines its first endpoint
 * (docs/contract.md 2), while the rest of the file still runs: a test that calls endpoints defined later waits for
 * this line (serveFile), not for `Listening on`.
 */
export function loadedFile(text: string, name = 'script.svc'): string {
  return scriptFile(`${text}\n'${LOADED_LINE}'\n`, name);
}

export interface Served { child: ChildProcessWithoutNullStreams; url: string; stderr(): string }

/** svc serving a loadedFile() (among `args`), once it listens and the whole file has run. */
export async function serveFile(args: string[], env: Record<string, string> = {}, start = startSvcProcess): Promise<Served> {
  const child = start(args, env);
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const [seen] = await Promise.all([waitFor(child.stderr, /Listening on (http:\/\/\S+)\n/), loaded(child)]);
  return { child, url: /Listening on (http:\/\/\S+)\n/.exec(seen)![1]!, stderr: () => stderr };
}

/** Resolves once a loadedFile() has run to its end in `child`. */
export function loaded(child: ChildProcessWithoutNullStreams): Promise<string> {
  return waitFor(child.stdout, new RegExp(`^${LOADED_LINE}$`, 'm'));
}
