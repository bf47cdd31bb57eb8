// svc's data folder (docs/state.md): where -Persist keys are kept. `--data DIR` or the DataPath setting names it;
// without either it is the per-user data folder of the platform (the XDG base directory rule on Linux).
import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { homedir } from 'node:os';
import { storeFailure, storeOk, type StoreOutcome } from '../engine/protocol/store-types.js';

/** $XDG_DATA_HOME/svc (default ~/.local/share/svc); ~/Library/Application Support/svc on macOS; %LOCALAPPDATA%\svc on Windows. */
export function defaultDataPath(env: Readonly<Record<string, string | undefined>> = process.env, platform: NodeJS.Platform = process.platform,
  home: string = homedir()): string {
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'svc');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'svc');
  // The XDG rule: a relative XDG_DATA_HOME is invalid and ignored.
  const xdg = env.XDG_DATA_HOME;
  return join(xdg && xdg.startsWith('/') ? xdg : join(home, '.local', 'share'), 'svc');
}

/**
 * Whether svc could keep files in `path` without leaving anything there now: the folder exists and is writable, or
 * the nearest folder above it that exists is (the data folder is made on the first -Persist write). `source` names
 * where the path came from in the message (`--data`, `the DataPath setting`).
 */
export function checkDataPath(path: string, source: string): StoreOutcome<string> {
  const full = resolve(path);
  for (let at = full; ; at = dirname(at)) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(at).isDirectory();
    } catch {
      if (dirname(at) === at) break;
      continue;
    }
    if (!isDirectory) return storeFailure('unavailable', `${source}: '${at}' is not a folder, so svc cannot keep its data in '${full}'.`);
    const problem = probeWrite(at);
    if (problem !== null) return storeFailure('unavailable', `${source}: the folder '${at}' is not writable (${problem}), so svc cannot keep its data in '${full}'.`);
    return storeOk(full);
  }
  return storeFailure('unavailable', `${source}: no part of '${full}' exists.`);
}

/**
 * Creates and removes a probe file: permission bits alone do not tell (root passes them; a read-only mount or /proc
 * refuses anyway). The error code, or null when the folder takes files.
 */
function probeWrite(folder: string): string | null {
  const probe = join(folder, `.svc-probe-${process.pid}-${Date.now()}`);
  try {
    closeSync(openSync(probe, 'wx'));
    unlinkSync(probe);
    return null;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? String(e);
  }
}
