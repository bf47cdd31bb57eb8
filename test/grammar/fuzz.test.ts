// Robustness: thousands of random and mutated scripts never make parse throw or hang, and every error
// points inside the source. Mutations start from a corpus of valid scripts (delete, insert, duplicate
// characters and tokens), so most inputs are almost-valid, which is where parsers break.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/index.js';
import { seededRandom } from '../../src/engine/commands/seeded-random.js';

const corpus = [
  'Write-Output hello world',
  'New-SvcEndpoint -Url /user/:name -Endpoint { param($name) "Hello $name" } -ErrorAction Stop',
  'function Get-X { [CmdletBinding()] param([Parameter(Mandatory)][string]$Name, [int]$N = 2) begin { } process { $_ } end { } }',
  'if ($a -eq 1) { "one" } elseif ($a -gt 1) { "more" } else { "less" }',
  'switch -Regex ($x) { "^a" { 1 } default { 2 } }',
  'foreach ($i in 1..10) { if ($i % 2) { continue }; $sum += $i }',
  'for ($i = 0; $i -lt 5; $i++) { $a[$i] = $i * 2 }',
  'try { 1/0 } catch [System.DivideByZeroException] { Write-Error $_ } finally { "done" }',
  '$h = @{ a = 1; "b" = @{ c = 3 }; d = @(1, 2, 3) }',
  '$x = "Total: $($items.Count + 1) for ${user} at $(Get-Date)"',
  '$s = @"\nHello $name\n"@\n$t = @\'\nraw\n\'@',
  '[math]::Round($v, 2) + [int]"5" -as [double]',
  'Get-Thing | Where-Object { $_.Age -gt 1 } | Sort-Object Name -Descending 2>&1 > $null',
  'do { $i-- } until ($i -le 0)',
  ':outer while ($true) { break outer }',
  '$a, $b = $b, $a; $c ??= $a ? $b : $c',
  'trap { "t"; continue }; throw "x"',
  '& $sb -Name:$v @splat; . { 1 }',
  '<# block #> 1 # line\n`\n2',
  '[PSCustomObject]@{ Name = "x"; Tags = [string[]]@("a") }',
];

const fragments = ['{', '}', '(', ')', '[', ']', '"', "'", '$', '@', '|', ';', '\n', '`', '-', ',', '=', '.', '::', '#', '<#', '#>',
  '@"', '"@', "@'", "'@", '$(', '@(', '@{', '-eq', 'if', 'else', 'function', 'param', 'try', 'catch', 'foreach', 'in', '..', '?', ':'];

const tokenish = /\s+|[A-Za-z_][\w-]*|\$\w+|\d+|[^\w\s]/g;

/** One random mutation of a script. */
function mutate(src: string, rand: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const at = Math.floor(rand() * (src.length + 1));
  switch (Math.floor(rand() * 6)) {
    case 0: return src.slice(0, at) + src.slice(at + 1 + Math.floor(rand() * 3));
    case 1: return src.slice(0, at) + pick(fragments) + src.slice(at);
    case 2: return src.slice(0, at) + src.slice(at, at + 1 + Math.floor(rand() * 8)).repeat(2) + src.slice(at + 8);
    case 3: {
      const toks = src.match(tokenish) ?? [];
      const k = Math.floor(rand() * toks.length);
      toks.splice(k, 1);
      return toks.join('');
    }
    case 4: {
      const toks = src.match(tokenish) ?? [];
      const k = Math.floor(rand() * toks.length);
      toks.splice(k, 0, toks[Math.floor(rand() * toks.length)] ?? '');
      return toks.join('');
    }
    default: return src.slice(0, at);
  }
}


function checkParse(src: string): void {
  let r;
  try {
    r = parse(src);
  } catch (err) {
    throw new Error(`parse threw on ${JSON.stringify(src)}: ${String(err)}`);
  }
  expect(r.ast.kind).toBe('ScriptBlock');
  const lines = src.split(/\r\n|\r|\n/);
  for (const e of r.errors) {
    const ok = e.line >= 1 && e.line <= lines.length && e.column >= 1 && e.column <= lines[e.line - 1].length + 1
      && e.extent.startOffset >= 0 && e.extent.endOffset <= src.length && e.id !== 'InternalParserError';
    if (!ok) throw new Error(`bad error ${JSON.stringify(e)} for ${JSON.stringify(src)}`);
  }
}

describe('fuzz', () => {
  it('the corpus itself parses without errors', () => {
    for (const s of corpus) expect(parse(s).errors, s).toEqual([]);
  });

  it('3000 mutated scripts: no throw, errors inside the source, fast', () => {
    const rand = seededRandom(20261122);
    const start = performance.now();
    for (let n = 0; n < 3000; n++) {
      let s = corpus[n % corpus.length];
      const rounds = 1 + Math.floor(rand() * 4);
      for (let k = 0; k < rounds; k++) s = mutate(s, rand);
      checkParse(s);
    }
    expect(performance.now() - start).toBeLessThan(20000);
  });

  it('random strings over the PowerShell alphabet (fast-check)', () => {
    const alphabet = fc.constantFrom(...fragments, ' ', 'a', 'x', '1', '0x', 'kb', '$x', '+', '*', '/', '!', '>', '2>&1', '&', '%');
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 60 }).map((xs) => xs.join('')), (s) => {
      checkParse(s);
    }), { numRuns: 1000, seed: 42 });
  });

  it('random unicode text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
      checkParse(s);
    }), { numRuns: 300, seed: 7 });
  });
});
