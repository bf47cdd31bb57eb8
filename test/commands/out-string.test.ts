import { describe, expect, it } from 'vitest';
import { out, run } from './helpers.js';
import { toStringValue } from '../../src/engine/index.js';
import { createTextRenderer } from '../../src/shell/format/stream-renderer.js';
import { createPalette } from '../../src/shell/format/palette.js';

/** What the console prints (stdout) for a script's output, drawn by the shell's renderer without colour. */
function consoleText(source: string, columns = 120): string {
  let text = '';
  const renderer = createTextRenderer((fd, t) => { if (fd === 1) text += t; }, toStringValue, createPalette(0), columns);
  for (const e of run(source).events) renderer.event(e);
  renderer.end();
  return text;
}

describe('Out-String', () => {
  it('renders scalars one per line', () => {
    expect(out('1,2 | Out-String')).toEqual(['1\n2\n']);
  });
  it('splits lines with -Stream', () => {
    expect(out("'a','b' | Out-String -Stream")).toEqual(['a', 'b']);
  });
  it('renders small objects as a table and large ones as a list', () => {
    expect(out("[pscustomobject]@{ N = 'a'; V = 10 } | Out-String")).toEqual(['\nN  V\n-  -\na 10\n\n']);
    const [list] = out('[pscustomobject]@{ a = 1; b = 2; c = 3; d = 4; e = 5 } | Out-String') as string[];
    expect(list).toBe('\na : 1\nb : 2\nc : 3\nd : 4\ne : 5\n\n');
  });
  it('renders hashtables as Name/Value, the Name column 30 wide as on the console', () => {
    expect(out("[ordered]@{ k = 'v' } | Out-String")).toEqual([`\nName${' '.repeat(27)}Value\n----${' '.repeat(27)}-----\nk${' '.repeat(30)}v\n\n`]);
  });
  it('cuts table lines at -Width with an ellipsis', () => {
    const [text] = out("[pscustomobject]@{ A = 'x' * 30; B = 'y' * 30 } | Out-String -Width 40") as string[];
    expect(text.split('\n').every((l) => l.length <= 40)).toBe(true);
    expect(text).toContain('…');
  });
});

describe('Out-String draws the console view', () => {
  const cases = [
    "[pscustomobject]@{ Name = 'a'; Count = 12345 }, [pscustomobject]@{ Name = 'bb'; Count = 7 }",
    "@{ one = 1 }",
    "[pscustomobject]@{ a = 1; b = 'two'; c = 3.5; d = $null; e = @(1, 2) }",
    "'text', 42, [pscustomobject]@{ X = 1 }",
    "[pscustomobject]@{ When = [datetime]'2024-01-02T03:04:05'; Tags = @('a', 'b'); Inner = [pscustomobject]@{ q = 1 } }",
    "Get-Date -Year 2020 -Month 1 -Day 2 -Hour 3 -Minute 4 -Second 5",
    "1..3 | Format-Table",
  ];
  it.each(cases)('%s', (value) => {
    expect(out(`${value} | Out-String`)).toEqual([consoleText(value)]);
  });
});
