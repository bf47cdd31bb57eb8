// The engine bundle as the host holds it: its text, read once per pool, and V8's code cache, produced by the first
// isolate that compiles it and reused by the others (saves the compile, ~7 ms per isolate; docs/contract.md 6).
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type ivm from 'isolated-vm';

export interface EngineBundle {
  readonly path: string;
  readonly code: string;
  cachedData: ivm.ExternalCopy<ArrayBuffer> | undefined;
}

/** dist/engine.bundle.js, whether this module runs compiled (dist/src/sandbox) or from source (src/sandbox). */
export function defaultBundlePath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../engine.bundle.js'), path.resolve(here, '../../dist/engine.bundle.js')];
  return candidates.find((p) => existsSync(p)) ?? candidates[1]!;
}

export function loadEngineBundle(bundlePath: string): EngineBundle {
  if (!existsSync(bundlePath)) {
    throw new Error(`The engine bundle ${bundlePath} does not exist; run \`npm run build\` first.`);
  }
  return { path: bundlePath, code: readFileSync(bundlePath, 'utf8'), cachedData: undefined };
}
