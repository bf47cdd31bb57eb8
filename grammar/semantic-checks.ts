// Semantic checks after parsing (PowerShell's SemanticChecks, run before anything executes): errors that the grammar
// accepts but PowerShell refuses at parse time, so a script that has one runs not at all.
//   - a hashtable literal with the same constant key twice, compared case-insensitively (about_Hash_Tables):
//     "Duplicate keys 'a' are not allowed in hash literals." (DuplicateKeyInHashLiteral)
//   - a parameter declared twice in one parameter list (about_Functions):
//     "Duplicate parameter $a in parameter list." (DuplicateFormalParameter)
//   - a numeric literal whose value does not fit its suffix (about_Numeric_Literals, `0xFFFFy`, `1usgb`):
//     "The numeric constant 1usgb is not valid." (BadNumericConstant)
// and the checks of semantic-checks-flow.ts (flow out of finally, catch order, assignment targets, attributes) and
// semantic-checks-types.ts (classes and enums).
import type * as A from './ast.js';
import { checkNode, reporter, type CatchTypeResolver } from './semantic-checks-flow.js';
import { checkTypeDefinitions } from './semantic-checks-types.js';

export interface SemanticError { id: string; message: string; at: A.Extent }

/** Every semantic error in the tree, in source order of discovery. */
export function semanticErrors(root: A.ScriptBlock, catchTypes: CatchTypeResolver): SemanticError[] {
  const out: SemanticError[] = [];
  walk(root, out, catchTypes);
  return out;
}

function walk(node: unknown, out: SemanticError[], catchTypes: CatchTypeResolver): void {
  if (Array.isArray(node)) { for (const n of node) walk(n, out, catchTypes); return; }
  if (node === null || typeof node !== 'object') return;
  const kind = (node as { kind?: string }).kind;
  checkNode(node as { kind?: string }, reporter(out), catchTypes);
  if (kind === 'HashtableExpression') checkKeys(node as A.HashtableExpression, out);
  else if (kind === 'ConstantExpression' && (node as A.ConstantExpression).malformed) {
    const c = node as A.ConstantExpression;
    out.push({ id: 'BadNumericConstant', message: `The numeric constant ${c.malformed} is not valid.`, at: c.extent });
  }
  else if (kind === 'StatementBlock') checkTypeDefinitions((node as A.StatementBlock).statements, out);
  else if (kind === 'FunctionDefinition') {
    const f = node as A.FunctionDefinition;
    checkParameters([...f.parameters, ...(f.body.paramBlock?.parameters ?? [])], out);
  } else if (kind === 'ScriptBlock' || kind === 'ParamBlock') {
    const block = kind === 'ScriptBlock' ? (node as A.ScriptBlock).paramBlock : null;
    if (block) checkParameters(block.parameters, out);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'extent' || key === 'paramBlock' && kind === 'ScriptBlock' && value === null) continue;
    if (typeof value === 'object' && value !== null) walk(value, out, catchTypes);
  }
}

function constantKey(e: A.Expression): string | null {
  if (e.kind === 'StringConstantExpression') return e.value.toLowerCase();
  if (e.kind === 'ConstantExpression') return String(e.exact ?? e.value);
  return null;
}

function checkKeys(h: A.HashtableExpression, out: SemanticError[]): void {
  const seen = new Set<string>();
  for (const { key } of h.pairs) {
    const k = constantKey(key);
    if (k === null) continue;
    if (seen.has(k)) {
      const text = key.kind === 'StringConstantExpression' ? key.value : k;
      out.push({ id: 'DuplicateKeyInHashLiteral', message: `Duplicate keys '${text}' are not allowed in hash literals.`, at: key.extent });
    }
    seen.add(k);
  }
}

function checkParameters(params: readonly A.Parameter[], out: SemanticError[]): void {
  const seen = new Set<string>();
  for (const p of params) {
    const k = p.name.toLowerCase();
    if (seen.has(k)) out.push({ id: 'DuplicateFormalParameter', message: `Duplicate parameter $${p.name} in parameter list.`, at: p.extent });
    seen.add(k);
  }
}
