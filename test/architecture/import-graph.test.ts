// docs/architecture.md: data flows one way and no stage imports a later one. This reads every import and re-export
// of grammar/ and src/ (type-only ones too: they couple the stages as much) and checks each against the order below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The stages, earliest first: a file may import its own stage and earlier ones, never a later one. */
const STAGES = [
  'grammar',
  'src/engine/errors',
  'src/engine/protocol',
  'src/engine/streams.ts',
  'src/engine/host.ts',
  'src/engine/values',
  'src/engine/commands',
  'src/engine/interpreter',
  'src/engine/index.ts',
  'src/engine/endpoint',
  'src/client',
  'src/sandbox',
  'src/store',
  'src/http',
  'src/shell',
];

function relative(file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

function stageOf(file: string): number {
  const rel = relative(file);
  return STAGES.findIndex((s) => rel === s || rel.startsWith(s + '/'));
}

/**
 * Inside commands/, the same rule one level down (docs/architecture.md "Adding a cmdlet"): the shared modules at its
 * top (declaration, binder, cmdlet errors, property specs, ...), then the default view and help text, then the
 * category folders (core/, objects/, ..., each with its index.ts), then the registry. A
 * category may import the layers below it and itself, never another category.
 */
const COMMANDS = 'src/engine/commands/';
const COMMAND_LAYERS = [['format/', 'help/'], ['registry.ts']];

function commandLayerOf(rel: string): number {
  const inner = rel.slice(COMMANDS.length);
  if (COMMAND_LAYERS[0].some((p) => inner.startsWith(p))) return 1;
  if (COMMAND_LAYERS[1].includes(inner)) return 3;
  return inner.includes('/') ? 2 : 0;
}

function categoryOf(rel: string): string | null {
  const inner = rel.slice(COMMANDS.length);
  return commandLayerOf(rel) === 2 ? inner.slice(0, inner.indexOf('/')) : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|(?:^|\n)\s*import\s*'([^']+)'/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]).filter((s) => s.startsWith('.'))
    .map((s) => path.resolve(path.dirname(file), s.replace(/\.js$/, '.ts')));
}

describe('the import graph', () => {
  const files = [...sourceFiles(path.join(root, 'grammar')), ...sourceFiles(path.join(root, 'src'))];

  it('places every source file in a stage', () => {
    expect(files.filter((f) => stageOf(f) < 0).map((f) => path.relative(root, f))).toEqual([]);
  });

  it('has no import from a stage to a later one', () => {
    const upward: string[] = [];
    for (const file of files) {
      for (const target of importsOf(file)) {
        if (stageOf(target) > stageOf(file)) upward.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(upward).toEqual([]);
  });

  it('has no upward or sideways import inside commands/ (shared modules, format and help, categories, registry)', () => {
    const wrong: string[] = [];
    for (const file of files.filter((f) => relative(f).startsWith(COMMANDS))) {
      const from = relative(file);
      for (const to of importsOf(file).map(relative).filter((t) => t.startsWith(COMMANDS))) {
        const up = commandLayerOf(to) > commandLayerOf(from);
        const sideways = categoryOf(to) !== null && categoryOf(from) !== null && categoryOf(to) !== categoryOf(from);
        if (up || sideways) wrong.push(`${from} -> ${to}`);
      }
    }
    expect(files.filter((f) => categoryOf(relative(f)) !== null).length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('enters the values module through its one door (index.ts; types.ts holds the value classes)', () => {
    const values = path.join(root, 'src/engine/values');
    const doors = new Set([path.join(values, 'index.ts'), path.join(values, 'types.ts')]);
    // The shell's main thread reads $PSStyle's defaults and settings shape from their owner without loading the engine.
    const shellDoors = new Set([...doors, path.join(values, 'ps-style.ts')]);
    // The service's route patterns and rate limits take their text helpers (.NET regex and wildcard translation,
    // TimeSpan text) from their owners: through index.ts, the listener would load the whole value layer (~400 KB)
    // before it binds (docs/shell.md, "Start-up").
    const httpDoors = new Set([...doors, path.join(values, 'regex.ts'), path.join(values, 'date-time.ts')]);
    const shell = path.join(root, 'src/shell') + path.sep;
    const http = path.join(root, 'src/http') + path.sep;
    const sideways: string[] = [];
    for (const file of files.filter((f) => !f.startsWith(values + path.sep))) {
      const allowed = file.startsWith(shell) ? shellDoors : file.startsWith(http) ? httpDoors : doors;
      for (const target of importsOf(file)) {
        if (target.startsWith(values + path.sep) && !allowed.has(target)) sideways.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
      }
    }
    expect(sideways).toEqual([]);
  });
});
