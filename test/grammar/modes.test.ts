// Expression mode vs command (argument) mode, as in about_Parsing: the same text tokenises differently
// at the start of a statement, after a command name, and inside an expression.
import { describe, expect, it } from 'vitest';
import { parse, type Command, type Pipeline } from '../../grammar/index.js';
import { only, strip, sx } from './helpers.js';

/** The elements of the single command a script consists of, as compact S-expressions. */
function commandElements(source: string): string[] {
  const p = only(source) as Pipeline;
  expect(p.kind).toBe('Pipeline');
  const c = p.elements[0] as Command;
  expect(c.kind).toBe('Command');
  return c.elements.map((e) => (e.kind === 'CommandParameter' ? `-${e.name}${e.argument ? ':' + sx(e.argument) : ''}` : sx(e)));
}

describe('command mode', () => {
  const table: [string, string[]][] = [
    ['Write-Output hello world', ['Write-Output', 'hello', 'world']],
    ['New-SvcEndpoint -Url /user/:name -Endpoint { 1 } -ErrorAction Stop', ['New-SvcEndpoint', '-Url', '/user/:name', '-Endpoint', '<ScriptBlockExpression>', '-ErrorAction', 'Stop']],
    ['Get-Thing -Name:$v', ['Get-Thing', '-Name:$v']],
    ['Get-Thing -Force:$false -Count:3', ['Get-Thing', '-Force:$false', '-Count:3']],
    ['Write-Output 1/0', ['Write-Output', '1/0']],
    ['Write-Output -5 42 3.5 0x10 1kb', ['Write-Output', '-5', '42', '3.5', '16', '1024']],
    ['Write-Output a.b http://x/y?z=1 ./file.txt C:\\temp *.txt', ['Write-Output', 'a.b', 'http://x/y?z=1', './file.txt', 'C:\\temp', '*.txt']],
    ['Get-Item -eq 5', ['Get-Item', '-eq', '5']],
    ['Write-Output if foreach return', ['Write-Output', 'if', 'foreach', 'return']],
    ['Write-Output $x $x.Name $x[0] $x.Len()', ['Write-Output', '$x', '(. $x Name)', '(idx $x 0)', '(.call $x Len [])']],
    ['Write-Output $a [0]', ['Write-Output', '$a', '[0]']],
    ['Write-Output (1 + 2) $(3) @(4)', ['Write-Output', '(paren (+ 1 2))', '<SubExpression>', '<ArrayExpression>']],
    ["Write-Output 'a b' \"c\" @{ k = 1 }", ['Write-Output', "'a b'", "'c'", '<HashtableExpression>']],
    ['Write-Output 1,2,3', ['Write-Output', '(, 1 2 3)']],
    ['Write-Output a,b', ['Write-Output', '(, a b)']],
    ['Invoke-Thing @params -Verbose', ['Invoke-Thing', '$params', '-Verbose']],
    ['Write-Output [int]', ['Write-Output', '[int]']],
    ['Write-Output -', ['Write-Output', '-']],
    // about_Parsing: quotes inside a bare word belong to it; `.` and `[` do not end it.
    ["Write-Output a'b'c", ['Write-Output', 'abc']],
    ["Write-Output a'it''s'z", ['Write-Output', "ait'sz"]],
    ['Write-Output a"b c"d', ['Write-Output', 'ab cd']],
    ["Write-Output a'$x'", ['Write-Output', 'a$x']],
    ["Write-Output 'a'b", ['Write-Output', "'a'", 'b']],
    ['Write-Output foo.bar[0]', ['Write-Output', 'foo.bar[0]']],
    ['Write-Output foo[1].baz', ['Write-Output', 'foo[1].baz']],
    ["Get-Thing -Name:a'b c'", ['Get-Thing', '-Name:ab c']],
  ];
  it.each(table)('%j', (source, elements) => {
    expect(commandElements(source)).toEqual(elements);
  });

  it('a bare word with $var expands', () => {
    const c = (only('Write-Output pre$name.txt') as Pipeline).elements[0] as Command;
    expect(strip(c.elements[1])).toEqual({
      kind: 'ExpandableStringExpression', stringConstantType: 'BareWord',
      parts: ['pre', { kind: 'VariableExpression', name: 'name', scope: null, splatted: false }, '.txt'],
    });
  });

  it('a bare word with a double-quoted part expands it, a single-quoted part stays literal', () => {
    const c = (only('Write-Output pre"$a-$($b)"\'$c\'post') as Pipeline).elements[0] as Command;
    const e = c.elements[1];
    if (e.kind !== 'ExpandableStringExpression') throw new Error(e.kind);
    expect(e.stringConstantType).toBe('BareWord');
    expect(e.parts.map((p) => (typeof p === 'string' ? p : sx(p)))).toEqual(['pre', '$a', '-', '<SubExpression>', '$cpost']);
  });

  it('an unterminated quote inside a bare word is reported', () => {
    expect(parse("Write-Output a'b").errors[0]).toMatchObject({ id: 'TerminatorExpectedAtEndOfString', column: 15, incompleteInput: true });
  });

  it('bare words are BareWord string constants and splats are marked', () => {
    const c = (only('Get-X Stop @p') as Pipeline).elements[0] as Command;
    expect(strip(c.elements[1])).toEqual({ kind: 'StringConstantExpression', value: 'Stop', stringConstantType: 'BareWord' });
    expect(c.elements[2]).toMatchObject({ kind: 'VariableExpression', name: 'p', splatted: true });
  });

  it('`-Name:value` keeps the argument, `-Name value` gives two elements', () => {
    const [, a] = ((only('f -Name:$v') as Pipeline).elements[0] as Command).elements;
    expect(a).toMatchObject({ kind: 'CommandParameter', name: 'Name', argument: { kind: 'VariableExpression', name: 'v' } });
    const els = ((only('f -Name $v') as Pipeline).elements[0] as Command).elements;
    expect(els.map((e) => e.kind)).toEqual(['StringConstantExpression', 'CommandParameter', 'VariableExpression']);
  });
});

