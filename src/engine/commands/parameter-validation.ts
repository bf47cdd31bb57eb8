// The validation half of the one parameter binder (parameter-binder.ts calls `validate` after converting a value):
// the mandatory rules and every validation attribute of about_Functions_Advanced_Parameters, with the texts of
// PowerShell's Metadata resources. A failure is a ParameterBindingValidationException record with the id
// ParameterArgumentValidationError, category InvalidData, and the message "Cannot validate argument on parameter
// 'X'. <the attribute's message>" (docs/language.md, "Validation attributes").
import type { ParameterDeclaration } from './declaration.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import type { ScriptBlockValue } from '../values/types.js';
import { compileRegex, execAt, formatOperator, isNumeric, numberOf, scriptBlockText, toBoolean, toStringValue } from '../values/index.js';
import { bindingRecord, messages } from './binding-errors.js';
import type { BindingTarget } from './binding-errors.js';

const VALIDATION_EXCEPTION = 'System.Management.Automation.ParameterBindingValidationException';

/** Validation messages (PowerShell's Metadata.resx); each follows "Cannot validate argument on parameter 'X'. ". */
const text = {
  notNull: 'The argument is null. Provide a valid value for the argument, and then try running the command again.',
  notNullCollection: 'The argument has a null value, or an element of the argument collection contains a null value. Provide a collection that does not contain any null values, and then try the command again.',
  notNullOrEmpty: 'The argument is null or empty. Provide an argument that is not null or empty, and then try the command again.',
  notNullOrEmptyCollection: 'The argument is null, empty, or an element of the argument collection contains a null value. Supply a collection that does not contain any null values and then try the command again.',
  notWhiteSpace: 'The argument is null, empty, or consists of only white-space characters. Provide an argument that contains non white-space characters, and then try the command again.',
  notWhiteSpaceCollection: 'The argument is null, empty, or an element of the argument collection contains a null, empty, or white-space value. Supply a collection that does not contain any null, empty, or white-space values and then try the command again.',
  set: 'The argument "{0}" does not belong to the set "{1}" specified by the ValidateSet attribute. Supply an argument that is in the set and then try the command again.',
  pattern: 'The argument "{0}" does not match the "{1}" pattern. Supply an argument that matches "{1}" and try the command again.',
  script: 'The "{1}" validation script for the argument with value "{0}" did not return a result of True. Determine why the validation script failed, and then try the command again.',
  lengthNotString: 'The ValidateLength attribute cannot be applied to a parameter that is not a string or string[] parameter. Make the parameter a string or string[] parameter.',
  tooShort: (min: number, len: number) => `The character length (${len}) of the argument is too short. Specify an argument with a length that is greater than or equal to "${min}", and then try the command again.`,
  tooLong: (max: number, len: number) => `The character length of the ${len} argument is too long. Shorten the character length of the argument so it is fewer than or equal to "${max}" characters, and then try the command again.`,
  countNotArray: 'The ValidateCount attribute cannot be applied to a non-array parameter. Either remove the attribute from the parameter or make the parameter an array parameter.',
  countExact: (n: number, len: number) => `The parameter requires exactly ${n} value(s) - ${len} value(s) were provided.`,
  countRange: (min: number, max: number, len: number) => `The parameter requires at least ${min} value(s) and no more than ${max} value(s) - ${len} value(s) were provided.`,
  rangeType: (type: string) => `The argument cannot be validated because its type "${type}" is not the same type (Int32) as the maximum and minimum limits of the parameter. Make sure the argument is of type Int32 and then try the command again.`,
  Positive: (v: string) => `The argument "${v}" cannot be validated because its value is not greater than zero.`,
  NonNegative: (v: string) => `The argument "${v}" cannot be validated because its value is not greater than or equal to zero.`,
  Negative: (v: string) => `The argument "${v}" cannot be validated because its value is not less than zero.`,
  NonPositive: (v: string) => `The argument "${v}" cannot be validated because its value is not less than or equal to zero.`,
};

const isNull = (v: unknown) => v === null || v === undefined;

const onParameter = (name: string) => `Cannot validate argument on parameter '${name}'. `;

function failed(target: BindingTarget, p: ParameterDeclaration, message: string, item: unknown = null): ErrorRecord {
  const exception = new PSException(VALIDATION_EXCEPTION, onParameter(p.name) + message, null);
  return new ErrorRecord(exception, `ParameterArgumentValidationError,${target.errorIdSuffix}`, 'InvalidData', item);
}

