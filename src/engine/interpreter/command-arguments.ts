// Command arguments as the binder wants them (about_Parameters, about_Splatting): `-Name`, `-Name:value`,
// positional values, and `@params` expanded in place (a hashtable gives named arguments, an array positional ones).
import type * as A from '../../../grammar/ast.js';
import type { CommandArgument } from '../commands/parameter-binder.js';
import { NoValue } from '../commands/parameter-binder.js';
import { PSHashtable, PSObject } from '../values/types.js';
import * as V from '../values/index.js';
import type { Frame } from './frame.js';
import { compileExpression, orNull } from './compile-expression.js';
import { compileVariableRead } from './variables.js';

export type ArgumentsFn = (f: Frame) => CommandArgument[];

type Piece = (f: Frame, into: CommandArgument[]) => void;

function compilePiece(e: A.CommandElement): Piece {
  if (e.kind === 'CommandParameter') {
    const name = e.name;
    const extent = e.extent;
    if (e.argument === null) return (_f, into) => { into.push({ kind: 'named', name, value: NoValue, extent }); };
    const value = compileExpression(e.argument);
    return (f, into) => { into.push({ kind: 'named', name, value: orNull(value(f)), extent }); };
  }
  if (e.kind === 'VariableExpression' && e.splatted) {
    const read = compileVariableRead(e);
    return (f, into) => splat(orNull(read(f)), into);
  }
  const value = compileExpression(e);
  const extent = e.extent;
  return (f, into) => { into.push({ kind: 'positional', value: orNull(value(f)), extent }); };
}

/** about_Splatting: hashtable keys name parameters (`$true` for a switch), array items are positional. */
function splat(value: unknown, into: CommandArgument[]): void {
  if (value instanceof PSHashtable) {
    for (const [k, v] of value.entries()) into.push({ kind: 'named', name: V.toStringValue(k), value: v, splatted: true });
  } else if (value instanceof PSObject) {
    for (const p of value.properties()) into.push({ kind: 'named', name: p.name, value: p.value, splatted: true });
  } else if (Array.isArray(value)) {
    for (const v of value) into.push({ kind: 'positional', value: v });
  } else if (value !== null) {
    into.push({ kind: 'positional', value });
  }
}

export function compileArguments(elements: readonly A.CommandElement[]): ArgumentsFn {
  const pieces = elements.map(compilePiece);
  if (pieces.length === 0) return () => [];
  return (f) => {
    const args: CommandArgument[] = [];
    for (let i = 0; i < pieces.length; i++) pieces[i](f, args);
    return args;
  };
}
