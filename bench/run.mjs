// `npm run bench`: every benchmark, each in its own process (so one's warm-up or garbage does not colour the next),
// each printing its figures as ratios against a baseline measured in the same run.
//   npm run bench                 all
//   npm run bench -- parse http   some (parse, interpreter, sandbox, http, identity, cache, workers, startup, attack)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const all = ['parse', 'interpreter', 'startup', 'sandbox', 'http', 'identity', 'cache', 'workers', 'attack'];
const chosen = process.argv.slice(2).filter((a) => all.includes(a));
let failed = false;
for (const name of chosen.length ? chosen : all) {
  console.log(`\n== ${name} ==`);
  const r = spawnSync(process.execPath, ['--no-node-snapshot', path.join(root, 'bench', `${name}.mjs`)], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) { failed = true; console.log(`(${name} failed with exit code ${r.status})`); }
}
process.exit(failed ? 1 : 0);
