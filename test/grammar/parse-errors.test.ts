// Parse errors as a table: source -> PowerShell ErrorId, position of the first error, and whether more
// input could complete the script (the shell's `>> ` continuation prompt).
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/index.js';

const table: [source: string, id: string, line: number, column: number, incomplete: boolean][] = [
  ['if ($x) {', 'MissingEndCurlyBrace', 1, 9, true],
  ['function f {\n  1\n', 'MissingEndCurlyBrace', 1, 12, true],
  ['$h = @{ a = 1', 'MissingEndCurlyBrace', 1, 6, true],
  ['foo (1 + 2', 'MissingEndParenthesisInExpression', 1, 5, true],
  ['$x = (1 +\n 2', 'MissingEndParenthesisInExpression', 1, 6, true],
  ['$s.Substring(1, 2', 'MissingEndParenthesisInMethodCall', 1, 13, true],
  ['$a[0', 'MissingEndSquareBracket', 1, 3, true],
  ['"abc', 'TerminatorExpectedAtEndOfString', 1, 1, true],
  ["Write-Output 'abc", 'TerminatorExpectedAtEndOfString', 1, 14, true],
  ['$x = @"\nabc\n', 'MissingTerminatorMultiLineString', 1, 6, true],
  ["@'\nabc\n '@", 'MissingTerminatorMultiLineString', 1, 1, true],
  ['$x = @"', 'MissingTerminatorMultiLineString', 1, 6, true],
  ['<# comment', 'MissingEndOfComment', 1, 1, true],
  ['1 +', 'MissingExpressionAfterOperator', 1, 4, true],
  ['$a -and', 'MissingExpressionAfterOperator', 1, 8, true],
  ['$x =', 'ExpectedValueExpression', 1, 5, true],
  ['Get-Thing |', 'EmptyPipeElement', 1, 12, true],
  ['Get-Thing | | Sort', 'EmptyPipeElement', 1, 13, false],
  ['Write-Output `', 'IncompleteLineContinuation', 1, 14, true],
  ['}', 'UnexpectedToken', 1, 1, false],
  ['1 2', 'UnexpectedToken', 1, 3, false],
  [')', 'UnexpectedToken', 1, 1, false],
  ['try { 1 }', 'MissingCatchOrFinally', 1, 10, true],
  ['try { 1 }\nWrite-Output 2', 'MissingCatchOrFinally', 1, 10, false],
  ['@{ a }', 'MissingEqualsInHashLiteral', 1, 6, false],
  ['if ($x) { 1 } else', 'MissingStatementBlock', 1, 19, true],
  ['while ($true) 1', 'MissingStatementBlock', 1, 15, false],
  ['if $x { }', 'MissingOpenParenthesisAfterKeyword', 1, 4, false],
  ['foreach ($x $y) { }', 'MissingInInForeach', 1, 13, false],
  ['function { }', 'MissingNameAfterFunctionKeyword', 1, 10, false],
  ['Get-Thing -Name:', 'MissingArgument', 1, 17, true],
  ['$x = 1,', 'MissingExpressionAfterToken', 1, 8, true],
  ['Get-Thing >', 'MissingFileSpecification', 1, 12, true],
  ['$a[0 + ]', 'MissingExpressionAfterOperator', 1, 8, false],
  ['0xFFFFy', 'BadNumericConstant', 1, 1, false],
  ['$x = 1usgb', 'BadNumericConstant', 1, 6, false],
  ['1uykb', 'BadNumericConstant', 1, 1, false],
  ['[Parameter(Mandatory) $x', 'EndSquareBracketExpectedAtEndOfAttribute', 1, 23, false],
  ['switch ($x) 1', 'MissingCurlyBraceInSwitchStatement', 1, 13, false],
  // about_Pipeline_Chain_Operators: an operator with no pipeline after it.
  ['Get-Thing &&', 'EmptyPipelineChainElement', 1, 11, false],
  ['Get-Thing ||\n', 'EmptyPipelineChainElement', 1, 11, false],
  // docs/language.md, nesting limit: 64 levels, refused before parsing, never a JavaScript stack overflow.
  ['('.repeat(65) + '1' + ')'.repeat(65), 'NestingTooDeep', 1, 65, false],
  ['@{='.repeat(570), 'NestingTooDeep', 1, 193, false],
  ['if (1) {\n' + '$a['.repeat(70), 'NestingTooDeep', 2, 192, false],
  ['"$('.repeat(70) + '1' + ')"'.repeat(70), 'NestingTooDeep', 1, 193, false],
];

