// Whether a script names a variable anywhere (a fact about code, read from its AST, never from its text): svc sets its
// session cookie only for endpoints whose script reads $SessionId (docs/http.md, sessions), as ASP.NET's session
// middleware sends its cookie only for a session the request used. The answer is kept per parsed script.
import type { ScriptBlock } from '../../../grammar/ast.js';

const answers = new WeakMap<ScriptBlock, Map<string, boolean>>();

export function readsVariable(ast: ScriptBlock, name: string): boolean {
  let known = answers.get(ast);
  if (!known) answers.set(ast, known = new Map());
  const key = name.toLowerCase();
  let answer = known.get(key);
  if (answer === undefined) known.set(key, answer = names(ast, key));
  return answer;
}

/** A walk over the AST's plain data: every node is an object with a `kind`, its children in its fields. */
function names(node: unknown, key: string): boolean {
  if (Array.isArray(node)) return node.some((n) => names(n, key));
  if (node === null || typeof node !== 'object') return false;
  const record = node as Record<string, unknown>;
  if (record.kind === 'VariableExpression' && typeof record.name === 'string' && record.name.toLowerCase() === key) return true;
  for (const field in record) {
    if (field === 'extent') continue;
    const value = record[field];
    if (value !== null && typeof value === 'object' && names(value, key)) return true;
  }
  return false;
}
