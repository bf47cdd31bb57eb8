// Bundles the shell's engine worker (dist/src/shell/engine-worker.js and the whole engine it imports) into one file,
// dist/engine-worker.bundle.js: node loads one 450 KB file in a third of the time it takes to load the engine's
// ~150 ES modules one by one, which is most of the time before the first command can run. Run after tsc
// (`npm run build`). The shell uses the bundle only while it is newer than the tsc output (see worker-entry.ts).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'dist/engine-worker.bundle.js');
const started = performance.now();
try {
  await build({
    entryPoints: [path.join(root, 'dist/src/shell/engine-worker.js')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
} catch {
  console.error('shell worker bundle: FAILED (see the errors above)');
  process.exit(1);
}
console.log(`shell worker bundle: ${path.relative(root, outfile)} in ${Math.round(performance.now() - started)} ms`);