describe('parse errors', () => {
  it.each(table)('%j -> %s at %i:%i (incomplete: %s)', (source, id, line, column, incomplete) => {
    const { errors } = parse(source);
    expect(errors.length).toBeGreaterThan(0);
    const e = errors[0];
    expect({ id: e.id, line: e.line, column: e.column, incompleteInput: e.incompleteInput }).toEqual({ id, line, column, incompleteInput: incomplete });
    expect(e.message.length).toBeGreaterThan(10);
  });

  it('parses 64 levels of nesting, and stops at 32 errors however many the input holds', () => {
    expect(parse('('.repeat(64) + '1' + ')'.repeat(64)).errors).toEqual([]);
    expect(parse('@{ a = '.repeat(64) + '1' + ' }'.repeat(64)).errors).toEqual([]);
    // 1.7 KB of nested `@{=`: hundreds of errors, each recovered at a cost that grows with the nesting.
    const errors = parse(('@{='.repeat(63) + '}'.repeat(63) + '\n').repeat(7)).errors;
    expect(errors.length).toBeGreaterThanOrEqual(32);
    expect(errors.length).toBeLessThan(40);
    expect(errors[0]).toMatchObject({ id: 'MissingEndCurlyBrace', line: 1 });
  });

  it('uses PowerShell messages', () => {
    expect(parse('if ($x) {').errors[0].message).toBe("Missing closing '}' in statement block or type definition.");
    expect(parse('"abc').errors[0].message).toBe('The string is missing the terminator: ".');
    expect(parse('1 +').errors[0].message).toBe("You must provide a value expression following the '+' operator.");
    expect(parse('}').errors[0].message).toBe("Unexpected token '}' in expression or statement.");
    expect(parse('try { }\n1').errors[0].message).toBe('The Try statement is missing its Catch or Finally block.');
  });

  it('marks input as incomplete only when more text could complete it', () => {
    const incomplete = ['{', '(', '$a[', '"', "'", '@"\n', "@'\n", '1 -eq', 'Get-X |', 'Write-Output `', 'foreach ($x in $y) {\n',
      'function f {\n  if ($x) {\n    1\n  }\n'];
    for (const s of incomplete) {
      const { errors } = parse(s);
      expect(errors.length, s).toBeGreaterThan(0);
      expect(errors.every((e) => e.incompleteInput), s).toBe(true);
    }
    for (const s of ['}', ')', '1 2', 'if $x {}', '@{ a }', '$x = )']) {
      expect(parse(s).errors.some((e) => !e.incompleteInput), s).toBe(true);
    }
  });

  it('parses pipeline chains (about_Pipeline_Chain_Operators), flattened left to right', () => {
    for (const src of ['Get-Thing && Write-Output ok', '$x = a && b', 'a&&b', 'if ($x) {\n  a || b\n}', '"$(a && b)"']) {
      expect(parse(src).errors, src).toEqual([]);
    }
    const chain = parse('a && b || c').ast.endBlock!.statements[0] as { kind: string; links: { operator: string }[] };
    expect(chain.kind).toBe('PipelineChain');
    expect(chain.links.map((l) => l.operator)).toEqual(['&&', '||']);
    expect(parse('a &&').errors.map((e) => e.message)).toEqual(["Missing expression after '&&' in pipeline chain."]);
  });

  it('reports several errors', () => {
    const { errors } = parse('$x = )\nWrite-Output ok\n$y = 1 +\n}\n');
    expect(errors.length).toBeGreaterThanOrEqual(2);
    const lines = errors.map((e) => e.line);
    expect(lines[0]).toBe(1);
    expect(Math.max(...lines)).toBeGreaterThan(1);
  });

  it('errors in a subexpression of a string point into the string', () => {
    const { errors } = parse('$a = 1\n"x $(1 +) y"');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ id: 'MissingExpressionAfterOperator', line: 2, incompleteInput: false });
  });

  it('every error has an extent inside the source', () => {
    for (const s of ['if ($x) {', '1 +', '"abc', '}', '$a[0']) {
      for (const e of parse(s).errors) {
        expect(e.extent.startOffset).toBeGreaterThanOrEqual(0);
        expect(e.extent.endOffset).toBeLessThanOrEqual(s.length);
        expect(e.line).toBe(e.extent.startLine);
        expect(e.column).toBe(e.extent.startColumn);
      }
    }
  });

  it('never throws', () => {
    const nasty = ['', '\0', '`', '@', '$', '${', '$(', '@(', '@{', '[', ']', '::', '..', '-', '--', '++', '?', '??=', '&', '&&', '||',
      '\r\n\r', '"$(', '"$("', "'", '@"', '#', '<#', '#>', 'function', 'param(', '[int', '[int]::', '$x.', '$x.(', 'switch', 'try',
      'catch', 'do', 'do {} while', ':label', 'break :x', '-not', 'x'.repeat(10000), '('.repeat(500), '{'.repeat(500),
      '"' + '$('.repeat(50), '\u00a0\ufeff', '1e999', '0x', '1kbx'];
    for (const s of nasty) {
      expect(() => parse(s)).not.toThrow();
      const r = parse(s);
      expect(r.ast.kind).toBe('ScriptBlock');
      expect(r.ast.text).toBe(s);
    }
  });
});
