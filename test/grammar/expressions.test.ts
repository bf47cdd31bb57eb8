// Expression shapes: precedence (about_Operator_Precedence), operators, members, indexing, literals.
import { describe, expect, it } from 'vitest';
import { expr, only, strip, sx } from './helpers.js';

describe('precedence', () => {
  const table: [string, string][] = [
    ['1 + 2 * 3', '(+ 1 (* 2 3))'],
    ['1 * 2 + 3', '(+ (* 1 2) 3)'],
    ['1 - 2 - 3', '(- (- 1 2) 3)'],
    ['1,2 + 3', '(+ (, 1 2) 3)'],
    ['1 + 2,3', '(+ 1 (, 2 3))'],
    ['1..3 + 4', '(+ (.. 1 3) 4)'],
    ['"{0}" -f 1 + 2', "(+ (f '{0}' 1) 2)"],
    ['1 + 2 -eq 3', '(eq (+ 1 2) 3)'],
    ['$a -eq 1 -and $b -ne 2', '(and (eq $a 1) (ne $b 2))'],
    ['$a -or $b -and $c', '(and (or $a $b) $c)'],
    ['1 -band 2 -eq 2', '(band 1 (eq 2 2))'],
    ['-not $a -eq $b', '(eq (not $a) $b)'],
    ['!$a', '(not $a)'],
    ['-bnot 5', '(bnot 5)'],
    ['-$x * 2', '(* (- $x) 2)'],
    ['-5 * 2', '(* -5 2)'],
    ['$a ?? $b -eq 1', '(?? $a (eq $b 1))'],
    ['$c ? 1 : 2', '(? $c 1 2)'],
    ['$a -gt 1 ? "y" : "n"', "(? (gt $a 1) 'y' 'n')"],
    ['-split "a b"', "(split 'a b')"],
    ['-join $parts', '(join $parts)'],
    ['"a,b" -split ","', "(split 'a,b' ',')"],
    ['$a -join ", "', "(join $a ', ')"],
    ['$x -is [int]', '(is $x [int])'],
    ['$x -isnot [string]', '(isnot $x [string])'],
    ['"5" -as [int]', "(as '5' [int])"],
    ['$s -replace "a", "b"', "(replace $s (, 'a' 'b'))"],
    ['$a -notin 1,2', '(notin $a (, 1 2))'],
    ['1 -shl 2', '(shl 1 2)'],
    ['[int]"5" + 1', "(+ ([int] '5') 1)"],
    [',1', '(, 1)'],
    ['(1 + 2) * 3', '(* (paren (+ 1 2)) 3)'],
  ];
  it.each(table)('%j', (source, expected) => {
    expect(sx(expr(source))).toBe(expected);
  });
});

describe('assignment', () => {
  const table: [string, string][] = [
    ['$x = 1', '(= $x 1)'],
    ['$x += 1', '(+= $x 1)'],
    ['$x -= 1', '(-= $x 1)'],
    ['$x *= 2', '(*= $x 2)'],
    ['$x /= 2', '(/= $x 2)'],
    ['$x %= 2', '(%= $x 2)'],
    ['$x ??= 2', '(??= $x 2)'],
    ['$x = $y = 1', '(= $x (= $y 1))'],
    ['$a, $b = 1, 2', '(= (, $a $b) (, 1 2))'],
    ['[int]$x = "5"', "(= ([int] $x) '5')"],
    ['$h.Name = 1', '(= (. $h Name) 1)'],
    ['$a[0] = 1', '(= (idx $a 0) 1)'],
    ['$x = Get-Thing | Sort-Object', '(= $x (| (cmd Get-Thing) (cmd Sort-Object)))'],
    ['$null = Get-Thing', '(= $null (cmd Get-Thing))'],
  ];
  it.each(table)('%j', (source, expected) => {
    expect(sx(only(source))).toBe(expected);
  });

  it('`$x = if (...)` takes a statement on the right', () => {
    expect(only('$x = if ($c) { 1 } else { 2 }')).toMatchObject({ kind: 'Assignment', right: { kind: 'If' } });
  });

  it('++ and -- both ways', () => {
    expect(sx(expr('$i++'))).toBe('(postIncrement $i)');
    expect(sx(expr('$i--'))).toBe('(postDecrement $i)');
    expect(sx(expr('++$i'))).toBe('(preIncrement $i)');
    expect(sx(expr('--$i'))).toBe('(preDecrement $i)');
  });
});

