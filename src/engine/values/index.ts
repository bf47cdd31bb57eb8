// The values module's public surface (docs/contract.md 5: values, operators, members, JSON). The member modules are imported
// for their registrations, in order: specific tables first, the members every value has (members-common) last.
import './members-string.js';
import './members-collections.js';
import './members-time.js';
import './members-errors.js';
import './members-misc.js';
import './static-core.js';
import './static-objects.js';
import './members-common.js';

export type { ValueContext } from './context.js';
export { toBoolean, toNumber, toNumeric, convertTo, convertAs, toArray, toCustomObject, parseNumberString, parseGuid } from './conversions.js';
export { toStringValue, elementString, scriptBlockText } from './to-string.js';
export { typeNameOf, resolveType, resolveTypeName, typeChainOf, exceptionBasesOf } from './type-table.js';
export { binaryOperation, unaryOperation } from './operators.js';
export { compareValues, equalValues } from './comparison.js';
export { getMember, setMember, invokeMethod, hasProperty } from './member-access.js';
export { registerMembers, propertyNamesOf, type MemberDefinition } from './member-registry.js';
export { getStaticMember, invokeStaticMethod, defineStatic } from './static-members.js';
export { getIndex, setIndex, enumerate } from './indexing.js';
export { toJson, toJsonResult, jsonQuote, type JsonOptions, type JsonResult } from './json-write.js';
export { fromJson, JsonParseError, JSON_MAX_DEPTH, jsonNestingExceeds, type FromJsonOptions } from './json-read.js';
export { localDateTime, formatDateTime, parseDateTime, formatTimeSpan } from './date-time.js';
export { formatPSNumber, formatNumber, roundHalfEven } from './number-format.js';
export { formatOperator } from './string-operators.js';
export { newGuid, defineExceptionConstructor } from './static-objects.js';
export { dotnetToString, PSObjectView, PSPropertyInfo } from './members-common.js';
export { DictionaryEntry } from './members-collections.js';
export { CategoryInfoValue, InvocationInfoValue, positionMessage, categoryString, hresultOf } from './members-errors.js';
export { PSList, PSRegex, PSStringBuilder, PSTypedArray, RegexGroup, RegexMatch } from './runtime-classes.js';
export { isInstanceOf } from './is-instance.js';
export { numberFromLiteral, isNumeric, numberOf, double, int64, type Numeric } from './numbers.js';

import { PSHashtable } from './types.js';

/** `[ordered]@{...}`: the interpreter builds the literal into this (keys in written order). */
export function newOrderedHashtable(): PSHashtable {
  return new PSHashtable(true);
}
