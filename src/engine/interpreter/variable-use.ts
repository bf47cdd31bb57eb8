// Which of the automatic variables a call sets on demand a script block reads ($args, $PSBoundParameters,
// $MyInvocation; about_Automatic_Variables), found by walking its AST as PowerShell's VariableAnalysis does, never by
// searching its text: a variable of that name anywhere in the body (a nested script block may run in the body's scope,
// dot-sourced), or a string that names one (`Get-Variable args` and `Invoke-Expression '$args'` reach it by name).
import type * as A from '../../../grammar/ast.js';
import { visitAst } from '../../../grammar/index.js';

export interface VariableUse {
  readonly args: boolean;
  readonly boundParameters: boolean;
  readonly myInvocation: boolean;
}

const NAMES = [['args', 'args'], ['psboundparameters', 'boundParameters'], ['myinvocation', 'myInvocation']] as const;

/** Per body, once: an AST is immutable, so its facts are too. */
const known = new WeakMap<A.ScriptBlock, VariableUse>();

export function variableUse(body: A.ScriptBlock): VariableUse {
  const cached = known.get(body);
  if (cached !== undefined) return cached;
  const use = { args: false, boundParameters: false, myInvocation: false };
  const named = (text: string, exact: boolean): void => {
    const lower = text.toLowerCase();
    for (const [name, fact] of NAMES) if (exact ? lower === name : lower.includes(name)) use[fact] = true;
  };
  visitAst(body, (node) => {
    if (node.kind === 'VariableExpression') named((node as A.VariableExpression).name, true);
    else if (node.kind === 'StringConstantExpression') named((node as A.StringConstantExpression).value, false);
    else if (node.kind === 'ExpandableStringExpression') {
      for (const part of (node as A.ExpandableStringExpression).parts) if (typeof part === 'string') named(part, false);
    }
  });
  known.set(body, use);
  return use;
}