/**
 * Checks one bound value (`value` converted, `raw` as given); returns the error record, or null when valid.
 * Attributes that look at each element (Set, Pattern, Range, Length, Script) enumerate an array.
 */
export function validate(target: BindingTarget, p: ParameterDeclaration, value: unknown, raw: unknown = value): ErrorRecord | null {
  if (p.unsupportedAttribute) return failed(target, p, p.unsupportedAttribute);
  const mandatory = validateMandatory(target, p, raw, value);
  if (mandatory) return mandatory;
  const nullish = validateNullish(p, value);
  if (nullish) return failed(target, p, nullish);
  if (p.validateCount) {
    const problem = countProblem(p.validateCount, value);
    if (problem) return failed(target, p, problem);
  }
  if (!hasElementRules(p)) return null;
  if (isNull(value)) return failed(target, p, text.notNullOrEmptyCollection);
  const items = Array.isArray(value) ? value : [value];
  for (const item of items) {
    const problem = elementProblem(target, p, item);
    if (problem) return failed(target, p, problem, item);
  }
  return null;
}

/**
 * The attribute's own message for a value that fails validation, or null: what a class property with validation
 * attributes reports (about_Classes_Properties), which is no parameter.
 */
export function validationMessage(target: BindingTarget, p: ParameterDeclaration, value: unknown): string | null {
  const record = validate(target, p, value);
  if (record === null) return null;
  const message = record.exception.message;
  return message.startsWith(onParameter(p.name)) ? message.slice(onParameter(p.name).length) : message;
}

function hasElementRules(p: ParameterDeclaration): boolean {
  return p.validateSet !== undefined || p.validatePattern !== undefined || p.validateRange !== undefined
    || p.validateRangeKind !== undefined || p.validateLength !== undefined || p.validateScript !== undefined;
}

/** One element against ValidatePattern, ValidateSet, ValidateRange, ValidateLength and ValidateScript. */
function elementProblem(target: BindingTarget, p: ParameterDeclaration, item: unknown): string | null {
  if (isNull(item)) return text.notNull;
  const itemText = toStringValue(item);
  const custom = p.validateErrorMessages;
  if (p.validatePattern !== undefined && execAt(compileRegex(p.validatePattern, true), itemText) === null) {
    return formatOperator(custom?.pattern ?? text.pattern, [itemText, p.validatePattern]);
  }
  if (p.validateSet) {
    const same = p.validateSetCaseSensitive ? (s: string) => s === itemText : (s: string) => s.toLowerCase() === itemText.toLowerCase();
    if (!p.validateSet.some(same)) return formatOperator(custom?.set ?? text.set, [itemText, p.validateSet.join(',')]);
  }
  if (p.validateRange || p.validateRangeKind) {
    const problem = rangeProblem(p, item, itemText);
    if (problem) return problem;
  }
  if (p.validateLength) {
    if (typeof item !== 'string') return text.lengthNotString;
    const [min, max] = p.validateLength;
    if (item.length < min) return text.tooShort(min, item.length);
    if (item.length > max) return text.tooLong(max, item.length);
  }
  if (p.validateScript) return scriptProblem(target, p, p.validateScript, item, itemText);
  return null;
}

/** ValidateRange: the element converted to a number (a string that is not one is a type error), then compared. */
function rangeProblem(p: ParameterDeclaration, item: unknown, itemText: string): string | null {
  let n: number;
  if (isNumeric(item)) n = numberOf(item);
  else if (typeof item === 'string' && item.trim() !== '' && Number.isFinite(Number(item))) n = Number(item);
  else return text.rangeType(typeof item === 'string' ? 'String' : 'Object');
  const shown = isNumeric(item) ? itemText : String(n);
  if (p.validateRangeKind) {
    const kind = p.validateRangeKind;
    const bad = kind === 'Positive' ? n <= 0 : kind === 'NonNegative' ? n < 0 : kind === 'Negative' ? n >= 0 : n > 0;
    return bad ? text[kind](shown) : null;
  }
  const [min, max] = p.validateRange!;
  if (n < min) return messages.belowRangeText(shown, min);
  if (n > max) return messages.aboveRangeText(shown, max);
  return null;
}

