// A walk over the AST for the facts later stages read from code (which commands a script calls, which variables it
// reads): every node with a `kind`, depth first, parents before children. Generic over the node types, so a new node
// kind is walked without a change here; `extent` and plain values (names, operators, text) are not nodes.

/** Any AST node: readonly data with a literal `kind` (grammar/ast.ts). */
export interface AstNode {
  readonly kind: string;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';
}

/** Calls `visit` on `root` and every node below it. `visit` returning false skips that node's children. */
export function walkAst(root: AstNode, visit: (node: AstNode) => boolean | void): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
      continue;
    }
    if (!isNode(value)) continue;
    if (visit(value) === false) continue;
    const children: unknown[] = [];
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'extent' && typeof child === 'object' && child !== null) children.push(child);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}
