// Strings (about_Quoting_Rules, about_Special_Characters): quoting, escapes, expansion, here-strings.
import { describe, expect, it } from 'vitest';
import type { ExpandableStringExpression } from '../../grammar/index.js';
import { expr, strip } from './helpers.js';

const v = (name: string, scope: string | null = null) => ({ kind: 'VariableExpression', name, scope, splatted: false });

describe('single-quoted strings', () => {
  it.each([
    ["'abc'", 'abc'], ["'it''s'", "it's"], ["'$x `n'", '$x `n'], ["''", ''], ["'a\nb'", 'a\nb'],
  ])('%j', (source, value) => {
    expect(strip(expr(source))).toEqual({ kind: 'StringConstantExpression', value, stringConstantType: 'SingleQuoted' });
  });
});

describe('double-quoted strings', () => {
  it.each([
    ['"abc"', 'abc'],
    ['"a`tb`nc"', 'a\tb\nc'],
    ['"`0`a`b`e`f`r`v"', '\0\x07\b\x1b\f\r\v'],
    ['"`"q`" ""q"""', '"q" "q"'],
    ['"`$x"', '$x'],
    ['"``"', '`'],
    ['"`u{1F600}"', '\u{1F600}'],
    ['"cost: $ 5"', 'cost: $ 5'],
    ['"a$"', 'a$'],
  ])('%j is a constant', (source, value) => {
    expect(strip(expr(source))).toEqual({ kind: 'StringConstantExpression', value, stringConstantType: 'DoubleQuoted' });
  });

  it.each([
    ['"Hello $name!"', ['Hello ', v('name'), '!']],
    ['"${my var}x"', [v('my var'), 'x']],
    ['"$script:x and $env:HOME"', [v('x', 'script'), ' and ', v('HOME', 'env')]],
    ['"$x.Prop"', [v('x'), '.Prop']],
    ['"$x[0]"', [v('x'), '[0]']],
    ['"$_ $? $$"', [v('_'), ' ', v('?'), ' ', v('$')]],
    ['"tab`t$x"', ['tab\t', v('x')]],
  ])('%j expands variables only', (source, parts) => {
    const e = strip(expr(source)) as ExpandableStringExpression;
    expect(e.kind).toBe('ExpandableStringExpression');
    expect(e.stringConstantType).toBe('DoubleQuoted');
    expect(e.parts).toEqual(parts);
  });

  it('subexpressions with nested quotes and braces', () => {
    const e = expr('"Total: $($items.Count + 1) of $("}" + ")") {x}"');
    if (e.kind !== 'ExpandableStringExpression') throw new Error(e.kind);
    expect(e.parts.map((p) => (typeof p === 'string' ? p : p.kind))).toEqual(['Total: ', 'SubExpression', ' of ', 'SubExpression', ' {x}']);
    const sub = e.parts[1];
    expect(sub).toMatchObject({ kind: 'SubExpression', body: { statements: [{ elements: [{ expression: { kind: 'BinaryExpression', operator: '+' } }] }] } });
  });

  it('subexpressions can hold pipelines and nested strings', () => {
    const e = expr('"$(Get-Thing | Sort-Object) and $("inner $x")"');
    if (e.kind !== 'ExpandableStringExpression') throw new Error(e.kind);
    expect(e.parts[0]).toMatchObject({ kind: 'SubExpression', body: { statements: [{ elements: [{ kind: 'Command' }, { kind: 'Command' }] }] } });
    expect(e.parts[2]).toMatchObject({ body: { statements: [{ elements: [{ expression: { kind: 'ExpandableStringExpression' } }] }] } });
  });

  it('a comment inside a subexpression, and `#` inside a word', () => {
    const e = expr('"a $( 1 # one ) "\n) b"');
    if (e.kind !== 'ExpandableStringExpression') throw new Error(e.kind);
    expect(e.parts.map((p) => (typeof p === 'string' ? p : p.kind))).toEqual(['a ', 'SubExpression', ' b']);
    expect(e.parts[1]).toMatchObject({ body: { statements: [{ elements: [{ expression: { value: 1 } }] }] } });
    const w = expr('"$(Write-Output a#b)"');
    expect(w).toMatchObject({ parts: [{ body: { statements: [{ elements: [{ elements: [{}, { value: 'a#b' }] }] }] } }] });
  });

  it('parts have extents in the source', () => {
    const e = expr('\n  "ab $x $(1)"');
    if (e.kind !== 'ExpandableStringExpression') throw new Error(e.kind);
    expect(e.parts[1]).toMatchObject({ extent: { startLine: 2, startColumn: 7, endColumn: 9 } });
    const sub = e.parts[3];
    if (typeof sub === 'string' || sub.kind !== 'SubExpression') throw new Error('sub');
    expect(sub.extent).toMatchObject({ startLine: 2, startColumn: 10, endColumn: 14 });
    expect(sub.body.statements[0].extent).toMatchObject({ startLine: 2, startColumn: 12, endColumn: 13 });
  });
});

describe('here-strings', () => {
  it('double-quoted here-strings expand, keep quotes, start on the next line', () => {
    const e = expr('@"\nHello $name\n  "quoted" `t ""x""\n"@');
    expect(strip(e)).toEqual({ kind: 'ExpandableStringExpression', stringConstantType: 'DoubleQuotedHereString',
      parts: ['Hello ', v('name'), '\n  "quoted" \t ""x""'] });
  });
  it('single-quoted here-strings are verbatim', () => {
    expect(strip(expr("@'\nraw $x `n\n 'quoted'\n'@"))).toEqual({ kind: 'StringConstantExpression',
      value: "raw $x `n\n 'quoted'", stringConstantType: 'SingleQuotedHereString' });
  });
  it('empty here-string and CRLF line ends', () => {
    expect(strip(expr('@"\n"@'))).toMatchObject({ value: '' });
    expect(strip(expr('@"\r\nline\r\n"@'))).toMatchObject({ value: 'line' });
  });
  it('a closer not at the start of a line does not close', () => {
    expect(strip(expr('@"\na "@ b\n"@'))).toMatchObject({ value: 'a "@ b' });
  });
});