/** ValidateScript: `$_` is the element; a false result, or an error the block throws, refuses it. */
function scriptProblem(target: BindingTarget, p: ParameterDeclaration, block: ScriptBlockValue, item: unknown, itemText: string): string | null {
  if (!target.invoke) return null;
  let result: unknown[];
  try {
    result = target.invoke(block, item);
  } catch (e) {
    // The classic idiom `{ if (...) { $true } else { throw 'why' } }`: the thrown message is the validation message.
    if (e instanceof TerminatingError) return e.record.exception.message;
    throw e;
  }
  const ok = result.length === 0 ? false : result.length === 1 ? toBoolean(result[0]) : true;
  return ok ? null : formatOperator(p.validateErrorMessages?.script ?? text.script, [itemText, scriptBlockText(block)]);
}

function countProblem([min, max]: readonly [number, number], value: unknown): string | null {
  if (!isNull(value) && !Array.isArray(value)) return text.countNotArray;
  const len = Array.isArray(value) ? value.length : 0;
  if (min === max && len !== max) return text.countExact(max, len);
  if (len < min || len > max) return text.countRange(min, max, len);
  return null;
}

/** [ValidateNotNull()], [ValidateNotNullOrEmpty()], [ValidateNotNullOrWhiteSpace()]: the value, or an array's elements. */
function validateNullish(p: ParameterDeclaration, value: unknown): string | null {
  const whiteSpace = !!p.validateNotNullOrWhiteSpace;
  if (!p.validateNotNull && !p.validateNotNullOrEmpty && !whiteSpace) return null;
  const blank = (s: string) => (whiteSpace ? s.trim() === '' : s === '');
  if (isNull(value)) return p.validateNotNull ? text.notNull : text.notNullOrEmpty;
  if (typeof value === 'string') {
    if ((p.validateNotNullOrEmpty || whiteSpace) && blank(value)) return whiteSpace ? text.notWhiteSpace : text.notNullOrEmpty;
    return null;
  }
  if (!Array.isArray(value)) return null;
  if (p.validateNotNull && value.some(isNull)) return text.notNullCollection;
  if (!p.validateNotNullOrEmpty && !whiteSpace) return null;
  if (value.length === 0 || value.some(isNull)) return text.notNullOrEmptyCollection;
  if (value.some((v) => typeof v === 'string' && blank(v))) return whiteSpace ? text.notWhiteSpaceCollection : text.notNullOrEmptyCollection;
  return null;
}

/**
 * A mandatory parameter refuses $null, '' for a string, and for an array an empty one or a $null (or '') element,
 * unless [AllowNull()], [AllowEmptyString()] or [AllowEmptyCollection()] lets it (PowerShell's binder checks this
 * after conversion, elements first; docs/language.md, "Mandatory parameters").
 */
function validateMandatory(target: BindingTarget, p: ParameterDeclaration, raw: unknown, value: unknown): ErrorRecord | null {
  if (!p.mandatory || p.type === 'switch') return null;
  const refused = (id: string, message: (name: string) => string) => {
    const record = bindingRecord(target, id, message(p.name), 'InvalidData');
    return new ErrorRecord(new PSException(VALIDATION_EXCEPTION, record.message, null), record.fullyQualifiedErrorId, 'InvalidData');
  };
  if (isNull(raw) && !p.allowNull) return refused('ParameterArgumentValidationErrorNullNotAllowed', messages.nullNotAllowed);
  if (value === '' && p.type === 'string' && !p.allowEmptyString) {
    return refused('ParameterArgumentValidationErrorEmptyStringNotAllowed', messages.emptyStringNotAllowed);
  }
  if (!p.type.endsWith('[]') || !Array.isArray(value)) return null;
  const element = p.type.slice(0, -2);
  // A value type's elements (int, byte) cannot be $null: only reference-type elements are looked at.
  const elementRules = !p.allowNull || (element === 'string' && !p.allowEmptyString);
  if (elementRules && (element === 'object' || element === 'string' || element === 'scriptblock' || element === 'hashtable')) {
    // PowerShell converts each element but leaves a $null one $null, so it is judged before conversion.
    const rawItems = Array.isArray(raw) && raw.length === value.length ? raw : value;
    for (const [i, item] of value.entries()) {
      const nullItem = isNull(item) || isNull(rawItems[i]);
      if (nullItem && !p.allowNull) return refused('ParameterArgumentValidationErrorNullNotAllowed', messages.nullNotAllowed);
      if (item === '' && element === 'string' && !p.allowEmptyString) {
        return refused('ParameterArgumentValidationErrorEmptyStringNotAllowed', messages.emptyStringNotAllowed);
      }
    }
  }
  if (value.length === 0 && !p.allowEmptyCollection) return refused('ParameterArgumentValidationErrorEmptyArrayNotAllowed', messages.emptyArrayNotAllowed);
  return null;
}
