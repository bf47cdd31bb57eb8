// Classes and enums (about_Classes, about_Enum) as the parser reads them: the members of a definition, and the parse
// errors PowerShell's own tests expect (test/powershell/Language/Classes/Scripting.Classes.BasicParsing.Tests.ps1 and
// scripting.enums.tests.ps1; their 0-based offsets are 1-based columns here). A missing `}` is reported at the
// opening brace, as svc reports it for every block.
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/index.js';
import type { FunctionMember, PropertyMember, TypeDefinition } from '../../grammar/ast.js';

const errors: [source: string, id: string, column: number][] = [
  ['class', 'MissingNameAfterKeyword', 6],
  ['enum', 'MissingNameAfterKeyword', 5],
  ['class foo', 'MissingTypeBody', 10],
  ['enum foo', 'MissingTypeBody', 9],
  ['class C : B', 'MissingTypeBody', 12],
  ['class foo {', 'MissingEndCurlyBrace', 11],
  ['enum foo { a;b;c;', 'MissingEndCurlyBrace', 10],
  ['class foo { [int] }', 'IncompleteMemberDefinition', 18],
  ['class foo {} class foo {}', 'MemberAlreadyDefined', 14],
  ['enum foo {} enum foo {}', 'MemberAlreadyDefined', 13],
  ['class foo { $x; $x; }', 'MemberAlreadyDefined', 17],
  ['class C { $x; [int]$x; }', 'MemberAlreadyDefined', 15],
  ['enum foo { x; x }', 'MemberAlreadyDefined', 15],
  ['enum foo { X; x }', 'MemberAlreadyDefined', 15],
  ['class C { f(){} f(){} }', 'MemberAlreadyDefined', 17],
  ['class C { f([int]$a){} f([int]$b){} }', 'MemberAlreadyDefined', 24],
  ['class C {f(){ return 1} }', 'VoidMethodHasReturn', 15],
  ['class C {[int] f(){ return } }', 'NonVoidMethodMissingReturnValue', 21],
  ['class C {[int] f(){} }', 'MethodHasCodePathNotReturn', 16],
  ['class C { [int]foo() { try { throw "foo"} catch { } } }', 'MethodHasCodePathNotReturn', 16],
  ['class C { [int]foo() { try { throw "foo"} catch [ArgumentException] {return 1} catch {} } }', 'MethodHasCodePathNotReturn', 16],
  ['class C { [int]foo() { while ($false) { return 1 } } }', 'MethodHasCodePathNotReturn', 16],
  ['class C { [bool] Test() { if ($false) { return $true; } } }', 'MethodHasCodePathNotReturn', 18],
  ['class foo { [int] foo() { return 1 }}', 'ConstructorCantHaveReturnType', 13],
  ['enum foo { e = $foo }', 'EnumeratorValueMustBeConstant', 16],
  ['class C { $x; static bar() { $this.x = 1 } }', 'NonStaticMemberAccessInStaticMember', 30],
  ['class C { $x; static $y = $this.x }', 'NonStaticMemberAccessInStaticMember', 27],
  ['enum foo { e = (Get-Random) }', 'EnumeratorValueMustBeConstant', 16],
];

describe('type definition parse errors', () => {
  it.each(errors)('%j -> %s at column %i', (source, id, column) => {
    const e = parse(source).errors[0];
    expect(e, source).toBeDefined();
    expect({ id: e.id, line: e.line, column: e.column }).toEqual({ id, line: 1, column });
  });

  it('uses PowerShell messages', () => {
    expect(parse('class C {[int] f(){} }').errors[0].message).toBe('Not all code path returns value within method.');
    expect(parse('class foo').errors[0].message).toBe("Missing 'class' body in 'class' declaration.");
    expect(parse('enum').errors[0].message).toBe('Missing name after enum keyword.');
    expect(parse('class C { $x; $x }').errors[0].message).toBe("The member 'x' is already defined.");
  });

  it('accepts every code path that returns or throws (BasicParsing: return analysis)', () => {
    const ok = [
      'class C11a { [int]foo() { try {throw "foo"} catch {throw $_} } }',
      'class C11b { [int]foo() { try {throw "foo"} finally {}; try {} catch {} } }',
      'class C11c { [int]foo() { try {throw "foo"} catch [ArgumentException] {throw $_} catch {throw $_} } }',
      'class C11d { [int]foo() { try {if (1 -eq 2) { throw "1"} else {throw "2"}} finally {} } }',
      'class C11e { [int]foo() { try {throw "foo"} catch [ArgumentException] {throw $_} catch {return 1} } }',
      'class C11f { [int]foo() { try {} finally {throw "bar"} } }',
      'class C11g { [int]foo() { do { return 1 } while ($false) } }',
      'class C3 { [int] f() { & { return } ; return 1 } }',
      'enum E3 { e0; e1 = 5; e2 = [int]::MaxValue; e3 = 1 }',
      'enum E4 { e0 = [E5]::e0 + 2; e1 = -4; e2 = $true; e3 = (1 -shl 3) }',
    ];
    for (const s of ok) expect(parse(s).errors, s).toEqual([]);
  });
});

function definition(source: string): TypeDefinition {
  const r = parse(source);
  expect(r.errors).toEqual([]);
  return r.ast.endBlock!.statements[0] as TypeDefinition;
}

describe('type definitions', () => {
  it('reads members in any order of qualifiers, attributes and types, across lines', () => {
    const t = definition([
      'class C : Base {', '  [ValidateNotNull()]', '  [int]', '  $A', '  static hidden [string] $B = "b"', '  [hashtable] static $C',
      '  $D', '  C([int]$x) : base($x, 2) { }', '  hidden static [void] M() { }', '  N() { }', '}',
    ].join('\n'));
    expect(t).toMatchObject({ typeKind: 'class', name: 'C', baseTypes: [{ name: 'Base' }] });
    const props = t.members.filter((m): m is PropertyMember => m.kind === 'PropertyMember');
    expect(props.map((p) => [p.name, p.type?.name ?? null, p.isStatic, p.isHidden, p.attributes.length])).toEqual([
      ['A', 'int', false, false, 1], ['B', 'string', true, true, 0], ['C', 'hashtable', true, false, 0], ['D', null, false, false, 0],
    ]);
    const fns = t.members.filter((m): m is FunctionMember => m.kind === 'FunctionMember');
    expect(fns.map((m) => [m.name, m.isConstructor, m.isStatic, m.isHidden, m.returnType?.name ?? null, m.parameters.length, m.baseArguments?.length ?? null])).toEqual([
      ['C', true, false, false, null, 1, 2], ['M', false, true, true, 'void', 0, null], ['N', false, false, false, null, 0, null],
    ]);
  });

  it('reads an enum: one member a line or separated by `;`, values, an underlying type and attributes', () => {
    const t = definition('[Flags()]\nenum E : byte {\n  A\n  B = 4; C\n  D = [int]::MaxValue\n}');
    expect(t).toMatchObject({ typeKind: 'enum', name: 'E', baseTypes: [{ name: 'byte' }], attributes: [{ typeName: { name: 'Flags' } }] });
    expect(t.members.map((m) => [m.name, m.kind === 'PropertyMember' && m.initialValue !== null])).toEqual([['A', false], ['B', true], ['C', false], ['D', true]]);
  });

  it('keeps class and enum words usable elsewhere: as members, parameters and hashtable keys', () => {
    expect(parse('$x.class; @{ enum = 1 }; Get-Thing -class 2').errors).toEqual([]);
  });
});
