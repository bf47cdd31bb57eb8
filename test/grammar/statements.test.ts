// Statement shapes: flow control, loops, functions and param blocks, try/catch/trap, pipelines, redirections.
import { describe, expect, it } from 'vitest';
import { parse, type Command, type FunctionDefinition, type Pipeline } from '../../grammar/index.js';
import { only, statements, strip, sx } from './helpers.js';

describe('if / elseif / else', () => {
  it('has clauses and an else body', () => {
    const s = only('if ($a) { 1 } elseif ($b) { 2 } elseif ($c) { 3 } else { 4 }');
    expect(s.kind).toBe('If');
    if (s.kind !== 'If') return;
    expect(s.clauses.map((c) => sx(c.condition))).toEqual(['$a', '$b', '$c']);
    expect(s.clauses.map((c) => sx(c.body.statements[0]))).toEqual(['1', '2', '3']);
    expect(sx(s.elseBody?.statements[0])).toBe('4');
  });
  it('allows line breaks before else and braces', () => {
    const s = only('if ($a)\n{\n  1\n}\nelseif ($b)\n{\n  2\n}\nelse\n{\n  3\n}');
    expect(s).toMatchObject({ kind: 'If', clauses: [{}, {}], elseBody: { statements: [{}] } });
  });
  it('an if followed by another statement on the next line', () => {
    expect(statements('if ($a) { 1 }\nWrite-Output 2').map((s) => s.kind)).toEqual(['If', 'Pipeline']);
  });
});

describe('switch', () => {
  it('reads flags, clause tests and default', () => {
    const s = only('switch -Regex -CaseSensitive ($x) {\n  "^a" { 1 }\n  abc { 2 }\n  5 { 3 }\n  $y { 4 }\n  { $_ -gt 5 } { 5 }\n  default { 6 }\n}');
    expect(s.kind).toBe('Switch');
    if (s.kind !== 'Switch') return;
    expect(s.flags).toEqual({ regex: true, wildcard: false, exact: false, caseSensitive: true });
    expect(s.clauses.map((c) => sx(c.test))).toEqual(["'^a'", 'abc', '5', '$y', '<ScriptBlockExpression>']);
    expect(s.clauses.map((c) => sx(c.body.statements[0]))).toEqual(['1', '2', '3', '4', '5']);
    expect(sx(s.defaultBody?.statements[0])).toBe('6');
    expect(sx(s.condition)).toBe('$x');
  });
  it('with -Wildcard and -Exact, clauses on one line', () => {
    const s = only("switch -Wildcard -Exact ('abc') { 'a*' { 'A' } 'b*' { 'B' } }");
    expect(s).toMatchObject({ kind: 'Switch', flags: { wildcard: true, exact: true, regex: false }, clauses: [{}, {}], defaultBody: null });
  });
});

describe('loops', () => {
  it('foreach', () => {
    const s = only('foreach ($item in Get-Items | Sort-Object) { $item }');
    expect(s).toMatchObject({ kind: 'ForEach', label: null, variable: { name: 'item' }, collection: { elements: [{ kind: 'Command' }, { kind: 'Command' }] } });
  });
  it('for', () => {
    const s = only('for ($i = 0; $i -lt 10; $i++) { $i }');
    expect(s.kind).toBe('For');
    if (s.kind !== 'For') return;
    expect([sx(s.initializer), sx(s.condition), sx(s.iterator)]).toEqual(['(= $i 0)', '(lt $i 10)', '(postIncrement $i)']);
    expect(only('for (;;) { break }')).toMatchObject({ kind: 'For', initializer: null, condition: null, iterator: null });
  });
  it('while, do/while, do/until', () => {
    expect(only('while ($true) { break }')).toMatchObject({ kind: 'While', body: { statements: [{ kind: 'Break', label: null }] } });
    expect(only('do { $i++ } while ($i -lt 3)')).toMatchObject({ kind: 'DoWhile' });
    expect(only('do {\n  $i++\n}\nuntil ($i -ge 3)')).toMatchObject({ kind: 'DoUntil' });
  });
  it('labels on loops and in break/continue', () => {
    const s = only(':outer foreach ($a in $b) { :inner while (1) { break outer; continue inner } }');
    expect(s).toMatchObject({ kind: 'ForEach', label: 'outer' });
    const inner = s.kind === 'ForEach' ? s.body.statements[0] : null;
    expect(inner).toMatchObject({ kind: 'While', label: 'inner', body: { statements: [{ kind: 'Break', label: 'outer' }, { kind: 'Continue', label: 'inner' }] } });
    expect(only(':l switch (1) { 1 { break l } }')).toMatchObject({ kind: 'Switch', label: 'l' });
  });
});

