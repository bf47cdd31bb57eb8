// The shapes of compiled code. The AST is compiled once into JavaScript closures (cached per node), so a loop body or
// an endpoint script runs without re-walking the tree. Compiled closures hold no run state: they take the Frame.
import type { Frame, Out } from './frame.js';

/** An expression: evaluates to one value. `undefined` stands for "no value at all" (AutomationNull: a void method, `[void]`). */
export type Expr = (f: Frame) => unknown;

/** A statement: writes its output, one object at a time, to `out`. */
export type Stmt = (f: Frame, out: Out) => void;

/** A statement used for its value (`$x = <statement>`, `(<pipeline>)`, `if (<pipeline>)`), as PowerShell collects it. */
export type ValueStmt = (f: Frame) => unknown;

/** A memo from AST node to its compiled form. Compiled code is a pure function of the node, so sharing it is safe. */
export function memo<N extends object, C>(compile: (node: N) => C): (node: N) => C {
  const cache = new WeakMap<N, C>();
  return (node) => {
    let c = cache.get(node);
    if (c === undefined) { c = compile(node); cache.set(node, c); }
    return c;
  };
}
