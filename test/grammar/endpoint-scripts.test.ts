// Shapes common in svc endpoint scripts (docs/contract.md examples and everyday PowerShell), parsed to the expected AST.
import { describe, expect, it } from 'vitest';
import type { Command, ExpandableStringExpression, Pipeline, ScriptBlockExpression } from '../../grammar/index.js';
import { only, sx } from './helpers.js';

describe('one-line shapes', () => {
  const table: [source: string, shape: string][] = [
    ['$body = $Body | ConvertFrom-Json', '(= $body (| $Body (cmd ConvertFrom-Json)))'],
    ['@{ a = 1 } | ConvertTo-Json -Depth 3 -Compress', '(| <HashtableExpression> (cmd ConvertTo-Json <CommandParameter> 3 <CommandParameter>))'],
    ["Get-SvcEndpoint | Where-Object Url -like '/user*' | Remove-SvcEndpoint",
      "(| (cmd Get-SvcEndpoint) (cmd Where-Object Url <CommandParameter> '/user*') (cmd Remove-SvcEndpoint))"],
    ["$x = $null ?? 'default'", "(= $x (?? $null 'default'))"],
    ['Write-Host "a" -ForegroundColor Red', "(cmd Write-Host 'a' <CommandParameter> Red)"],
    ['1..3 | % { $_ * 2 }', '(| (.. 1 3) (cmd % <ScriptBlockExpression>))'],
    ['$h.Keys | sort', '(| (. $h Keys) (cmd sort))'],
    ["[int]$x = '5'", "(= ([int] $x) '5')"],
    ['$a, $b = 1, 2', '(= (, $a $b) (, 1 2))'],
    ['${my var} = 3', '(= $my var 3)'],
    ['$r = Invoke-RestMethod -Uri "http://localhost:$port/user/adam" -Method Post -Body $json',
      '(= $r (cmd Invoke-RestMethod <CommandParameter> <ExpandableStringExpression> <CommandParameter> Post <CommandParameter> $json))'],
    ['return [PSCustomObject]@{ Name = $Name; Age = 3 }', '<Return>'],
    ["$Request.Headers['Content-Type']", "(idx (. $Request Headers) 'Content-Type')"],
    ['$items | Sort-Object -Property Name -Descending | Select-Object -First 2',
      '(| $items (cmd Sort-Object <CommandParameter> Name <CommandParameter>) (cmd Select-Object <CommandParameter> 2))'],
  ];
  it.each(table)('%j', (source, shape) => {
    expect(sx(only(source))).toBe(shape);
  });

  it('parameter names of a pipeline are kept', () => {
    const c = (only('@{ a = 1 } | ConvertTo-Json -Depth 3 -Compress') as Pipeline).elements[1] as Command;
    expect(c.elements.slice(1).map((e) => (e.kind === 'CommandParameter' ? `-${e.name}` : sx(e)))).toEqual(['-Depth', '3', '-Compress']);
  });
});

describe('endpoint definitions', () => {
  it('if/else with a PSCustomObject and an explicit response', () => {
    const s = only("if ($Name -eq 'Adam') { [PSCustomObject]@{ UserName = $Name } } else { New-SvcApiResponse -StatusCode 404 -Body \"User $Name not found\" }");
    if (s.kind !== 'If') throw new Error(s.kind);
    expect(sx(s.clauses[0].condition)).toBe("(eq $Name 'Adam')");
    expect(sx(s.clauses[0].body.statements[0])).toBe('([PSCustomObject] <HashtableExpression>)');
    expect(sx(s.elseBody?.statements[0])).toBe('(cmd New-SvcApiResponse <CommandParameter> 404 <CommandParameter> <ExpandableStringExpression>)');
    const body = ((s.elseBody?.statements[0] as Pipeline).elements[0] as Command).elements[4] as ExpandableStringExpression;
    expect(body.parts.map((p) => (typeof p === 'string' ? p : sx(p)))).toEqual(['User ', '$Name', ' not found']);
  });

  it('New-SvcEndpoint with a method list and a param block on the first line', () => {
    const src = "New-SvcEndpoint -Url '/user/:name' -Method Get, Post -Endpoint { param($Name) if ($Name) { \"hi $Name\" } }";
    const c = (only(src) as Pipeline).elements[0] as Command;
    expect(c.elements.map((e) => (e.kind === 'CommandParameter' ? `-${e.name}` : sx(e)))).toEqual(
      ['New-SvcEndpoint', '-Url', "'/user/:name'", '-Method', '(, Get Post)', '-Endpoint', '<ScriptBlockExpression>']);
    const sb = (c.elements[6] as ScriptBlockExpression).scriptBlock;
    expect(sb.paramBlock?.parameters.map((p) => p.name)).toEqual(['Name']);
    expect(sb.endBlock?.statements.map((s) => s.kind)).toEqual(['If']);
  });

  it('try/catch reading an error response body', () => {
    const s = only('try { Invoke-RestMethod /error2 } catch { [System.IO.StreamReader]::new($_.Exception.Response.GetResponseStream()).ReadToEnd() }');
    if (s.kind !== 'Try') throw new Error(s.kind);
    expect(sx(s.body.statements[0])).toBe('(cmd Invoke-RestMethod /error2)');
    expect(sx(s.catches[0].body.statements[0])).toBe(
      '(.call (::call [System.IO.StreamReader] new [(.call (. (. $_ Exception) Response) GetResponseStream [])]) ReadToEnd [])');
  });

  it('subexpressions with members and indexes in a string', () => {
    const s = only('"Total: $($items.Count) items, first: $($items[0].Name)"') as Pipeline;
    const e = s.elements[0].kind === 'CommandExpression' ? s.elements[0].expression : null;
    if (e?.kind !== 'ExpandableStringExpression') throw new Error('not expandable');
    const subs = e.parts.filter((p) => typeof p !== 'string').map((p) => (p.kind === 'SubExpression' ? sx(p.body.statements[0]) : p.kind));
    expect(subs).toEqual(['(. $items Count)', '(. (idx $items 0) Name)']);
    expect(e.parts.filter((p) => typeof p === 'string')).toEqual(['Total: ', ' items, first: ']);
  });

  it('a here-string endpoint body', () => {
    const src = 'New-SvcEndpoint -Url /hello -Endpoint {\n  param($Name)\n  $html = @"\n<h1>Hello $Name</h1>\n<p>"quoted"</p>\n"@\n  New-SvcApiResponse -Body $html -ContentType text/html\n}';
    const c = (only(src) as Pipeline).elements[0] as Command;
    const sb = (c.elements[4] as ScriptBlockExpression).scriptBlock;
    expect(sb.paramBlock?.parameters.map((p) => p.name)).toEqual(['Name']);
    const [assign, respond] = sb.endBlock?.statements ?? [];
    expect(sx(respond)).toBe('(cmd New-SvcApiResponse <CommandParameter> $html <CommandParameter> text/html)');
    if (assign.kind !== 'Assignment') throw new Error(assign.kind);
    const value = (assign.right as Pipeline).elements[0];
    if (value.kind !== 'CommandExpression' || value.expression.kind !== 'ExpandableStringExpression') throw new Error('not a here-string');
    expect(value.expression.stringConstantType).toBe('DoubleQuotedHereString');
    expect(value.expression.parts.map((p) => (typeof p === 'string' ? p : sx(p)))).toEqual(['<h1>Hello ', '$Name', '</h1>\n<p>"quoted"</p>']);
  });
});
