// The shell's file powers for the engine (Host.files, src/engine/host.ts): the current location and script files.
// This module owns the current location (about_Locations): node:worker_threads has no process.chdir, and the
// location belongs to the session anyway, so it is state here, starting at the directory svc was started in.
// Every script file read is recorded, so the shell knows which files to watch for reload (docs/files.md), with the
// arguments of the files run from the prompt, which a reload passes again.
import { statSync } from 'node:fs';
import { readTextFile } from './text-file.js';
import { isAbsolute, resolve } from 'node:path';
import { replaceFile } from './replace-file.js';
import type { FileHost, ItemOutcome } from '../engine/host.js';
import { createItemHost, itemFailure } from './file-items.js';

/** A script file the engine read: a script run (`. ./x.svc`, `& ./x.svc`) or an endpoint's -Path file. */
export interface LoadedFile {
  path: string;
  purpose: 'script' | 'endpoint';
  /** The file whose code loaded it; null when typed at the prompt. */
  from: string | null;
}

export interface ShellFileHost extends FileHost {
  /** Moves the current location (Set-Location); `path` resolves against the current one. Returns the new location. */
  setLocation(path: string): ItemOutcome<string>;
  /** The files read since the last call, in order. */
  takeLoaded(): LoadedFile[];
  /** The arguments the script file at `path` was last run with from the prompt (undefined: never run from there). */
  promptArguments(path: string): readonly unknown[] | undefined;
}

export function createFileHost(start: string = process.cwd()): ShellFileHost {
  let location = resolve(start);
  let loaded: LoadedFile[] = [];
  // Values stay on this thread (they need not survive a copy to the main thread, which sees only LoadedFile).
  const promptArgs = new Map<string, readonly unknown[]>();
  const resolvePath = (path: string, base?: string | null) => (isAbsolute(path) ? resolve(path) : resolve(base ?? location, path));
  const host: ShellFileHost = {
    getLocation: () => location,
    setLocation(path) {
      const target = resolvePath(path);
      let isDirectory = false;
      try { isDirectory = statSync(target).isDirectory(); } catch { /* reported below */ }
      if (!isDirectory) return itemFailure('notFound', `Cannot find path '${target}' because it does not exist.`);
      location = target;
      return { ok: true, value: location };
    },
    resolvePath,
    readScript(path, purpose, from, args) {
      let text: string;
      try {
        text = readTextFile(path);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return itemFailure('notFound', `Cannot find path '${path}' because it does not exist.`);
        return itemFailure('io', code === 'EISDIR' ? 'it is a directory' : code ?? (e as Error).message);
      }
      loaded.push({ path, purpose, from });
      if (purpose === 'script' && from === null && args !== undefined) promptArgs.set(path, args);
      return { ok: true, value: text };
    },
    writeScript: replaceFile,
    promptArguments: (path) => promptArgs.get(path),
    takeLoaded() {
      const taken = loaded;
      loaded = [];
      return taken;
    },
  };
  // The item commands share this location (file-items.ts).
  host.items = createItemHost(host);
  return host;
}
