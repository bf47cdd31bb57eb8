// Small helpers the member tables share: argument conversion as .NET method binding does it, and .NET's Equals.
import { convertTo, toBoolean, toNumber } from './conversions.js';
import { toStringValue } from './to-string.js';
import { PSChar, PSDateTime, PSGuid, PSTimeSpan } from './types.js';
import { methodException, overloadError } from './value-errors.js';

/** Checks the argument count against the overloads a method has (PowerShell's MethodCountCouldNotFindBest). */
export function arity(name: string, args: unknown[], min: number, max = min): void {
  if (args.length < min || args.length > max) throw overloadError(name, args.length);
}

export function intArg(args: unknown[], i: number): number { return convertTo(args[i], 'System.Int32') as number; }
export function numArg(args: unknown[], i: number): number { return toNumber(args[i], 'System.Double'); }
export function strArg(args: unknown[], i: number): string { return toStringValue(args[i]); }
export function boolArg(args: unknown[], i: number): boolean { return toBoolean(args[i]); }

/** A StringComparison argument: true when it asks to ignore case. */
export function ignoresCase(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  return /ignorecase/i.test(toStringValue(v));
}

/** char[] arguments arrive as a string, a char, or an array of either. */
export function charSet(args: unknown[]): Set<string> {
  const set = new Set<string>();
  for (const a of args.flat()) for (const c of a instanceof PSChar ? [String.fromCharCode(a.code)] : [...toStringValue(a)]) set.add(c);
  return set;
}

export function argOutOfRange(name: string, argc: number, message: string, param: string): never {
  throw methodException(name, argc, 'System.ArgumentOutOfRangeException', `${message} (Parameter '${param}')`);
}

/** Object.Equals: same type and value (strings ordinal), otherwise identity. */
export function dotnetEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof PSChar && b instanceof PSChar) return a.code === b.code;
  if (a instanceof PSDateTime && b instanceof PSDateTime) return a.epochMs === b.epochMs;
  if (a instanceof PSTimeSpan && b instanceof PSTimeSpan) return a.ms === b.ms;
  if (a instanceof PSGuid && b instanceof PSGuid) return a.value === b.value;
  return false;
}
