// More of PowerShell's SemanticChecks (its parser's post-parse pass), each a parse error so nothing in the script runs:
//   - break, continue or return that would leave a finally block (ControlLeavingFinally); a loop inside the finally
//     that the break or continue belongs to, or a script block in between, keeps the flow inside
//   - a catch-all catch clause that is not the last (EmptyCatchNotLast), and a type caught twice in one try
//     (ExceptionTypeAlreadyCaught), or a subtype after its base type: `catch [Exception] {} catch [IO.IOException] {}`
//     (the types come from the engine's type table, passed in as parse()'s catchTypes option; an unknown type, or no
//     table, compares by name alone)
//   - an assignment whose left side cannot be assigned (InvalidLeftHandSide), and ++/-- on something that is not a
//     variable, property or element (OperatorRequiresVariableOrProperty)
//   - [ordered] on anything but a hashtable literal (OrderedAttributeOnlyOnHashLiteralNode)
//   - an attribute naming the same argument twice (DuplicateNamedArgument), an attribute argument that is not a
//     constant or script block (ParameterAttributeArgumentNeedsToBeConstantOrScriptBlock), and a [void] parameter
//     (VoidTypeConstraintNotAllowed)
// Messages are PowerShell's ParserStrings.
import type * as A from './ast.js';
import type { SemanticError } from './semantic-checks.js';

type Report = (id: string, message: string, at: A.Extent) => void;

/** A catch type as written -> its full name and every type it derives from (itself included), or null if unknown. */
export type CatchTypeResolver = (name: string) => { fullName: string; chain: ReadonlySet<string> } | null;
/** grammar/ knows no types: without the engine's table a catch type is only its own name. */
export const noCatchTypes: CatchTypeResolver = () => null;

/** Checks for one node; the walk in semantic-checks.ts calls it on every node. */
export function checkNode(node: { kind?: string }, report: Report, catchTypes: CatchTypeResolver): void {
  switch (node.kind) {
    case 'Try': checkTry(node as A.Try, report, catchTypes); break;
    case 'Assignment': checkAssignment(node as A.Assignment, report); break;
    case 'UnaryExpression': checkIncrement(node as A.UnaryExpression, report); break;
    case 'ConvertExpression': checkOrdered(node as A.ConvertExpression, report); break;
    case 'Attribute': checkAttribute(node as A.Attribute, report); break;
    case 'Parameter': checkVoidParameter(node as A.Parameter, report); break;
    default: break;
  }
}

export function reporter(out: SemanticError[]): Report {
  return (id, message, at) => { out.push({ id, message, at }); };
}

const LOOPS = new Set(['ForEach', 'For', 'While', 'DoWhile', 'DoUntil', 'Switch']);
/** Where flow out of a finally stops being a concern: a new script block or trap is a body of its own. */
const BOUNDARIES = new Set(['ScriptBlockExpression', 'FunctionDefinition', 'Trap', 'ScriptBlock']);

function checkTry(t: A.Try, report: Report, catchTypes: CatchTypeResolver): void {
  if (t.finallyBody !== null) flowOutOfFinally(t.finallyBody, [], report);
  t.catches.forEach((c, i) => {
    if (c.types.length === 0 && i < t.catches.length - 1) report('EmptyCatchNotLast', 'Catch block must be the last catch block.', t.catches[i + 1].extent);
  });
  const earlier: string[] = [];
  for (const c of t.catches) {
    const here: string[] = [];
    for (const type of c.types) {
      const resolved = catchTypes(type.name);
      const name = resolved?.fullName ?? type.name.toLowerCase().replace(/^system\./, '');
      const chain = resolved?.chain ?? new Set([name]);
      if (earlier.some((e) => chain.has(e))) {
        report('ExceptionTypeAlreadyCaught', `Exception type ${resolved?.fullName ?? type.name} is already handled by a previous handler.`, type.extent);
      }
      here.push(name);
    }
    earlier.push(...here);
  }
}

/** LoopFlowException.MatchLoopLabel: no label matches any loop; a label matches the loop of that label. */
function matchesLoop(label: string | null, loops: readonly (string | null)[]): boolean {
  return label === null ? loops.length > 0 : loops.some((l) => l !== null && l.toLowerCase() === label.toLowerCase());
}

function flowOutOfFinally(node: unknown, loops: (string | null)[], report: Report): void {
  if (Array.isArray(node)) { for (const n of node) flowOutOfFinally(n, loops, report); return; }
  if (node === null || typeof node !== 'object') return;
  const kind = (node as { kind?: string }).kind;
  if (kind !== undefined && BOUNDARIES.has(kind)) return;
  if (kind === 'Break' || kind === 'Continue') {
    const label = (node as A.Break).label;
    if (!matchesLoop(label, loops)) report('ControlLeavingFinally', 'Flow of control cannot leave a Finally block.', (node as A.Break).extent);
    return;
  }
  if (kind === 'Return') { report('ControlLeavingFinally', 'Flow of control cannot leave a Finally block.', (node as A.Return).extent); return; }
  const inner = kind !== undefined && LOOPS.has(kind) ? [...loops, (node as { label: string | null }).label] : loops;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'extent' && typeof value === 'object' && value !== null) flowOutOfFinally(value, inner, report);
  }
}