describe('flow statements', () => {
  it('return, exit, throw with and without values', () => {
    const list = statements('return\nreturn 5\nexit\nexit 3\nthrow\nthrow "bad"\nthrow [System.Exception]::new("x")');
    expect(list.map((s) => [s.kind, 'pipeline' in s && s.pipeline ? sx(s.pipeline) : null])).toEqual([
      ['Return', null], ['Return', '5'], ['Exit', null], ['Exit', '3'], ['Throw', null], ['Throw', "'bad'"],
      ['Throw', "(::call [System.Exception] new ['x'])"],
    ]);
  });
});

describe('try / catch / finally / trap', () => {
  it('typed catches and finally', () => {
    const s = only('try { 1/0 } catch [System.DivideByZeroException], [System.Management.Automation.RuntimeException] { "div" } catch { "any" } finally { "done" }');
    expect(s.kind).toBe('Try');
    if (s.kind !== 'Try') return;
    expect(s.catches.map((c) => c.types.map((t) => t.name))).toEqual([['System.DivideByZeroException', 'System.Management.Automation.RuntimeException'], []]);
    expect(s.finallyBody?.statements).toHaveLength(1);
  });
  it('catch and finally on their own lines', () => {
    expect(only('try {\n  1\n}\ncatch {\n  2\n}\nfinally {\n  3\n}')).toMatchObject({ kind: 'Try', catches: [{}], finallyBody: {} });
    expect(only('try { 1 } finally { 2 }')).toMatchObject({ kind: 'Try', catches: [], finallyBody: {} });
  });
  it('traps go to the traps of their block', () => {
    const r = parse('trap [DivideByZeroException] { "t"; continue }\n1/0\ntrap { "any" }');
    expect(r.errors).toEqual([]);
    const block = r.ast.endBlock;
    expect(block?.statements.map((s) => s.kind)).toEqual(['Pipeline']);
    expect(block?.traps.map((t) => t.type?.name ?? null)).toEqual(['DivideByZeroException', null]);
    const f = only('function f { trap { 1 }; 2 }') as FunctionDefinition;
    expect(f.body.endBlock?.traps).toHaveLength(1);
    expect(f.body.endBlock?.statements).toHaveLength(1);
  });
});

describe('functions and param blocks', () => {
  it('function with inline parameters', () => {
    const f = only('function Add($a, [int]$b = 2) { $a + $b }') as FunctionDefinition;
    expect(strip(f.parameters)).toEqual([
      { kind: 'Parameter', name: 'a', attributes: [], type: null, defaultValue: null },
      { kind: 'Parameter', name: 'b', attributes: [], type: { name: 'int' }, defaultValue: { kind: 'ConstantExpression', value: 2, numberType: 'int' } },
    ]);
    expect(f).toMatchObject({ kind: 'FunctionDefinition', name: 'Add', isFilter: false });
    expect(f.body.text).toBe('{ $a + $b }');
  });
  it('advanced function with attributes and named blocks', () => {
    const src = `function Get-User {
  [CmdletBinding()]
  param(
    [Parameter(Mandatory, Position=0, ValueFromPipeline=$true)]
    [ValidateSet('a', 'b')]
    [string]$Name,
    [switch]$Force,
    $Plain = @{}
  )
  begin { $n = 0 }
  process { $n++ }
  end { $n }
}`;
    const f = only(src) as FunctionDefinition;
    const pb = f.body.paramBlock;
    expect(pb?.attributes.map((a) => a.typeName.name)).toEqual(['CmdletBinding']);
    expect(pb?.parameters.map((p) => [p.name, p.type?.name ?? null])).toEqual([['Name', 'string'], ['Force', 'switch'], ['Plain', null]]);
    const attrs = pb?.parameters[0].attributes ?? [];
    expect(attrs.map((a) => a.typeName.name)).toEqual(['Parameter', 'ValidateSet']);
    expect(attrs[0].namedArguments.map((n) => [n.name, n.value ? sx(n.value) : null])).toEqual([['Mandatory', null], ['Position', '0'], ['ValueFromPipeline', '$true']]);
    expect(attrs[1].positionalArguments.map(sx)).toEqual(["'a'", "'b'"]);
    expect(f.body.beginBlock?.statements).toHaveLength(1);
    expect(f.body.processBlock?.statements).toHaveLength(1);
    expect(f.body.endBlock?.statements).toHaveLength(1);
  });
  it('filter, and a script-level param block', () => {
    expect(only('filter Double { $_ * 2 }')).toMatchObject({ kind: 'FunctionDefinition', name: 'Double', isFilter: true });
    const r = parse('param([int]$Id, $Name = "x")\n"$Id $Name"');
    expect(r.errors).toEqual([]);
    expect(r.ast.paramBlock?.parameters.map((p) => p.name)).toEqual(['Id', 'Name']);
    expect(r.ast.endBlock?.statements).toHaveLength(1);
  });
  it('begin/process/end in a script block', () => {
    const e = only('$sb = { begin { 1 } process { 2 } end { 3 } }');
    expect(e).toMatchObject({ kind: 'Assignment', right: { elements: [{ expression: { scriptBlock: { beginBlock: {}, processBlock: {}, endBlock: {} } } }] } });
  });
  it('the root script block holds the whole source', () => {
    const src = 'Write-Output 1\n# comment\n';
    const r = parse(src);
    expect(r.ast.text).toBe(src);
    expect(r.ast.extent).toMatchObject({ startOffset: 0, endOffset: src.length, startLine: 1 });
  });
});

