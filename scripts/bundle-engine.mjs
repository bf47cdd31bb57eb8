// Bundles the endpoint engine into ONE self-contained script (IIFE, no imports) that each sandbox isolate loads once:
// dist/engine.bundle.js. Run by `npm run build` (after tsc) and by the vitest global setup.
//
// TRANSITIONAL: while the engine is being written, its entry may not bundle yet (missing modules). Then the bundle is
// made from src/sandbox/guest-placeholder.ts instead (a guest that answers "engine missing" to every call), with a
// loud warning, so that the build never breaks meanwhile. SVC_BUNDLE_STRICT=1 makes that a failure instead.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const realEntry = path.join(root, 'src/sandbox/guest-entry.ts');
const placeholderEntry = path.join(root, 'src/sandbox/guest-placeholder.ts');
const outfile = path.join(root, 'dist/engine.bundle.js');

function bundle(entry, logLevel) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'iife',
    // Neutral: the bundle runs in a bare V8 context (no Node, no DOM). Packages are resolved as ES modules.
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'default'],
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel,
    // The engine must not touch Node; `process.env.NODE_ENV` is the one thing libraries commonly probe.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

const started = performance.now();
let note = '';
const engineExists = existsSync(path.join(root, 'src/engine/endpoint/run-endpoint.ts'));
try {
  if (!engineExists) throw Object.assign(new Error('src/engine/endpoint/run-endpoint.ts does not exist'), { errors: [] });
  await bundle(realEntry, process.env.SVC_BUNDLE_STRICT ? 'warning' : 'silent');
} catch (e) {
  if (process.env.SVC_BUNDLE_STRICT) process.exit(1);
  const reasons = (e.errors ?? []).slice(0, 3).map((m) => `${m.location?.file ?? ''}: ${m.text}`);
  console.warn(`WARNING: the engine does not bundle yet; dist/engine.bundle.js is the PLACEHOLDER guest.\n  ${
    reasons.length ? reasons.join('\n  ') : e.message}`);
  await bundle(placeholderEntry, 'warning');
  note = ' (PLACEHOLDER)';
}
const ms = Math.round(performance.now() - started);
console.log(`engine bundle: ${path.relative(root, outfile)} in ${ms} ms${note}`);