/** The expression a parenthesised pipeline stands for, when it is a lone expression (PipelineAst.GetPureExpression). */
function pureExpression(p: A.Pipeline | A.Assignment): A.Expression | null {
  if (p.kind !== 'Pipeline' || p.elements.length !== 1) return null;
  const only = p.elements[0];
  return only.kind === 'CommandExpression' && only.redirections.length === 0 ? only.expression : null;
}

/** The part of an assignment target that cannot take a value, or null when it can (SemanticChecks.CheckAssignmentTarget). */
function badTarget(e: A.Expression, simple: boolean): A.Expression | A.Pipeline | A.Assignment | null {
  switch (e.kind) {
    case 'VariableExpression': return null;
    case 'MemberExpression': case 'IndexExpression': return e.nullConditional ? e : null;
    case 'ConvertExpression': return badTarget(e.operand, simple);
    case 'ArrayLiteral':
      if (!simple) return e;
      for (const el of e.elements) { const bad = badTarget(el, true); if (bad) return bad; }
      return null;
    case 'ParenExpression': { const inner = pureExpression(e.pipeline); return inner === null ? e.pipeline : badTarget(inner, simple); }
    default: return e;
  }
}

function checkAssignment(a: A.Assignment, report: Report): void {
  const bad = badTarget(a.left, a.operator === '=');
  if (bad) report('InvalidLeftHandSide', 'The assignment expression is not valid. The input to an assignment operator must be an object that is able to accept assignments, such as a variable or a property.', bad.extent);
}

const INCREMENTS: Partial<Record<A.UnaryOperator, string>> = { preIncrement: '++', postIncrement: '++', preDecrement: '--', postDecrement: '--' };

function checkIncrement(u: A.UnaryExpression, report: Report): void {
  const op = INCREMENTS[u.operator];
  if (op === undefined) return;
  const bad = badTarget(u.operand, false);
  if (bad) report('OperatorRequiresVariableOrProperty', `The '${op}' operator works only on variables or on properties.`, bad.extent);
}

function checkOrdered(c: A.ConvertExpression, report: Report): void {
  if (c.type.name.toLowerCase() === 'ordered' && c.operand.kind !== 'HashtableExpression') {
    report('OrderedAttributeOnlyOnHashLiteralNode', `The ${c.type.name} attribute can be specified only on a hash literal node.`, c.extent);
  }
}

const SAFE_PRIMITIVES = /^(system\.)?(int|int32|long|int64|short|int16|byte|sbyte|uint\d*|ulong|ushort|double|float|single|decimal|string|char|bool|boolean)$/i;

/**
 * IsConstantValueVisitor for attribute arguments (ConstantValues.cs): constants, $true/$false/$null, script blocks,
 * type literals, arrays of constants, and operators, casts to built-in types, static members of types, ternaries,
 * parentheses and $( ) over constants, so `[Parameter(Mandatory = (1 -eq 2))]` is fine and `[ValidateSet($x)]` is not.
 */
function isConstantArgument(e: A.Expression): boolean {
  switch (e.kind) {
    case 'ConstantExpression': case 'StringConstantExpression': case 'ScriptBlockExpression': case 'TypeExpression': return true;
    case 'VariableExpression': return /^(true|false|null)$/i.test(e.name) && e.scope === null;
    case 'ArrayLiteral': return e.elements.every(isConstantArgument);
    case 'BinaryExpression': return isConstantArgument(e.left) && isConstantArgument(e.right);
    case 'UnaryExpression': return INCREMENTS[e.operator] === undefined && isConstantArgument(e.operand);
    case 'ConvertExpression': return SAFE_PRIMITIVES.test(e.type.name) && isConstantArgument(e.operand);
    case 'TernaryExpression': return isConstantArgument(e.condition) && isConstantArgument(e.ifTrue) && isConstantArgument(e.ifFalse);
    case 'MemberExpression': return e.isStatic && e.target.kind === 'TypeExpression' && e.member.kind === 'StringConstantExpression';
    case 'ParenExpression': { const inner = pureExpression(e.pipeline); return inner !== null && isConstantArgument(inner); }
    case 'SubExpression': {
      const only = e.body.statements.length === 1 ? e.body.statements[0] : null;
      const inner = only !== null && only.kind === 'Pipeline' ? pureExpression(only) : null;
      return inner !== null && isConstantArgument(inner);
    }
    default: return false;
  }
}

function checkAttribute(a: A.Attribute, report: Report): void {
  const names = new Set<string>();
  for (const arg of a.namedArguments) {
    const key = arg.name.toLowerCase();
    if (names.has(key)) { report('DuplicateNamedArgument', `Duplicate named arguments '${arg.name}' are not allowed.`, a.extent); continue; }
    names.add(key);
    if (arg.value !== null && !isConstantArgument(arg.value)) nonConstant(arg.value, report);
  }
  for (const arg of a.positionalArguments) if (!isConstantArgument(arg)) nonConstant(arg, report);
}

function nonConstant(e: A.Expression, report: Report): void {
  report('ParameterAttributeArgumentNeedsToBeConstantOrScriptBlock', 'Attribute argument must be a constant or a script block.', e.extent);
}

function checkVoidParameter(p: A.Parameter, report: Report): void {
  if (p.type !== null && /^(system\.)?void$/i.test(p.type.name)) {
    report('VoidTypeConstraintNotAllowed', '[void] cannot be used as a parameter type, or on the left side of an assignment.', p.type.extent);
  }
}
