#!/usr/bin/env node
// Generated pages cannot drift: runs every generator of the `docs` script in package.json (each `node` command of a
// script in scripts/, whatever they are), then compares docs/ with what is committed. A page that differs fails the
// check, named with the command that regenerates it. Run after `npm run build` (.ci/run does, once):
//   node scripts/check-docs.mjs
//
// Screenshots (PNG) are regenerated but not compared byte for byte: their pixels depend on the machine's fonts. Their
// text is: the screenshot script writes what each screenshot shows to docs/console-screenshots.txt.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** The generator commands of the docs script, in order. */
function generators() {
  const docs = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.docs;
  return [...docs.matchAll(/node (scripts\/[\w.-]+\.mjs)/g)].map((m) => m[1]);
}

/** The files of docs/ that differ from the commit, or are new; binary images apart. */
function changed() {
  const tracked = git('diff', '--name-only', 'HEAD', '--', 'docs').split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard', '--', 'docs').split('\n');
  return [...tracked, ...untracked].filter((f) => f !== '' && !f.endsWith('.png'));
}

const before = new Set(changed());
if (before.size > 0) {
  console.error(`check-docs: docs/ has uncommitted changes (${[...before].join(', ')}); commit or discard them first.`);
  process.exit(2);
}

const failures = [];
const reported = new Set();
for (const script of generators()) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    failures.push(`${script} failed (exit ${run.status}):\n${run.stderr || run.stdout}`);
    continue;
  }
  const now = changed().filter((f) => !reported.has(f));
  for (const file of now) {
    reported.add(file);
    failures.push(`docs: ${file} differs from what is committed; regenerate it with: npm run build && node ${script}\n${git('diff', '--stat', 'HEAD', '--', file)}`);
  }
  console.log(`check-docs: ${script} (${seconds} s)${now.length ? `: ${now.join(', ')} differ` : ''}`);
}

// The screenshots' pixels are not compared (see above): the committed ones are put back.
const images = git('diff', '--name-only', 'HEAD', '--', 'docs').split('\n').filter((f) => f.endsWith('.png'));
if (images.length > 0) git('checkout', 'HEAD', '--', ...images);

if (failures.length > 0) {
  console.error(failures.join('\n'));
  console.error(`check-docs: ${failures.length} generated page(s) drifted. Review the regenerated files (git diff docs/) and commit them.`);
  process.exit(1);
}
console.log('check-docs: every generated page is as committed');
