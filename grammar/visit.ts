// Walking an AST: every node (an object with a `kind`), depth first, parents before children. Facts about code (does
// this function read $args? which status codes does this endpoint name?) come from this walk, never from its text.

/** Visits every node under `node` (itself included); `visit` returning false skips that node's children. */
export function visitAst(node: unknown, visit: (node: { kind: string }) => boolean | void): void {
  if (Array.isArray(node)) {
    for (const child of node) visitAst(child, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if (typeof (node as { kind?: unknown }).kind === 'string' && visit(node as { kind: string }) === false) return;
  for (const [key, value] of Object.entries(node)) if (key !== 'extent' && typeof value === 'object') visitAst(value, visit);
}
