// Function and filter definitions (about_Functions, about_Functions_Advanced, about_Functions_Advanced_Parameters):
// the param() block becomes ParameterDeclarations for the one parameter binder, built once per definition.
import type * as A from '../../../grammar/ast.js';
import type { ParameterDeclaration, ParameterType, CommandDeclaration } from '../commands/declaration.js';
import type { Frame } from './frame.js';
import type { FunctionInfo, ParameterExtra } from './function-info.js';
import type { Scope } from './scope.js';

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

/** A constant attribute argument: `Mandatory`, `Mandatory = $true`, `Position = 0`, `'a'`. */
function constant(e: A.Expression | null): unknown {
  if (e === null) return true;
  switch (e.kind) {
    case 'ConstantExpression': return e.value;
    case 'StringConstantExpression': return e.value;
    case 'VariableExpression': return e.name.toLowerCase() === 'true' ? true : e.name.toLowerCase() === 'false' ? false : null;
    case 'ArrayLiteral': return e.elements.map(constant);
    case 'ParenExpression': return null;
    default: return null;
  }
}

function attributeName(a: A.Attribute): string {
  return a.typeName.name.toLowerCase().replace(/^system\.management\.automation\./, '').replace(/attribute$/, '');
}

function applyAttribute(decl: ParameterDeclaration, a: A.Attribute): void {
  const name = attributeName(a);
  const positional = a.positionalArguments.map(constant).flat();
  if (name === 'parameter') {
    for (const arg of a.namedArguments) {
      const v = constant(arg.value);
      switch (arg.name.toLowerCase()) {
        case 'mandatory': decl.mandatory = v === true || v === 1; break;
        case 'position': if (typeof v === 'number') decl.position = v; break;
        case 'valuefrompipeline': decl.valueFromPipeline = v === true || v === 1; break;
        case 'valuefrompipelinebypropertyname': decl.valueFromPipelineByPropertyName = v === true || v === 1; break;
        case 'parametersetname': if (typeof v === 'string') decl.parameterSets = [v]; break;
        case 'helpmessage': if (typeof v === 'string') decl.help = v; break;
        default: break;
      }
    }
  } else if (name === 'alias') {
    decl.aliases = positional.map(String);
  } else if (name === 'validateset') {
    decl.validateSet = positional.map(String);
  } else if (name === 'validaterange' && typeof positional[0] === 'number' && typeof positional[1] === 'number') {
    decl.validateRange = [positional[0], positional[1]];
  } else if (name === 'validatepattern' && typeof positional[0] === 'string') {
    decl.validatePattern = positional[0];
  } else if (name === 'validatenotnull') {
    decl.validateNotNull = true;
  } else if (name === 'validatenotnullorempty') {
    decl.validateNotNullOrEmpty = true;
  } else if (name === 'allownull') {
    decl.allowNull = true;
  } else if (name === 'allowemptystring') {
    decl.allowEmptyString = true;
  } else if (name === 'allowemptycollection') {
    decl.allowEmptyCollection = true;
  }
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
    for (const a of p.attributes) applyAttribute(decl, a);
    declarations.push(decl);
    extras.push({ typeName: p.type?.name ?? null, hasDefault: p.defaultValue !== null });
  }
  // about_Functions_Advanced_Parameters: without explicit positions, parameters are positional in declaration order
  // (switches never are).
  if (!declarations.some((d) => d.position !== undefined)) {
    let i = 0;
    for (const d of declarations) if (d.type !== 'switch') d.position = i++;
  }
  const declaration: CommandDeclaration = { name, synopsis: '', parameters: declarations, supportsCommonParameters: advanced };
  const simple = !advanced && params.every((p) => p.type === null && p.attributes.length === 0);
  return {
    name, isFilter, body, parameters: params, advanced, declaration, extras, simple, file,
    usesArgs: /args/i.test(body.text), usesBoundParameters: /psboundparameters/i.test(body.text),
    usesMyInvocation: /myinvocation/i.test(body.text),
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
