// Bundles the console page (console-page/, docs/console.md) into dist/console-page/: its script with highlight.js
// (PowerShell only), its HTML and CSS copied beside it. Users need no build step and the page loads nothing from the
// network; Swagger UI is served from the swagger-ui-dist package as shipped. Run after tsc (`npm run build`).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'console-page');
const target = path.join(root, 'dist/console-page');
const started = performance.now();
mkdirSync(target, { recursive: true });
try {
  await build({
    entryPoints: [path.join(source, 'console.js')],
    outfile: path.join(target, 'console.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
} catch {
  console.error('console page bundle: FAILED (see the errors above)');
  process.exit(1);
}
for (const file of ['index.html', 'console.css']) copyFileSync(path.join(source, file), path.join(target, file));
console.log(`console page: ${path.relative(root, target)} in ${Math.round(performance.now() - started)} ms`);
