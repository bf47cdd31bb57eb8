// Interpreter fuzzing (docs/contract.md 9: bad input never crashes or hangs svc): thousands of random and mutated scripts run
// through the real parser and interpreter with a host that stops runaway scripts. No JavaScript exception may escape
// run(), every run ends within its limit, and every failure is an error record or a parse error.
import { afterAll, describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSession, ErrorRecord } from '../../src/engine/index.js';
import type { StreamEvent } from '../../src/engine/index.js';
import { createTestHost } from './helpers.js';
import { seededRandom } from '../../src/engine/commands/seeded-random.js';

const corpusRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts');

function corpus(dir = corpusRoot): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...corpus(p));
    else if (name.endsWith('.svc')) out.push(readFileSync(p, 'utf8'));
  }
  return out;
}


const TOKENS = [
  '{', '}', '(', ')', '[', ']', '$x', '$_', '|', ';', '\n', '1/0', 'throw', 'throw "t"', 'break', 'continue', 'return', 'exit 1',
  'function f { f }', 'f', 'while ($true) { }', '"', "'", '@(', '@{', '-', '..', '$null', '[int]', '::', '.', ',', '=', '+=',
  '-eq', '-and', '-not', '!', '2>&1', '>$null', 'try {', '} catch {', '} finally {', 'trap { continue }', 'Write-Error e',
  'ForEach-Object { $_ }', 'Where-Object { $_ }', 'switch ($x) { 1 { } }', '& { $args }', '. { }', '$(', '@x', '"$x $(1)"',
  'Foo-Bar', '-ErrorAction Stop', '$ErrorActionPreference = "Stop"', '[pscustomobject]@{a=1}', '$x.Length', '$x[0]', '++', '--',
  'param($a)', 'begin { }', 'process { }', 'end { }', 'filter g { $_ }', ':l foreach ($i in 1..3) { break l }', '`', '#', '<#',
];

function mutate(source: string, r: () => number, pool: string[]): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const at = () => Math.floor(r() * (source.length + 1));
  switch (Math.floor(r() * 6)) {
    case 0: { const i = at(); return source.slice(0, i) + source.slice(i + 1 + Math.floor(r() * 8)); }
    case 1: { const i = at(); return source.slice(0, i) + pick(TOKENS) + source.slice(i); }
    case 2: { const i = at(), j = at(); const [a, b] = i < j ? [i, j] : [j, i]; return source.slice(0, b) + source.slice(a, b) + source.slice(b); }
    case 3: { const lines = source.split('\n'); const i = Math.floor(r() * lines.length); lines.splice(i, 0, pick(pick(pool).split('\n'))); return lines.join('\n'); }
    case 4: { const lines = source.split('\n'); const i = Math.floor(r() * lines.length), j = Math.floor(r() * lines.length); [lines[i], lines[j]] = [lines[j], lines[i]]; return lines.join('\n'); }
    default: { let s = ''; const n = 1 + Math.floor(r() * 12); for (let k = 0; k < n; k++) s += pick(TOKENS) + ' '; return s; }
  }
}

/** Engine faults (JavaScript errors shown as InternalEngineError): collected and reported by each test. */
const faults: string[] = [];

/**
 * Text that only JavaScript writes (docs/contract.md 4.5: users never see the interpreter's JavaScript): a message
 * holding one of these is a leak, whatever its error id.
 */
const JS_TEXT = /Cannot read propert|Cannot set propert|\[object \w+\]|is not a function|is not iterable|is not defined|is not a constructor|\bundefined\b|Maximum call stack|\bat \S+ \(.*:\d+:\d+\)|\.(?:ts|js):\d+|TypeError|RangeError|ReferenceError|SyntaxError: Unexpected/;

function checkText(text: string, source: string): void {
  if (JS_TEXT.test(text)) faults.push(`${text}\n--- script ---\n${source}`);
}

const OUTCOMES = new Set(['completed', 'failed', 'parseError', 'exit', 'stopped']);

function runOne(source: string): void {
  if (process.env.FUZZ_LOG) writeFileSync(process.env.FUZZ_LOG, source);
  const events: StreamEvent[] = [];
  const host = { ...createTestHost({ maxPolls: 20000, maxMs: 300 }), sleep: () => {} };
  const session = createSession({ host, sink: (e) => events.push(e) });
  let result;
  try {
    result = session.run(source);
  } catch (e) {
    throw new Error(`run() threw ${String(e)} for script:\n${source}`);
  }
  expect(OUTCOMES.has(result.outcome), source).toBe(true);
  if (result.outcome === 'parseError') expect(result.parseErrors.length).toBeGreaterThan(0);
  for (const p of result.parseErrors ?? []) checkText(p.message, source);
  if (result.outcome === 'failed') {
    expect(result.error).toBeInstanceOf(ErrorRecord);
    checkText(result.error!.toString(), source);
  }
  for (const e of events) {
    if (e.stream === 'output' && typeof e.value === 'string' && /\[object \w+\]/.test(e.value)) checkText(e.value, source);
    if (e.stream === 'warning' || e.stream === 'verbose' || e.stream === 'debug') checkText(e.message, source);
    if (e.stream !== 'error') continue;
    expect(e.record).toBeInstanceOf(ErrorRecord);
    expect(typeof e.record.exception.message).toBe('string');
    if (e.record.fullyQualifiedErrorId === 'InternalEngineError') faults.push(`${e.record.exception.message}\n--- script ---\n${source}`);
    else checkText(`${e.record.toString()} ${e.record.exception.message}`, source);
  }
}

describe('interpreter fuzz', () => {
  if (process.env.FUZZ_FAULTS) afterAll(() => writeFileSync(process.env.FUZZ_FAULTS!, faults.join('\n=====\n')));

  const pool = corpus();

  it('survives mutated corpus scripts', () => {
    const r = seededRandom(20261122);
    const started = Date.now();
    let count = 0;
    while (count < 3000 && Date.now() - started < 12000) {
      let source = pool[Math.floor(r() * pool.length)];
      const rounds = 1 + Math.floor(r() * 3);
      for (let k = 0; k < rounds; k++) source = mutate(source, r, pool);
      runOne(source);
      count++;
    }
    expect(count).toBeGreaterThan(200);
    expect(faults.slice(0, 5)).toEqual([]);
  }, 30000);

  it('survives random token soup', () => {
    const r = seededRandom(7);
    for (let i = 0; i < 800; i++) runOne(mutate('', r, pool));
    expect(faults.slice(0, 5)).toEqual([]);
  }, 30000);
});
