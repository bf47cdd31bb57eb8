// Bundles the endpoint engine into ONE self-contained script (IIFE, no imports) that each sandbox isolate loads once:
// dist/engine.bundle.js, from src/sandbox/guest-entry.ts (runEndpoint plus the guest side of the isolate edge).
// Run by `npm run build` (after tsc) and by the vitest global setup. Fails loudly if the engine does not bundle
// (e.g. a Node import crept into src/engine: the platform is neutral, so `node:*` cannot resolve).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'dist/engine.bundle.js');

const started = performance.now();
try {
  await build({
    entryPoints: [path.join(root, 'src/sandbox/guest-entry.ts')],
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
    logLevel: 'warning',
    // `process.env.NODE_ENV` is the one Node-ism libraries commonly probe; the isolate has no `process`.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
} catch {
  // esbuild has printed the errors with their locations.
  console.error('engine bundle: FAILED (see the errors above)');
  process.exit(1);
}
const ms = Math.round(performance.now() - started);
console.log(`engine bundle: ${path.relative(root, outfile)} in ${ms} ms`);
