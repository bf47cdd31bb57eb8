// Native programs for the prompt (Host.native, src/engine/host.ts): found on the PATH as a shell finds them, run in
// the current location (file-host.ts owns it) with the engine worker's environment ($env: writes go there). The run
// is synchronous on the engine's worker thread; a program that reads the terminal gets no input (stdin is the
// pipeline's text, or empty).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { NativeHost } from '../engine/host.js';

const MAX_OUTPUT = 64 * 1024 * 1024;

function executable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch { return false; }
}

export function createNativeHost(location: () => string): NativeHost {
  return {
    find(name) {
      if (name === '' || /[\\/]/.test(name)) return null;
      const exts = process.platform === 'win32' ? (process.env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
      for (const dir of (process.env.PATH ?? '').split(delimiter)) {
        if (dir === '') continue;
        for (const ext of exts) { const p = join(dir, name + ext); if (executable(p)) return p; }
      }
      return null;
    },
    run(path, args, stdin) {
      const r = spawnSync(path, args, { cwd: location(), env: process.env, input: stdin ?? '', encoding: 'utf8', maxBuffer: MAX_OUTPUT, windowsHide: true });
      if (r.error) throw new Error((r.error as NodeJS.ErrnoException).code ?? r.error.message);
      return { exitCode: r.status ?? (r.signal ? 128 : 1), stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
    },
  };
}
