// parse() answers from its arguments alone (docs/architecture.md, "Shapes that keep it easy to change": configuration
// is passed in, never installed by importing a module). The same source parses to the same result here, where the
// whole engine and its type table are loaded and a session has been made, and in a fresh Node process that loads
// grammar/ alone; the engine's exception hierarchy reaches the catch-order check only as parse()'s catchTypes option.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/index.js';
import { createSession, parseScript } from '../../src/engine/index.js';
import { catchTypes } from '../../src/engine/values/index.js';
import { createTestHost } from '../engine/helpers.js';

const root = path.resolve(import.meta.dirname, '../..');
const grammarOnly = pathToFileURL(path.join(root, 'dist/grammar/index.js')).href;

const SUBTYPE_AFTER_BASE = 'try {} catch [Exception] {} catch [System.IO.IOException] {}';
const sources = [
  SUBTYPE_AFTER_BASE,
  'try { 1 } catch [ArgumentException] { 2 } catch [System.ArgumentException] { 3 }',
  'try { 1 } catch [Exception] { 2 } catch [Exception] { 3 }',
  '$h = @{ a = 1; A = 2 }',
  'function f($a, $a) {}',
  'if ($x) {',
  'Get-Item | ForEach-Object { "$($_.Name)" }',
];

/** What parse() answered in a Node process that imported only the built grammar/ (npm run build). */
function parsedInFreshProcess(): unknown[] {
  const script = `const { parse } = await import(${JSON.stringify(grammarOnly)});
    const sources = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify(sources.map((s) => parse(s))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(sources)], { encoding: 'utf8' });
  return JSON.parse(out) as unknown[];
}

describe('parse() is a pure function of its source and options', () => {
  it('answers in a fresh process with grammar/ alone exactly as here with the engine loaded', () => {
    createSession({ host: createTestHost(), sink: () => {} });
    const here = JSON.parse(JSON.stringify(sources.map((s) => parse(s)))) as unknown[];
    expect(parsedInFreshProcess()).toEqual(here);
    expect(here).toHaveLength(sources.length);
  });

  it('checks catch order against the exception hierarchy only when it is passed in', () => {
    const ids = (r: { errors: readonly { id: string }[] }) => r.errors.map((e) => e.id);
    expect(ids(parse(SUBTYPE_AFTER_BASE))).toEqual([]);
    expect(ids(parse(SUBTYPE_AFTER_BASE, { catchTypes }))).toEqual(['ExceptionTypeAlreadyCaught']);
    expect(ids(parseScript(SUBTYPE_AFTER_BASE))).toEqual(['ExceptionTypeAlreadyCaught']);
    // Without the table a type is only its name: the same name twice is still caught twice.
    expect(ids(parse('try {} catch [Exception] {} catch [exception] {}'))).toEqual(['ExceptionTypeAlreadyCaught']);
  });
});
