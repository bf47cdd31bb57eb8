// PowerShell's runtime error shapes for value operations (about_Type_Conversion, about_Methods): one function per
// kind of failure, so messages and FullyQualifiedErrorIds stay identical wherever they are raised.
import { ErrorRecord, PSException, TerminatingError, runtimeError, type ErrorCategory } from '../errors/error-record.js';

const RUNTIME = 'System.Management.Automation.RuntimeException';

/** A terminating error whose exception wraps a .NET exception (InnerException), as PowerShell reports them. */
export function wrappedError(
  message: string, errorId: string, category: ErrorCategory, innerType: string, innerMessage = message,
  outerType = RUNTIME, targetObject: unknown = null,
): TerminatingError {
  const inner = new PSException(innerType, innerMessage, null);
  const ex = new PSException(outerType, message, inner);
  return new TerminatingError(new ErrorRecord(ex, errorId, category, targetObject));
}

/** `Cannot convert value "abc" to type "System.Int32". Error: "Input string was not in a correct format."` */
export function conversionError(display: string, typeName: string, reason: string, errorId: string): TerminatingError {
  const message = `Cannot convert value "${display}" to type "${typeName}". Error: "${reason}"`;
  return wrappedError(message, errorId, 'InvalidArgument', 'System.Management.Automation.PSInvalidCastException');
}

/** `Cannot convert the "x" value of type "T" to type "U".` (no conversion exists) */
export function invalidCastError(display: string, fromType: string, typeName: string): TerminatingError {
  const message = `Cannot convert the "${display}" value of type "${fromType}" to type "${typeName}".`;
  return wrappedError(message, 'ConvertToFinalInvalidCastException', 'InvalidArgument',
    'System.Management.Automation.PSInvalidCastException');
}

export const BAD_FORMAT = 'Input string was not in a correct format.';

export function methodNotFound(typeName: string, name: string): TerminatingError {
  return runtimeError(`Method invocation failed because [${typeName}] does not contain a method named '${name}'.`,
    'MethodNotFound', 'InvalidOperation');
}

export function nullMethodCall(): TerminatingError {
  return runtimeError('You cannot call a method on a null-valued expression.', 'InvokeMethodOnNull', 'InvalidOperation');
}

/** A .NET exception thrown inside a method: `Exception calling "Add" with "2" argument(s): "..."`. */
export function methodException(name: string, argCount: number, innerType: string, innerMessage: string): TerminatingError {
  const message = `Exception calling "${name}" with "${argCount}" argument(s): "${innerMessage}"`;
  const shortId = innerType.slice(innerType.lastIndexOf('.') + 1);
  return wrappedError(message, shortId, 'NotSpecified', innerType, innerMessage,
    'System.Management.Automation.MethodInvocationException');
}

/** Wrong argument count: `Cannot find an overload for "Substring" and the argument count: "3".` */
export function overloadError(name: string, argCount: number): TerminatingError {
  return wrappedError(`Cannot find an overload for "${name}" and the argument count: "${argCount}".`,
    'MethodCountCouldNotFindBest', 'NotSpecified', 'System.Management.Automation.MethodException', undefined,
    'System.Management.Automation.MethodException');
}

export function divideByZero(): TerminatingError {
  return wrappedError('Attempted to divide by zero.', 'RuntimeException', 'NotSpecified', 'System.DivideByZeroException');
}

export function nullArrayIndex(): TerminatingError {
  return runtimeError('Cannot index into a null array.', 'NullArray', 'InvalidOperation');
}

export function typeNotFound(name: string): TerminatingError {
  return runtimeError(`Unable to find type [${name}].`, 'TypeNotFound', 'InvalidOperation');
}

/** Two primitive operands no conversion makes an operation of (`$true * $true`): PowerShell's NotADefinedOperationForType. */
export function operationNotDefined(leftType: string, op: string, rightType: string): TerminatingError {
  return runtimeError(`The operation '[${leftType}] ${op} [${rightType}]' is not defined.`, 'NotADefinedOperationForType', 'InvalidOperation');
}

export function operatorNotSupported(typeName: string, opMethod: string): TerminatingError {
  return methodNotFound(typeName, opMethod);
}

export function argumentError(message: string, errorId = 'System.ArgumentException'): TerminatingError {
  return wrappedError(message, errorId, 'OperationStopped', 'System.ArgumentException');
}

/** A method argument that does not convert to its parameter's type (PowerShell's MethodArgumentConversionInvalidCastArgument). */
export function argumentConversionError(parameter: string, value: unknown, method: string, typeName: string, reason: string): TerminatingError {
  const shown = value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  const message = `Cannot convert argument "${parameter}", with value: "${shown}", for "${method}" to type "${typeName}": "${reason}"`;
  return wrappedError(message, 'MethodArgumentConversionInvalidCastArgument', 'NotSpecified', 'System.Management.Automation.PSInvalidCastException',
    reason, 'System.Management.Automation.MethodException');
}

/**
 * `[C]@{ Missing = 1 }` (about_Classes): a key that is no property of the class. PowerShell lists the properties
 * the class has, each with its type.
 */
export function classPropertyNotFound(className: string, key: string, properties: readonly { name: string; typeName: string | null }[]): TerminatingError {
  const list = properties.map((p) => `[${p.name} <${p.typeName ?? 'System.Object'}>]`).join(' , ');
  const message = `Cannot create object of type "${className}". The ${key} property was not found for the ${className} object. The available property is: ${list}`;
  return wrappedError(message, 'ObjectCreationError', 'InvalidArgument', 'System.InvalidCastException', message, 'System.Management.Automation.PSInvalidCastException');
}
