// The repository speaks for itself: every link and file reference in README.md, docs/ and examples/ resolves, code
// comments cite docs/ pages that exist (and docs/contract.md sections that exist), and nothing cites a document that
// is not in the repository.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(rel, keep));
    else if (keep(entry.name)) out.push(rel);
  }
  return out;
}

const POWERSHELL_REPO_PATHS = /^(test\/powershell\/|src\/System\.Management\.Automation\/|src\/Microsoft\.PowerShell)/;

const prose = ['README.md', ...filesUnder('docs', (n) => n.endsWith('.md')), ...filesUnder('examples', () => true)];
const code = ['src', 'grammar', 'test', 'scripts', 'bench', 'bin'].flatMap((d) => filesUnder(d, (n) => /\.(ts|mjs|js|svc|ps1|sh)$/.test(n)));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const set = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    set.add(m[1].trim().toLowerCase().replace(/[`*_]/g, '').replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-'));
  }
  return set;
}

/** Markdown links `[text](target)` outside code fences, with the line they stand on. */
function markdownLinks(text: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    // Inline code (`[int](...)`, `@(1,(2,3))`) is PowerShell, not a link.
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) links.push({ target: m[1], line: i + 1 });
  });
  return links;
}

describe('links and file references', () => {
  it('every relative markdown link in README, docs/ and examples/ resolves, anchors included', () => {
    const broken: string[] = [];
    for (const file of prose) {
      for (const { target, line } of markdownLinks(readFileSync(join(root, file), 'utf8'))) {
        if (/^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
        const [path, anchor] = target.split('#');
        const resolved = path === '' ? join(root, file) : resolve(root, dirname(file), path);
        if (!existsSync(resolved)) { broken.push(`${file}:${line}: ${target} (no such file)`); continue; }
        if (anchor && resolved.endsWith('.md') && !anchors(readFileSync(resolved, 'utf8')).has(anchor)) {
          broken.push(`${file}:${line}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every repository path named in prose or code comments exists', () => {
    const pattern = /(?<![\w./-])((?:docs|examples|src|grammar|scripts|bench|bin|test)\/[\w./-]*\w)/g;
    const missing: string[] = [];
    for (const file of [...prose, ...code]) {
      readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
        for (const m of line.matchAll(pattern)) {
          const path = m[1].replace(/[.]+$/, '');
          // Globs and placeholders (`test/scripts/**`, `src/<stage>`) name no single file.
          if (/[*<>]/.test(line.slice(m.index, m.index + m[0].length + 2))) continue;
          // PowerShell's own sources, cited as where a rule comes from, are paths of its repository, not of this one.
          if (POWERSHELL_REPO_PATHS.test(path)) continue;
          if (!existsSync(join(root, path))) missing.push(`${file}:${i + 1}: ${path}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('every docs/contract.md section cited exists', () => {
    const contract = readFileSync(join(root, 'docs/contract.md'), 'utf8');
    const sections = new Set([...contract.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]));
    const missing: string[] = [];
    for (const file of [...prose, ...code]) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/docs\/contract\.md,?\s+(?:sections?\s+)?(\d+(?:\.\d+)*)(?:-(\d+(?:\.\d+)*))?/g)) {
        for (const n of [m[1], m[2]]) if (n && !sections.has(n)) missing.push(`${file}: docs/contract.md ${n}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('nothing cites a document that is not in the repository', () => {
    const outside: string[] = [];
    for (const file of [...prose, ...code]) {
      if (file === relative(root, fileURLToPath(import.meta.url))) continue;
      readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
        if (/\bSPEC\s+(section\s+)?\d|\bseed\s+(section\s+)?\d|SPEC\.md|\bthe seed\b|seed's/i.test(line)) outside.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(outside).toEqual([]);
  });

  it('reads a non-trivial set of files (the walk itself works)', () => {
    expect(prose.length).toBeGreaterThan(10);
    expect(code.length).toBeGreaterThan(100);
    expect(statSync(join(root, 'docs/contract.md')).size).toBeGreaterThan(1000);
  });
});
