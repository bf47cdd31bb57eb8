// A param() block's attributes as ParameterDeclaration fields for the one binder (about_Functions_Advanced_Parameters,
// about_Functions_CmdletBindingAttribute). Attribute arguments are constant expressions (the parser refuses others),
// so they are read here once, at definition, without running anything.
import type * as A from '../../../grammar/ast.js';
import type { CommandDeclaration, ParameterDeclaration } from '../commands/declaration.js';
import { ScriptBlockValue } from '../values/types.js';

/** Static members an attribute argument may name (`[int]::MaxValue`, `[ValidateRangeKind]::Positive`). */
const STATIC_CONSTANTS = new Map<string, unknown>([
  ['int::maxvalue', 2147483647], ['int::minvalue', -2147483648], ['int32::maxvalue', 2147483647], ['int32::minvalue', -2147483648],
  ['long::maxvalue', Number.MAX_SAFE_INTEGER], ['long::minvalue', Number.MIN_SAFE_INTEGER],
  ['int64::maxvalue', Number.MAX_SAFE_INTEGER], ['int64::minvalue', Number.MIN_SAFE_INTEGER],
  ['byte::maxvalue', 255], ['byte::minvalue', 0], ['double::maxvalue', Number.MAX_VALUE], ['double::minvalue', -Number.MAX_VALUE],
  ['validaterangekind::positive', 'Positive'], ['validaterangekind::nonnegative', 'NonNegative'],
  ['validaterangekind::negative', 'Negative'], ['validaterangekind::nonpositive', 'NonPositive'],
]);

const RANGE_KINDS = ['Positive', 'NonNegative', 'Negative', 'NonPositive'] as const;

/** A constant attribute argument: `Mandatory` (no value: $true), `Position = 0`, `'a'`, `-1`, `[int]::MaxValue`, `{ $_ }`. */
export function constant(e: A.Expression | null, file: string | null = null): unknown {
  if (e === null) return true;
  switch (e.kind) {
    case 'ConstantExpression': return e.value;
    case 'StringConstantExpression': return e.value;
    case 'VariableExpression': {
      const n = e.name.toLowerCase();
      return n === 'true' ? true : n === 'false' ? false : null;
    }
    case 'ArrayLiteral': return e.elements.map((x) => constant(x, file));
    case 'ScriptBlockExpression': return new ScriptBlockValue(e.scriptBlock, file);
    case 'UnaryExpression': {
      const v = constant(e.operand, file);
      if (typeof v !== 'number') return null;
      return e.operator === '-' ? -v : e.operator === '+' ? v : null;
    }
    case 'MemberExpression': {
      if (!e.isStatic || e.target.kind !== 'TypeExpression' || e.member.kind !== 'StringConstantExpression') return null;
      const type = e.target.type.name.toLowerCase().replace(/^system\.(management\.automation\.)?/, '');
      return STATIC_CONSTANTS.get(`${type}::${e.member.value.toLowerCase()}`) ?? null;
    }
    default: return null;
  }
}

export function attributeName(a: A.Attribute): string {
  return a.typeName.name.toLowerCase().replace(/^system\.management\.automation\./, '').replace(/attribute$/, '');
}

const isTrue = (v: unknown) => v === true || (typeof v === 'number' && v !== 0);
const named = (a: A.Attribute, name: string, file: string | null): unknown => {
  const arg = a.namedArguments.find((x) => x.name.toLowerCase() === name);
  return arg === undefined ? undefined : constant(arg.value, file);
};

/** What the [Parameter()] attributes of one parameter say; several attributes put it in several sets. */
function applyParameterAttributes(decl: ParameterDeclaration, attributes: readonly A.Attribute[], file: string | null): void {
  const sets: string[] = [];
  const mandatoryIn: string[] = [];
  let anyAllSets = false;
  for (const a of attributes) {
    const set = named(a, 'parametersetname', file);
    const setName = typeof set === 'string' && set !== '' && set !== '__AllParameterSets' ? set : null;
    if (setName === null) anyAllSets = true; else sets.push(setName);
    const mandatory = isTrue(named(a, 'mandatory', file));
    if (mandatory) { decl.mandatory = true; mandatoryIn.push(setName ?? '__AllParameterSets'); }
    const position = named(a, 'position', file);
    if (typeof position === 'number' && decl.position === undefined) decl.position = position;
    if (isTrue(named(a, 'valuefrompipeline', file))) decl.valueFromPipeline = true;
    if (isTrue(named(a, 'valuefrompipelinebypropertyname', file))) decl.valueFromPipelineByPropertyName = true;
    if (isTrue(named(a, 'valuefromremainingarguments', file))) decl.valueFromRemainingArguments = true;
    const help = named(a, 'helpmessage', file);
    if (typeof help === 'string') decl.help = help;
  }
  // A parameter with one attribute in a named set and another without one is in every set (about_Parameter_Sets).
  if (sets.length > 0 && !anyAllSets) decl.parameterSets = sets;
  if (decl.mandatory && attributes.length > 1 && !mandatoryIn.includes('__AllParameterSets')) decl.mandatorySets = mandatoryIn;
}