describe('members, methods, indexing', () => {
  const table: [string, string][] = [
    ['$s.ToUpper()', '(.call $s ToUpper [])'],
    ['$s.Split(",")', "(.call $s Split [','])"],
    ['$s.Substring(1, 2)', '(.call $s Substring [1 2])'],
    ['$s.Replace("a" + "b", "c")', "(.call $s Replace [(+ 'a' 'b') 'c'])"],
    ["$x.'quoted name'", "(. $x 'quoted name')"],
    ['$x.$name', '(. $x $name)'],
    ['$users.Name.Length', '(. (. $users Name) Length)'],
    ['[math]::Round(1.5)', '(::call [math] Round [1.5])'],
    ['[math]::PI', '(:: [math] PI)'],
    ['[datetime]::Now.Year', '(. (:: [datetime] Now) Year)'],
    ['[System.IO.StreamReader]::new($s).ReadToEnd()', '(.call (::call [System.IO.StreamReader] new [$s]) ReadToEnd [])'],
    ['$a[0]', '(idx $a 0)'],
    ['$a[-1]', '(idx $a -1)'],
    ['$a[1..3]', '(idx $a (.. 1 3))'],
    ['$a[0, 2]', '(idx $a (, 0 2))'],
    ["$h['key'].Count", "(. (idx $h 'key') Count)"],
    ['$a[0][1]', '(idx (idx $a 0) 1)'],
    ['(Get-Date).Year', '(. (paren (cmd Get-Date)) Year)'],
    ['$x.Where({ $_ })', '(.call $x Where [<ScriptBlockExpression>])'],
    // A `{` right after the member name is a call with that script block (about_Intrinsic_Members).
    ['$x.ForEach{ $_ }', '(.call $x ForEach [<ScriptBlockExpression>])'],
    ['(1..3).Where{ $_ }.Count', '(. (.call (paren (.. 1 3)) Where [<ScriptBlockExpression>]) Count)'],
  ];
  it.each(table)('%j', (source, expected) => {
    expect(sx(expr(source))).toBe(expected);
  });

  it('static and null-conditional flags', () => {
    expect(expr('[math]::PI')).toMatchObject({ kind: 'MemberExpression', isStatic: true, nullConditional: false });
    expect(expr('${x}?.Name')).toMatchObject({ kind: 'MemberExpression', isStatic: false, nullConditional: true });
    expect(expr('${a}?[0]')).toMatchObject({ kind: 'IndexExpression', nullConditional: true });
    // `?` continues a variable name: `$a?[0]` indexes the variable `a?` (about_Operators, null-conditional operators).
    expect(expr('$a?[0]')).toMatchObject({ kind: 'IndexExpression', nullConditional: false, target: { name: 'a?' } });
  });
});

describe('types and casts', () => {
  it.each([
    ['[int]', 'int'], ['[string[]]', 'string[]'], ['[System.IO.StreamReader]', 'System.IO.StreamReader'],
    ['[Dictionary[string,int]]', 'Dictionary[string,int]'], ['[System.Collections.Generic.List[int]]', 'System.Collections.Generic.List[int]'],
  ])('%s is a type literal', (source, name) => {
    expect(strip(expr(source))).toEqual({ kind: 'TypeExpression', type: { name } });
  });

  it('casts over hashtables, parens and variables', () => {
    expect(expr('[ordered]@{ a = 1 }')).toMatchObject({ kind: 'ConvertExpression', type: { name: 'ordered' }, operand: { kind: 'HashtableExpression' } });
    expect(expr('[PSCustomObject]@{ a = 1 }')).toMatchObject({ kind: 'ConvertExpression', type: { name: 'PSCustomObject' }, operand: { kind: 'HashtableExpression' } });
    expect(expr('[void](Get-Thing)')).toMatchObject({ kind: 'ConvertExpression', type: { name: 'void' }, operand: { kind: 'ParenExpression' } });
    expect(sx(expr('[int][string]$x'))).toBe('([int] ([string] $x))');
  });
});

