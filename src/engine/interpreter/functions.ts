// Function and filter definitions (about_Functions, about_Functions_Advanced, about_Functions_Advanced_Parameters):
// the param() block becomes ParameterDeclarations for the one parameter binder, built once per definition.
import type * as A from '../../../grammar/ast.js';
import type { ParameterDeclaration, ParameterType, CommandDeclaration } from '../commands/declaration.js';
import type { Frame } from './frame.js';
import type { FunctionInfo, ParameterExtra } from './function-info.js';
import type { Scope } from './scope.js';
import { applyCmdletBinding, applyParameterAttributesAll, attributeName } from './parameter-attributes.js';
import { variableUse } from './variable-use.js';
import { topLevelTypes } from './type-definitions.js';

const BINDER_TYPES = new Map<string, ParameterType>([
  ['object', 'object'], ['psobject', 'object'], ['object[]', 'object[]'], ['string', 'string'], ['string[]', 'string[]'],
  ['int', 'int'], ['int32', 'int'], ['int[]', 'int[]'], ['int32[]', 'int[]'], ['long', 'long'], ['int64', 'long'],
  ['double', 'double'], ['bool', 'bool'], ['boolean', 'bool'], ['switch', 'switch'], ['switchparameter', 'switch'],
  ['scriptblock', 'scriptblock'], ['scriptblock[]', 'scriptblock[]'], ['hashtable', 'hashtable'], ['hashtable[]', 'hashtable[]'],
  ['datetime', 'datetime'], ['byte[]', 'byte[]'], ['char', 'char'],
]);

function binderType(typeName: string | null): ParameterType {
  if (typeName === null) return 'object';
  const t = typeName.toLowerCase().replace(/^system\.(management\.automation\.)?/, '');
  return BINDER_TYPES.get(t) ?? 'object';
}

function isAdvanced(params: readonly A.Parameter[], block: A.ParamBlock | null): boolean {
  if (block !== null && block.attributes.some((a) => attributeName(a) === 'cmdletbinding')) return true;
  return params.some((p) => p.attributes.some((a) => attributeName(a) === 'parameter'));
}

/** Builds the FunctionInfo of a function, filter or script block. */
export function buildFunctionInfo(name: string, isFilter: boolean, body: A.ScriptBlock, inline: readonly A.Parameter[], file: string | null): FunctionInfo {
  const params = body.paramBlock !== null ? body.paramBlock.parameters : inline;
  const advanced = isAdvanced(params, body.paramBlock);
  const declarations: ParameterDeclaration[] = [];
  const extras: ParameterExtra[] = [];
  for (const p of params) {
    const decl: ParameterDeclaration = { name: p.name, type: binderType(p.type?.name ?? null), help: '' };
    applyParameterAttributesAll(decl, p.attributes, file);
    declarations.push(decl);
    extras.push({ typeName: p.type?.name ?? null, hasDefault: p.defaultValue !== null });
  }
  const declaration: CommandDeclaration = { name, synopsis: '', parameters: declarations, supportsCommonParameters: advanced };
  const { positionalBinding } = applyCmdletBinding(declaration, body.paramBlock, file);
  // about_Functions_Advanced_Parameters: without explicit positions, parameters are positional in declaration order
  // (switches never are), unless [CmdletBinding(PositionalBinding = $false)] (about_Functions_CmdletBindingAttribute).
  if (positionalBinding && !declarations.some((d) => d.position !== undefined)) {
    let i = 0;
    for (const d of declarations) if (d.type !== 'switch' && !d.valueFromRemainingArguments) d.position = i++;
  }
  const simple = !advanced && params.every((p) => p.type === null && p.attributes.length === 0);
  const uses = variableUse(body);
  return {
    name, isFilter, body, parameters: params, advanced, declaration, extras, simple, file,
    usesArgs: uses.args, usesBoundParameters: uses.boundParameters, usesMyInvocation: uses.myInvocation,
    typeDefinitions: topLevelTypes(body),
  };
}

/** `function Name { }` defines the function in the current scope (about_Scopes: functions are scoped like variables). */
export function defineFunction(f: Frame, node: A.FunctionDefinition): void {
  const info = buildFunctionInfo(node.name, node.isFilter, node.body, node.parameters, f.call.file);
  const module = f.scriptScope.module;
  setFunction(f.scope, module === null ? info : { ...info, moduleScope: module.scope });
}

export function setFunction(scope: Scope, info: FunctionInfo): void {
  if (scope.functions === null) scope.functions = new Map();
  scope.functions.set(info.name.toLowerCase(), info);
}

export function findFunction(scope: Scope, key: string): FunctionInfo | undefined {
  for (let s: Scope | null = scope; s !== null; s = s.parent) {
    if (s.functions !== null) {
      const fn = s.functions.get(key);
      if (fn !== undefined) return fn;
    }
  }
  return undefined;
}

/** Every function visible from `scope`, innermost definition winning. */
export function visibleFunctions(scope: Scope): FunctionInfo[] {
  const seen = new Map<string, FunctionInfo>();
  for (let s: Scope | null = scope; s !== null; s = s.parent) {
    if (s.functions !== null) for (const [k, v] of s.functions) if (!seen.has(k)) seen.set(k, v);
  }
  return [...seen.values()];
}
