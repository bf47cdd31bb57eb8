// The switch statement (about_Switch): arrays are iterated, `$_` is the current element, clauses are tested in order
// and every matching clause runs (not only the first); `default` runs when none matched; `break` leaves the switch,
// `continue` goes on with the next element. -Regex sets $Matches; -Wildcard uses -like; otherwise -eq (strings
// compared as strings); -CaseSensitive makes the comparisons case-sensitive. A script-block clause is a condition.
import type * as A from '../../../grammar/ast.js';
import type { Stmt } from './compile-types.js';
import type { Frame, Out } from './frame.js';
import { BreakSignal, ContinueSignal } from '../errors/signals.js';
import { ScriptBlockValue } from '../values/types.js';
import * as V from '../values/index.js';
import { compileExpression, orNull } from './compile-expression.js';
import { compileStatementValue } from './collect.js';
import { compileStatementBlock } from './compile-statement.js';
import { poll } from './compile-loops.js';
import { invokeScriptBlockCollect } from './invoke.js';
import { Variable } from './scope.js';

type Test = (f: Frame, item: unknown) => boolean;

function compileTest(test: A.Expression, flags: A.SwitchFlags): Test {
  if (test.kind === 'ScriptBlockExpression') {
    const ast = test.scriptBlock;
    return (f, item) => {
      const result = invokeScriptBlockCollect(f, new ScriptBlockValue(ast, f.call.file), item, []);
      return V.toBoolean(result.length === 0 ? null : result.length === 1 ? result[0] : result);
    };
  }
  const value = compileExpression(test);
  const cs = flags.caseSensitive;
  if (flags.regex) return (f, item) => V.toBoolean(V.binaryOperation('match', cs, asString(item), orNull(value(f)), f.valueContext));
  if (flags.wildcard) return (f, item) => V.toBoolean(V.binaryOperation('like', cs, asString(item), orNull(value(f)), f.valueContext));
  return (f, item) => {
    const t = orNull(value(f));
    const left = typeof t === 'string' ? asString(item) : item;
    return V.toBoolean(V.binaryOperation('eq', cs, left, t, f.valueContext));
  };
}

function asString(item: unknown): unknown {
  return item === null ? '' : typeof item === 'string' ? item : V.toStringValue(item);
}

const BREAK = 1;

export function compileSwitch(node: A.Switch): Stmt {
  const label = node.label;
  const subject = compileStatementValue(node.condition);
  const clauses = node.clauses.map((c) => ({ test: compileTest(c.test, node.flags), body: compileStatementBlock(c.body) }));
  const defaultBody = node.defaultBody === null ? null : compileStatementBlock(node.defaultBody);
  const owns = (l: string | null) => l === null || (label !== null && l.toLowerCase() === label.toLowerCase());

  const one = (f: Frame, out: Out, item: unknown): number => {
    f.scope.vars.set('_', new Variable('_', item));
    let matched = false;
    try {
      for (const c of clauses) {
        if (!c.test(f, item)) continue;
        matched = true;
        c.body(f, out);
      }
      if (!matched && defaultBody !== null) defaultBody(f, out);
    } catch (e) {
      if (e instanceof BreakSignal && owns(e.label)) return BREAK;
      if (e instanceof ContinueSignal && owns(e.label)) return 0;
      throw e;
    }
    return 0;
  };

  return (f, out) => {
    const saved = f.scope.vars.get('_');
    const savedSwitch = f.scope.vars.get('switch');
    try {
      const value = subject(f);
      const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
      // $switch is the enumerator the switch moves (about_Switch): a clause calling $switch.MoveNext() skips an item.
      const e = new V.PSEnumerator(items);
      f.scope.vars.set('switch', new Variable('switch', e));
      while (e.moveNext()) {
        poll(f);
        if (one(f, out, e.current) === BREAK) break;
      }
    } finally {
      if (saved === undefined) f.scope.vars.delete('_'); else f.scope.vars.set('_', saved);
      if (savedSwitch === undefined) f.scope.vars.delete('switch'); else f.scope.vars.set('switch', savedSwitch);
    }
  };
}
