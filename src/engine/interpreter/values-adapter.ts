// The one door from the interpreter to the values module (conversions, operators, members, JSON):
// value semantics live there; this file only names what the interpreter uses, so a change of that surface is
// absorbed here.

/** What value operations may call back into: declared once, by the values module. */
export type { ValueContext } from '../values/index.js';

export {
  toBoolean, toStringValue, toNumber, convertTo, isInstanceOf, typeNameOf, resolveType,
  binaryOperation, unaryOperation, compareValues, equalValues,
  getMember, setMember, invokeMethod, getStaticMember, invokeStaticMethod, getIndex, setIndex,
  toJson, fromJson, enumerate, exceptionBasesOf, numberFromLiteral,
} from '../values/index.js';
