// Semantic checks of type definitions (PowerShell's SemanticChecks for classes and enums; the cases of its
// test/powershell/Language/Classes/Scripting.Classes.BasicParsing.Tests.ps1 and scripting.enums.tests.ps1):
//   - the same type twice in one script, a member twice in one type, a method overload with the same parameter
//     types (MemberAlreadyDefined: "The member 'x' is already defined.");
//   - a method with a return type whose code paths do not all end in `return value` or `throw`
//     (MethodHasCodePathNotReturn), `return value` in a [void] method (VoidMethodHasReturn), a bare `return` in a
//     method with a return type (NonVoidMethodMissingReturnValue), a constructor with a return type;
//   - an enum member's value that is not a constant (EnumeratorValueMustBeConstant: "Enumerator value must be a
//     constant value."): literals, operators on them, `[int]::MaxValue`, another enum's member, $true/$false/$null;
//   - `$this.x` in a static method or a static property's initializer (NonStaticMemberAccessInStaticMember).
import type * as A from './ast.js';

export interface TypeCheckError { id: string; message: string; at: A.Extent }

/** The errors of the type definitions among one statement list (the script's, or a block's). */
export function checkTypeDefinitions(statements: readonly A.Statement[], out: TypeCheckError[]): void {
  const seen = new Set<string>();
  for (const s of statements) {
    if (s.kind !== 'TypeDefinition') continue;
    const key = s.name.toLowerCase();
    if (seen.has(key)) out.push(alreadyDefined(s.name, s.extent));
    seen.add(key);
    checkMembers(s, out);
  }
}

function alreadyDefined(name: string, at: A.Extent): TypeCheckError {
  return { id: 'MemberAlreadyDefined', message: `The member '${name}' is already defined.`, at };
}

function signature(m: A.FunctionMember): string {
  return (m.isStatic ? 'static ' : '') + m.name.toLowerCase() + '(' + m.parameters.map((p) => (p.type?.name ?? 'object').toLowerCase()).join(',') + ')';
}

function checkMembers(t: A.TypeDefinition, out: TypeCheckError[]): void {
  const names = new Set<string>();
  const signatures = new Set<string>();
  for (const m of t.members) {
    if (m.kind === 'PropertyMember' && t.typeKind === 'enum' && m.initialValue !== null && !isConstant(m.initialValue)) {
      out.push({ id: 'EnumeratorValueMustBeConstant', message: 'Enumerator value must be a constant value.', at: m.initialValue.extent });
    }
    if (m.isStatic) forEachThisMember(m.kind === 'PropertyMember' ? m.initialValue : m.body, (name, at) => out.push({
      id: 'NonStaticMemberAccessInStaticMember', at,
      message: `Cannot access the non-static member '${name}' in a static method or initializer of a static property.`,
    }));
    if (m.kind === 'PropertyMember') {
      const key = m.name.toLowerCase();
      if (names.has(key)) out.push(alreadyDefined(m.name, m.extent));
      names.add(key);
      continue;
    }
    const sig = signature(m);
    if (signatures.has(sig)) out.push(alreadyDefined(m.name, m.extent));
    signatures.add(sig);
    checkMethod(m, out);
  }
}

const NOT_CONSTANT = new Set(['Command', 'InvokeMemberExpression', 'ScriptBlockExpression', 'SubExpression', 'ArrayExpression', 'IndexExpression', 'HashtableExpression', 'ExpandableStringExpression']);

/** What PowerShell's IsConstantValueVisitor accepts as an enum value: no variable (but $true/$false/$null), no call. */
function isConstant(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(isConstant);
  if (node === null || typeof node !== 'object') return true;
  const kind = (node as { kind?: string }).kind;
  if (kind !== undefined && NOT_CONSTANT.has(kind)) return false;
  if (kind === 'VariableExpression' && !/^(true|false|null)$/i.test((node as A.VariableExpression).name)) return false;
  return Object.entries(node).every(([k, v]) => k === 'extent' || isConstant(v));
}

function isVoid(type: A.TypeName | null): boolean {
  return type === null || /^(system\.)?void$/i.test(type.name);
}

function checkMethod(m: A.FunctionMember, out: TypeCheckError[]): void {
  if (m.isConstructor && m.returnType !== null) {
    out.push({ id: 'ConstructorCantHaveReturnType', message: 'A constructor cannot specify a return type.', at: m.returnType.extent });
  }
  const body = m.body.endBlock;
  if (body === null) return;
  const voidMethod = m.isConstructor || isVoid(m.returnType);
  forEachReturn(body, (r) => {
    if (voidMethod && r.pipeline !== null) out.push({ id: 'VoidMethodHasReturn', message: 'Invalid return statement within void method.', at: r.extent });
    if (!voidMethod && r.pipeline === null) out.push({ id: 'NonVoidMethodMissingReturnValue', message: 'Invalid return statement within non-void method.', at: r.extent });
  });
  if (!voidMethod && !blockReturns(body)) {
    out.push({ id: 'MethodHasCodePathNotReturn', message: 'Not all code path returns value within method.', at: m.nameExtent });
  }
}

/** Each `$this.Name` (a property or a method call) in a member's own code. */
function forEachThisMember(node: unknown, visit: (name: string, at: A.Extent) => void): void {
  if (Array.isArray(node)) { for (const n of node) forEachThisMember(n, visit); return; }
  if (node === null || typeof node !== 'object') return;
  const kind = (node as { kind?: string }).kind;
  if (kind === 'ScriptBlockExpression' || kind === 'FunctionDefinition' || kind === 'TypeDefinition') return;
  if (kind === 'MemberExpression' || kind === 'InvokeMemberExpression') {
    const e = node as A.MemberExpression | A.InvokeMemberExpression;
    if (e.target.kind === 'VariableExpression' && e.target.name.toLowerCase() === 'this' && e.member.kind === 'StringConstantExpression') {
      visit(e.member.value, e.target.extent);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'extent' && typeof value === 'object' && value !== null) forEachThisMember(value, visit);
  }
}

/** Every `return` of a method's own code: not those of script blocks or functions inside it. */
function forEachReturn(node: unknown, visit: (r: A.Return) => void): void {
  if (Array.isArray(node)) { for (const n of node) forEachReturn(n, visit); return; }
  if (node === null || typeof node !== 'object') return;
  const kind = (node as { kind?: string }).kind;
  if (kind === 'ScriptBlockExpression' || kind === 'FunctionDefinition' || kind === 'TypeDefinition') return;
  if (kind === 'Return') visit(node as A.Return);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'extent' && typeof value === 'object' && value !== null) forEachReturn(value, visit);
  }
}

/** Whether every path through the block ends in `return`, `throw` or `exit` (what follows is never reached). */
function blockReturns(block: A.StatementBlock): boolean {
  return block.statements.some(statementReturns);
}

function statementReturns(s: A.Statement): boolean {
  switch (s.kind) {
    case 'Return': case 'Throw': case 'Exit': return true;
    case 'StatementBlock': return blockReturns(s);
    case 'If': return s.elseBody !== null && blockReturns(s.elseBody) && s.clauses.every((c) => blockReturns(c.body));
    case 'Switch': return s.defaultBody !== null && blockReturns(s.defaultBody) && s.clauses.every((c) => blockReturns(c.body));
    case 'DoWhile': case 'DoUntil': return blockReturns(s.body);
    case 'Try':
      if (s.finallyBody !== null && blockReturns(s.finallyBody)) return true;
      return blockReturns(s.body) && s.catches.every((c) => blockReturns(c.body));
    default: return false;
  }
}