describe('expression mode', () => {
  const table: [string, string][] = [
    ['1/0', '(/ 1 0)'],
    ['$x -eq 5', '(eq $x 5)'],
    ['$x -EQ 5', '(eq $x 5)'],
    ['5 -1', '(- 5 1)'],
    ['5 - -1', '(- 5 -1)'],
    ['$a.b', '(. $a b)'],
    ['"a" + 1', "(+ 'a' 1)"],
  ];
  it.each(table)('%j', (source, expected) => {
    expect(sx(only(source))).toBe(expected);
  });

  it('-ceq is case sensitive, -ieq and -eq are not', () => {
    expect(only('1 -ceq 1')).toMatchObject({ elements: [{ expression: { operator: 'eq', caseSensitive: true } }] });
    expect(only('1 -ieq 1')).toMatchObject({ elements: [{ expression: { operator: 'eq', caseSensitive: false } }] });
    expect(only('1 -cnotlike 1')).toMatchObject({ elements: [{ expression: { operator: 'notlike', caseSensitive: true } }] });
    expect(only('1 -contains 1')).toMatchObject({ elements: [{ expression: { operator: 'contains', caseSensitive: false } }] });
    expect(only('1 -icontains 1')).toMatchObject({ elements: [{ expression: { operator: 'contains', caseSensitive: false } }] });
    expect(only('1 -cin 1')).toMatchObject({ elements: [{ expression: { operator: 'in', caseSensitive: true } }] });
  });
});

describe('keywords only where PowerShell treats them so', () => {
  it('`foreach` is a keyword at statement start and a command after a pipe', () => {
    expect(only('foreach ($x in $y) { $x }').kind).toBe('ForEach');
    expect(sx(only('$y | foreach { $_ }'))).toBe('(| $y (cmd foreach <ScriptBlockExpression>))');
    expect(sx(only('$y | % { $_ } | ? { $_ }'))).toBe('(| $y (cmd % <ScriptBlockExpression>) (cmd ? <ScriptBlockExpression>))');
  });
  it('keywords are case-insensitive', () => {
    expect(only('IF ($x) { 1 } ELSE { 2 }').kind).toBe('If');
    expect(only('ForEach ($x in $y) { }').kind).toBe('ForEach');
  });
  it('a command whose name starts like a keyword is a command', () => {
    expect(sx(only('ForEach-Object { 1 }'))).toBe('(cmd ForEach-Object <ScriptBlockExpression>)');
    expect(sx(only('iffy 1'))).toBe('(cmd iffy 1)');
  });
});

describe('whitespace', () => {
  it('`$x.Name` is member access, `$x .Name` in command mode is two arguments', () => {
    expect(sx(only('$x.Name'))).toBe('(. $x Name)');
    expect(commandElements('Write-Output $x .Name')).toEqual(['Write-Output', '$x', '.Name']);
  });
  it('a bare word right after a variable joins it into one word; with a space it is a second argument', () => {
    const joined = (only('. $PSScriptRoot/lib.svc a') as Pipeline).elements[0] as Command;
    expect(strip(joined.elements[0])).toEqual({ kind: 'ExpandableStringExpression', stringConstantType: 'BareWord',
      parts: [{ kind: 'VariableExpression', name: 'PSScriptRoot', scope: null, splatted: false }, '/lib.svc'] });
    expect(commandElements('Write-Output $d\\x.ps1 1,$d/y').slice(1)).toEqual(['<ExpandableStringExpression>', '(, 1 <ExpandableStringExpression>)']);
    expect(commandElements('Write-Output $d /x')).toEqual(['Write-Output', '$d', '/x']);
  });
  it('`[int]$x` is a cast, also with a space', () => {
    expect(sx(only('[int]$x'))).toBe('([int] $x)');
    expect(sx(only('[int] $x'))).toBe('([int] $x)');
  });
  it('`& $sb` and `. $sb` are invocations with the operator', () => {
    expect(only('& $sb 1')).toMatchObject({ elements: [{ kind: 'Command', invocationOperator: '&' }] });
    expect(only('. ./lib.ps1')).toMatchObject({ elements: [{ kind: 'Command', invocationOperator: '.', elements: [{ value: './lib.ps1' }] }] });
    expect(only('./tool.ps1 -x')).toMatchObject({ elements: [{ kind: 'Command', invocationOperator: null, elements: [{ value: './tool.ps1' }, { name: 'x' }] }] });
  });
});