function applyValidation(decl: ParameterDeclaration, a: A.Attribute, name: string, file: string | null): void {
  const positional = a.positionalArguments.map((x) => constant(x, file)).flat();
  const message = named(a, 'errormessage', file);
  const errorMessage = typeof message === 'string' && message !== '' ? message : undefined;
  const pair = (): [number, number] | undefined =>
    typeof positional[0] === 'number' && typeof positional[1] === 'number' ? [positional[0], positional[1]] : undefined;
  switch (name) {
    case 'validateset':
      decl.validateSet = positional.map(String);
      if (named(a, 'ignorecase', file) === false) decl.validateSetCaseSensitive = true;
      if (errorMessage) decl.validateErrorMessages = { ...decl.validateErrorMessages, set: errorMessage };
      break;
    case 'validaterange': {
      const kind = RANGE_KINDS.find((k) => typeof positional[0] === 'string' && k.toLowerCase() === positional[0].toLowerCase());
      if (kind && positional.length === 1) decl.validateRangeKind = kind; else decl.validateRange = pair();
      break;
    }
    case 'validatepattern':
      if (typeof positional[0] === 'string') decl.validatePattern = positional[0];
      if (errorMessage) decl.validateErrorMessages = { ...decl.validateErrorMessages, pattern: errorMessage };
      break;
    case 'validatescript':
      if (positional[0] instanceof ScriptBlockValue) decl.validateScript = positional[0];
      if (errorMessage) decl.validateErrorMessages = { ...decl.validateErrorMessages, script: errorMessage };
      break;
    case 'validatelength': decl.validateLength = pair(); break;
    case 'validatecount': decl.validateCount = pair(); break;
    case 'validatenotnull': decl.validateNotNull = true; break;
    case 'validatenotnullorempty': decl.validateNotNullOrEmpty = true; break;
    case 'validatenotnullorwhitespace': decl.validateNotNullOrWhiteSpace = true; break;
    case 'validatedrive': case 'validateuserdrive':
      decl.unsupportedAttribute = `The ${a.typeName.name} attribute cannot be used in svc, which has no PowerShell drives. Remove it, or check the path with [ValidateScript()].`;
      break;
    default: break;
  }
}

/** Applies every attribute of one parameter to its declaration. */
export function applyParameterAttributesAll(decl: ParameterDeclaration, attributes: readonly A.Attribute[], file: string | null): void {
  const parameterAttributes = attributes.filter((a) => attributeName(a) === 'parameter');
  if (parameterAttributes.length > 0) applyParameterAttributes(decl, parameterAttributes, file);
  for (const a of attributes) {
    const name = attributeName(a);
    if (name === 'parameter') continue;
    if (name === 'alias') decl.aliases = a.positionalArguments.map((x) => constant(x, file)).flat().map(String);
    else if (name === 'allownull') decl.allowNull = true;
    else if (name === 'allowemptystring') decl.allowEmptyString = true;
    else if (name === 'allowemptycollection') decl.allowEmptyCollection = true;
    else applyValidation(decl, a, name, file);
  }
}

/** [CmdletBinding(...)]: the default parameter set, SupportsShouldProcess, PositionalBinding. */
export function applyCmdletBinding(declaration: CommandDeclaration, block: A.ParamBlock | null, file: string | null): { positionalBinding: boolean } {
  const binding = block?.attributes.find((a) => attributeName(a) === 'cmdletbinding');
  if (binding === undefined) return { positionalBinding: true };
  const def = named(binding, 'defaultparametersetname', file);
  if (typeof def === 'string' && def !== '') declaration.defaultParameterSet = def;
  if (isTrue(named(binding, 'supportsshouldprocess', file))) declaration.supportsShouldProcess = true;
  const impact = named(binding, 'confirmimpact', file);
  if (typeof impact === 'string') declaration.confirmImpact = impact;
  return { positionalBinding: named(binding, 'positionalbinding', file) !== false };
}
