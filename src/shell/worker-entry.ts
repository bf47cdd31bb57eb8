// Which files the shell starts from: the one-file bundles (scripts/bundle-shell.mjs) when they are there and newer
// than the tsc output they were built from, else the compiled modules. A stale bundle (tsc ran after it) is never
// used, so a rebuild without the bundle step cannot run old code.
import { statSync } from 'node:fs';

/** `bundle` when it is at least as new as `builtFrom` (a file tsc wrote), else `modules`. */
function freshest(modules: URL, bundle: URL, builtFrom: URL): URL {
  try {
    if (statSync(bundle).mtimeMs >= statSync(builtFrom).mtimeMs) return bundle;
  } catch { /* no bundle: use the modules */ }
  return modules;
}

/** The engine worker's entry. */
export function workerEntry(): URL {
  return freshest(new URL('./engine-worker.js', import.meta.url), new URL('../../engine-worker.bundle.js', import.meta.url),
    new URL('../engine/index.js', import.meta.url));
}

/** The main thread's entry (bin/svc.js runs it): cli.bundle.js beside cli.js, while it is newer than cli.js. */
export function cliEntry(): URL {
  const modules = new URL('./cli.js', import.meta.url);
  return freshest(modules, new URL('./cli.bundle.js', import.meta.url), modules);
}

/**
 * A `--workers` process's entry (docs/scale.md). Computed here, beside cli.js and cli.bundle.js, so that it names the
 * same file whether the main thread runs from the modules or from the bundle.
 */
export function clusterWorkerEntry(): URL {
  return new URL('./cluster/worker-main.js', import.meta.url);
}
