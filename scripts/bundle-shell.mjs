// Bundles the shell's two threads, each into one file that node loads in a fraction of the time it takes to resolve,
// read and link its modules one by one (docs/shell.md, "Start-up"):
// - the engine worker (dist/src/shell/engine-worker.js and the whole engine it imports): dist/engine-worker.bundle.js;
// - the main thread (dist/src/shell/cli.js, and what it imports later: the service, Express and its ~60 CommonJS
//   files, the pool, the prompt): dist/src/shell/cli.bundle.js, beside cli.js so that the paths its modules compute
//   from import.meta.url (dist/engine.bundle.js, dist/console-page, package.json) stay the same. isolated-vm and koffi,
//   native addons, stay outside. Split at each import(): what a module imported with import() needs (Express,
//   isolated-vm, node:https, node:cluster...) is in a chunk beside the bundle (cli.chunk-HASH.js), loaded only when
//   first imported; one file would load every node built-in any of its modules names before its first line runs.
// Node's built-in modules are taken as CommonJS (`require`), not through their ES facade: an ES import of a built-in
// makes node read every one of its exports, and the lazy ones load whole subsystems nobody asked for (`fs.promises`,
// `process.stdout`, node:http's fetch classes: ~15-25 ms of start-up). esbuild turns a named import of a CommonJS
// module into a property read at the place of use, so nothing is read before it is needed.
// Run after tsc (`npm run build`). Each bundle is used only while it is newer than the tsc output (worker-entry.ts).
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtins = new Set(builtinModules);
/** Every import of a node built-in becomes `require` of it, through the `require` the banner gives each file. */
const builtinsAsCommonJs = {
  name: 'builtins-as-commonjs',
  setup(b) {
    b.onResolve({ filter: /^[a-z_:/]+$/ }, (args) => {
      const id = args.path.replace(/^node:/, '');
      if (args.namespace === 'builtin' || !builtins.has(id)) return undefined;
      return { path: `node:${id}`, namespace: 'builtin' };
    });
    b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({ contents: `module.exports = __svcRequire(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};
const requireBanner = "import { createRequire as __svcCreateRequire } from 'node:module'; const require = __svcCreateRequire(import.meta.url), __svcRequire = require;";
const common = {
  bundle: true, format: 'esm', platform: 'node', target: 'node22', minify: true, legalComments: 'none', logLevel: 'warning',
  plugins: [builtinsAsCommonJs], banner: { js: requireBanner },
};
const bundles = [
  { name: 'shell worker bundle', entry: 'dist/src/shell/engine-worker.js', outfile: 'dist/engine-worker.bundle.js', options: {} },
  {
    name: 'shell main bundle', entry: 'dist/src/shell/cli.js', outfile: 'dist/src/shell/cli.bundle.js',
    options: {
      external: ['isolated-vm', 'koffi'],
      splitting: true,
      chunkNames: 'cli.chunk-[hash]',
      // The banner's `require` is in every chunk: CommonJS packages inside an ES bundle call it for node's modules.
    },
  },
];
// The previous build's chunks: their names change with their content.
const shellDir = path.join(root, 'dist/src/shell');
for (const f of readdirSync(shellDir)) if (/^cli\.chunk-.*\.js$/.test(f)) rmSync(path.join(shellDir, f));
for (const b of bundles) {
  const started = performance.now();
  const out = path.join(root, b.outfile);
  // A split build names its entry by `entryNames` in `outdir`; one file, by `outfile`.
  const where = b.options.splitting ? { outdir: path.dirname(out), entryNames: path.basename(out, '.js') } : { outfile: out };
  try {
    await build({ ...common, ...b.options, entryPoints: [path.join(root, b.entry)], ...where });
  } catch {
    console.error(`${b.name}: FAILED (see the errors above)`);
    process.exit(1);
  }
  console.log(`${b.name}: ${b.outfile} in ${Math.round(performance.now() - started)} ms`);
}