describe('pipelines, invocation and redirection', () => {
  it('pipelines of commands after an expression', () => {
    expect(sx(only('Get-Thing | Where-Object { $_.Age -gt 1 } | Select-Object -First 1'))).toBe(
      '(| (cmd Get-Thing) (cmd Where-Object <ScriptBlockExpression>) (cmd Select-Object <CommandParameter> 1))');
    expect(sx(only('1..3 | ForEach-Object { $_ }'))).toBe('(| (.. 1 3) (cmd ForEach-Object <ScriptBlockExpression>))');
    expect(sx(only('Get-Thing |\n  Sort-Object'))).toBe('(| (cmd Get-Thing) (cmd Sort-Object))');
    expect(sx(only('Get-Thing\n  | Sort-Object\n  | Select-Object'))).toBe('(| (cmd Get-Thing) (cmd Sort-Object) (cmd Select-Object))');
  });
  it('& and . invoke script blocks and strings', () => {
    expect(only('& { 1 } 2')).toMatchObject({ elements: [{ kind: 'Command', invocationOperator: '&', elements: [{ kind: 'ScriptBlockExpression' }, { value: 2 }] }] });
    expect(only('. $sb')).toMatchObject({ elements: [{ kind: 'Command', invocationOperator: '.', elements: [{ kind: 'VariableExpression' }] }] });
    expect(only("& 'my cmd' -x")).toMatchObject({ elements: [{ invocationOperator: '&', elements: [{ value: 'my cmd' }, { kind: 'CommandParameter' }] }] });
  });
  it('redirections on commands and expressions', () => {
    const c = (only('Get-Thing 2>$null 2>&1 *>&1 3>&1 > out.txt 2>> err.txt') as Pipeline).elements[0] as Command;
    expect(strip(c.redirections)).toEqual([
      { kind: 'FileRedirection', from: 2, append: false, target: { kind: 'VariableExpression', name: 'null', scope: null, splatted: false } },
      { kind: 'MergingRedirection', from: 2, to: 1 },
      { kind: 'MergingRedirection', from: '*', to: 1 },
      { kind: 'MergingRedirection', from: 3, to: 1 },
      { kind: 'FileRedirection', from: 1, append: false, target: { kind: 'StringConstantExpression', value: 'out.txt', stringConstantType: 'BareWord' } },
      { kind: 'FileRedirection', from: 2, append: true, target: { kind: 'StringConstantExpression', value: 'err.txt', stringConstantType: 'BareWord' } },
    ]);
    expect(only('1/0 2>$null')).toMatchObject({ elements: [{ kind: 'CommandExpression', redirections: [{ kind: 'FileRedirection', from: 2 }] }] });
    expect(only('$x >$null')).toMatchObject({ elements: [{ kind: 'CommandExpression', redirections: [{ kind: 'FileRedirection', from: 1 }] }] });
  });
  it('statements separated by ; and newlines, comments skipped', () => {
    expect(statements('1; 2\n3 # four\n<# five\n #> 6\n\n;;7')).toHaveLength(5);
    expect(statements('Write-Output `\n  hello `\n  world')).toHaveLength(1);
  });
  it("the contract's example endpoint", () => {
    const c = (only('New-SvcEndpoint -Url /error2 -ErrorAction Stop -Endpoint {\n    Write-Error "Whoa!"\n}') as Pipeline).elements[0] as Command;
    const sb = c.elements[6];
    expect(sb).toMatchObject({ kind: 'ScriptBlockExpression', scriptBlock: { text: '{\n    Write-Error "Whoa!"\n}' } });
    expect(sb.extent).toMatchObject({ startLine: 1, endLine: 3 });
    if (sb.kind !== 'ScriptBlockExpression') return;
    expect(sb.scriptBlock.endBlock?.statements[0].extent).toMatchObject({ startLine: 2, startColumn: 5 });
  });
});