describe('literals', () => {
  const numbers: [string, number, string][] = [
    ['42', 42, 'int'], ['2147483647', 2147483647, 'int'], ['2147483648', 2147483648, 'long'], ['10l', 10, 'long'],
    ['1.5', 1.5, 'double'], ['.5', 0.5, 'double'], ['1e3', 1000, 'double'], ['2d', 2, 'decimal'], ['0x1F', 31, 'int'],
    ['1kb', 1024, 'int'], ['1MB', 1048576, 'int'], ['2gb', 2147483648, 'long'], ['1.5kb', 1536, 'double'], ['1tb', 1024 ** 4, 'long'],
    ['1pb', 1024 ** 5, 'long'], ['-7', -7, 'int'], ['0xFFFFFFFF', -1, 'int'], ['0x100000000', 4294967296, 'long'],
    ['1.10d', 1.1, 'decimal'], ['5u', 5, 'uint'], ['5uy', 5, 'byte'], ['5y', 5, 'sbyte'], ['5s', 5, 'short'], ['5us', 5, 'ushort'],
    ['5ul', 5, 'ulong'], ['99999999999999999999', 1e20, 'decimal'], ['1e40', 1e40, 'double'],
  ];
  it.each(numbers)('%s -> %d %s', (source, value, numberType) => {
    expect(strip(expr(source))).toMatchObject({ kind: 'ConstantExpression', value, numberType });
  });

  it('keeps the exact digits of Int64 and Decimal literals (about_Numeric_Literals)', () => {
    expect(strip(expr('9223372036854775807'))).toMatchObject({ numberType: 'long', exact: '9223372036854775807' });
    expect(strip(expr('0xFFFFFFFFFFFFFFFF'))).toMatchObject({ numberType: 'long', exact: '-1' });
    expect(strip(expr('1.10d'))).toMatchObject({ numberType: 'decimal', exact: '1.10' });
    expect(strip(expr('1.5dkb'))).toMatchObject({ numberType: 'decimal', exact: '1536.0' });
  });

  it('variables with scopes and special names', () => {
    const cases: [string, string, string | null][] = [
      ['$x', 'x', null], ['$_', '_', null], ['$?', '?', null], ['$$', '$', null], ['$^', '^', null], ['$args', 'args', null],
      ['$script:x', 'x', 'script'], ['$env:PATH', 'PATH', 'env'], ['${my var}', 'my var', null], ['$global:Count', 'Count', 'global'],
    ];
    for (const [src, name, scope] of cases) {
      expect(strip(expr(src)), src).toEqual({ kind: 'VariableExpression', name, scope, splatted: false });
    }
  });

  it('arrays, subexpressions and hashtables', () => {
    expect(sx(expr('1, 2, 3'))).toBe('(, 1 2 3)');
    expect(expr('@()')).toMatchObject({ kind: 'ArrayExpression', body: { statements: [] } });
    expect(expr('@(1; 2)')).toMatchObject({ kind: 'ArrayExpression', body: { statements: [{}, {}] } });
    expect(expr('$(Get-Date)')).toMatchObject({ kind: 'SubExpression', body: { statements: [{ kind: 'Pipeline' }] } });
    const h = expr("@{ a = 1; 'b' = 2\n  c = @{ d = 3 }\n  4 = 'four' }");
    expect(h.kind).toBe('HashtableExpression');
    if (h.kind !== 'HashtableExpression') return;
    expect(h.pairs.map((p) => sx(p.key))).toEqual(['a', "'b'", 'c', '4']);
    expect(sx(h.pairs[0].value)).toBe('1');
    expect(h.pairs[2].value).toMatchObject({ kind: 'Pipeline', elements: [{ expression: { kind: 'HashtableExpression' } }] });
    expect(expr('@{}')).toMatchObject({ kind: 'HashtableExpression', pairs: [] });
    expect(expr('@{ a = Get-Thing -X 1 }')).toMatchObject({ pairs: [{ value: { elements: [{ kind: 'Command' }] } }] });
  });

  it('script blocks keep their exact text', () => {
    const e = expr('{ param($a) $a + 1 }');
    expect(e).toMatchObject({ kind: 'ScriptBlockExpression', scriptBlock: { text: '{ param($a) $a + 1 }', paramBlock: { parameters: [{ name: 'a' }] } } });
  });
});

describe('extents', () => {
  it('are 1-based lines and columns with exclusive ends', () => {
    const e = expr('  $abc + 12');
    expect(e.extent).toEqual({ startLine: 1, startColumn: 3, endLine: 1, endColumn: 12, startOffset: 2, endOffset: 11 });
    if (e.kind !== 'BinaryExpression') throw new Error('binary expected');
    expect(e.left.extent).toMatchObject({ startColumn: 3, endColumn: 7 });
    expect(e.right.extent).toMatchObject({ startColumn: 10, endColumn: 12 });
  });
  it('span lines', () => {
    const e = expr('@(\n  1,\n  2\n)');
    expect(e.extent).toMatchObject({ startLine: 1, startColumn: 1, endLine: 4, endColumn: 2 });
    const s = only('\n\nif ($x) {\n  1\n}');
    expect(s.extent).toMatchObject({ startLine: 3, startColumn: 1, endLine: 5, endColumn: 2 });
  });
});
