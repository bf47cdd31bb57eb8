// A defined function or filter (about_Functions, about_Functions_Advanced): its AST plus the parameter metadata the
// one parameter binder understands, built once at definition time.
import type { ScriptBlock, Parameter } from '../../../grammar/ast.js';
import type { CommandDeclaration } from '../commands/declaration.js';

export interface ParameterExtra {
  /** The declared type as written (`int`, `string[]`, `datetime`), or null; converted after binding when the binder's own types do not cover it. */
  typeName: string | null;
  /** Index of the Parameter AST node with its default expression, evaluated in the function's scope when unbound. */
  hasDefault: boolean;
}

export interface FunctionInfo {
  readonly name: string;
  readonly isFilter: boolean;
  readonly body: ScriptBlock;
  /** The Parameter nodes (from the param() block or `function f($a)`), for their default values. */
  readonly parameters: readonly Parameter[];
  /** [CmdletBinding()] or any [Parameter()] attribute: takes the common parameters (about_Functions_Advanced). */
  readonly advanced: boolean;
  /** The declaration handed to the binder (parameters in declaration order). */
  readonly declaration: CommandDeclaration;
  readonly extras: readonly ParameterExtra[];
  /** True when plain positional binding is exactly what the binder would do: no types, attributes or switches. */
  readonly simple: boolean;
  readonly file: string | null;
  /** Whether the body mentions $args / $PSBoundParameters: when not, a call skips making them (a hot-path saving). */
  readonly usesArgs: boolean;
  readonly usesBoundParameters: boolean;
  readonly usesMyInvocation: boolean;
  /** The classes and enums at the top of the body, defined when a call starts (about_Classes): usually none. */
  readonly typeDefinitions: readonly import('../../../grammar/ast.js').TypeDefinition[];
  /**
   * For a function a script module defined (about_Modules): the module's scope. A call runs in a scope under it, and
   * `$script:` names it, wherever the function is called from, so the module's private functions and variables stay
   * reachable.
   */
  readonly moduleScope?: import('./scope.js').Scope;
}
