// Which file the engine worker starts from: the one-file bundle (scripts/bundle-shell.mjs) when it is there and
// newer than the tsc output of the engine, else the compiled modules. A stale bundle (tsc ran after it) is never
// used, so a rebuild without the bundle step cannot run old code.
import { statSync } from 'node:fs';

export function workerEntry(): URL {
  const modules = new URL('./engine-worker.js', import.meta.url);
  const bundle = new URL('../../engine-worker.bundle.js', import.meta.url);
  try {
    const built = statSync(new URL('../engine/index.js', import.meta.url)).mtimeMs;
    if (statSync(bundle).mtimeMs >= built) return bundle;
  } catch { /* no bundle: use the modules */ }
  return modules;
}
