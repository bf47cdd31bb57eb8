// The profile (about_Profiles): a script the interactive shell runs when it starts, for the aliases, functions and
// settings a user wants in every session. svc has one profile file, in the XDG config folder
// ($XDG_CONFIG_HOME/svc/profile.svc, else ~/.config/svc/profile.svc); `$PROFILE` names it whether or not it exists,
// and `-NoProfile` skips it. An error in it is reported as any script error is, and the shell starts anyway.
import { readTextFile } from './text-file.js';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { EngineClient } from './engine-client.js';

export function profilePath(env: Readonly<Record<string, string | undefined>> = process.env, home: string = homedir()): string {
  const config = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(config, 'svc', 'profile.svc');
}

/**
 * Runs the profile in the global scope (PowerShell dot-sources profiles), as the first command of the session: the
 * prompt's own input queues behind it. A missing profile is no error; an unreadable one is a one-line notice.
 * Resolves true when the profile ran (a reload runs it again first: docs/files.md).
 */
export function runProfile(engine: EngineClient, path: string, notice: (line: string) => void): Promise<boolean> {
  let source: string;
  try {
    source = readTextFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') notice(`svc: cannot read the profile '${path}': ${code ?? (e as Error).message}`);
    return Promise.resolve(false);
  }
  return engine.run(source, { file: path }).then(() => true);
}