describe('a statement on the same line as param(...)', () => {
  // PowerShell accepts a statement or a named block right after the `)` of a param block.
  const table: [source: string, params: string[], statementKinds: string[]][] = [
    ['{ param($x) if ($x) { 1 } }', ['x'], ['If']],
    ['{ param($a) $a + 1 }', ['a'], ['Pipeline']],
    ['{ param([int]$n) foreach ($i in 1..$n) { $i } }', ['n'], ['ForEach']],
    ['{ param($a, $b) Write-Output $a $b; $b }', ['a', 'b'], ['Pipeline', 'Pipeline']],
    ['{ param($x) $y = $x }', ['x'], ['Assignment']],
    ['{ param($x) try { $x } catch { } }', ['x'], ['Try']],
    ['{ param() return 1 }', [], ['Return']],
  ];
  it.each(table)('%j', (source, params, kinds) => {
    const e = only(source);
    if (e.kind !== 'Pipeline' || e.elements[0].kind !== 'CommandExpression') throw new Error(e.kind);
    const sb = e.elements[0].expression;
    if (sb.kind !== 'ScriptBlockExpression') throw new Error(sb.kind);
    expect(sb.scriptBlock.paramBlock?.parameters.map((p) => p.name)).toEqual(params);
    expect(sb.scriptBlock.endBlock?.statements.map((s) => s.kind)).toEqual(kinds);
  });

  it('after [CmdletBinding()] param() in a function', () => {
    const f = only('function f { [CmdletBinding()] param() Write-Error x }') as FunctionDefinition;
    expect(f.body.paramBlock?.attributes.map((a) => a.typeName.name)).toEqual(['CmdletBinding']);
    expect(sx(f.body.endBlock?.statements[0])).toBe('(cmd Write-Error x)');
  });

  it('named blocks on the same line', () => {
    const f = only('function f { param($x) begin { 1 } process { 2 } end { 3 } }') as FunctionDefinition;
    expect([f.body.beginBlock, f.body.processBlock, f.body.endBlock].map((b) => sx(b?.statements[0]))).toEqual(['1', '2', '3']);
    const g = only('function g {param($x)process{$x}}') as FunctionDefinition;
    expect(g.body).toMatchObject({ paramBlock: { parameters: [{ name: 'x' }] }, processBlock: { statements: [{}] }, beginBlock: null });
  });

  it('at script level', () => {
    const r = parse('param($Name) Write-Output "hi $Name"');
    expect(r.errors).toEqual([]);
    expect(r.ast.paramBlock?.parameters.map((p) => p.name)).toEqual(['Name']);
    expect(r.ast.endBlock?.statements.map((s) => s.kind)).toEqual(['Pipeline']);
  });

  it('a keyword after param(...) inside a command argument stays an argument', () => {
    expect(sx(only('Write-Output param if'))).toBe('(cmd Write-Output param if)');
  });
});

describe('a statement on the same line after a statement body', () => {
  // PowerShell's compound statements need no separator: the next statement may follow the closing `}` directly,
  // with keywords and command names recognised there (`trap { } throw 'x'`, `function f { } f`).
  const table: [source: string, statementKinds: string[], traps: number][] = [
    ["trap { 'x'; continue } throw 'y'", ['Throw'], 1],
    ["trap { continue } try { throw 'y' } catch { }", ['Try'], 1],
    ['trap [System.Exception] { continue } Write-Output a', ['Pipeline'], 1],
    ['if ($a) { 1 } throw 2', ['If', 'Throw'], 0],
    ['function f { 1 } f', ['FunctionDefinition', 'Pipeline'], 0],
    ['try { 1 } finally { 2 } try { 3 } finally { 4 }', ['Try', 'Try'], 0],
    ['foreach ($i in 1) { $i } Write-Output z', ['ForEach', 'Pipeline'], 0],
    ['if ($a) { 1 } else { 2 } return', ['If', 'Return'], 0],
    ['$b = { 5 }.Invoke()', ['Assignment'], 0],
  ];
  it.each(table)('%j', (source, kinds, traps) => {
    const r = parse(source);
    expect(r.errors).toEqual([]);
    expect(r.ast.endBlock?.statements.map((s) => s.kind)).toEqual(kinds);
    expect(r.ast.endBlock?.traps?.length ?? 0).toBe(traps);
  });
});
