// The values module's public surface, its one door (docs/contract.md 5: values, operators, members, JSON). Loading it
// installs nothing: createSession installs the member tables, with the later stages' own, in their stated order
// (member-tables.ts); a caller without a session calls installMemberTables() itself.
export { parseScript, endpointScripts } from './parse-script.js';
export { installMemberTables, type LaterTables } from './member-tables.js';
export { EngineIntrinsics } from './engine-intrinsics.js';

export type { ValueContext } from './context.js';
export { toBoolean, toNumber, toNumeric, convertTo, convertAs, toArray, toCustomObject, parseNumberString, parseGuid } from './conversions.js';
export { toStringValue, elementString, scriptBlockText, scriptBlockBody } from './to-string.js';
export { typeNameOf, resolveType, resolveTypeName, typeChainOf, exceptionBasesOf, shortTypeName, knownTypeNames, catchTypes } from './type-table.js';
export { binaryOperation, unaryOperation } from './operators.js';
export { compareValues, equalValues } from './comparison.js';
export { getMember, setMember, invokeMethod, hasMethod, hasProperty, hasMemberStrict, propertyNames, propertyValue, readComputedProperties } from './member-access.js';
export { propertyNamesOf, findMethod, listMembers, tableAdder, type MemberDefinition, type MemberTable, type MemberListing } from './member-registry.js';
export { getStaticMember, invokeStaticMethod, setStaticMember, staticAdder, type StaticMembers } from './static-members.js';
export { TypeRegistry, UserClassType, PSClassInstance, userTypeName, type UserType, type UserEnumType, type ClassMethod, type ClassProperty, type ClassRuntime } from './user-types.js';
export { toEnum, enumName } from './enums.js';
export { overloadError, invalidCastError, argumentConversionError, classPropertyNotFound, typeNotFound } from './value-errors.js';
export { defaultValueOf } from './conversions.js';
export { getIndex, setIndex, enumerate } from './indexing.js';
export { PSEnumerator } from './enumerator.js';
export { toJson, toJsonResult, jsonQuote, applyEscapeHandling, type JsonOptions, type JsonResult } from './json-write.js';
export { fromJson, jsonToValue, JsonParseError, JSON_MAX_DEPTH, jsonNestingExceeds, isStrictJson, type FromJsonOptions } from './json-read.js';
export { localDateTime, formatDateTime, parseDateTime, formatTimeSpan, DAYS, MONTHS, dateParts, fromWall, wallMs, type DateParts } from './date-time.js';
export { formatPSNumber, formatNumber, roundHalfEven } from './number-format.js';
export { formatOperator } from './string-operators.js';
export { limitAllocations, heapNearlyFull } from './allocation-limit.js';
export { newGuid } from './static-objects.js';
export { dotnetToString, PSObjectView, PSPropertyInfo } from './members-common.js';
export { DictionaryEntry } from './members-collections.js';
export { CategoryInfoValue, InvocationInfoValue, positionMessage, categoryString, hresultOf } from './members-errors.js';
export { PSList, PSRegex, PSStringBuilder, PSTypedArray, RegexGroup, RegexMatch } from './runtime-classes.js';
export { isInstanceOf } from './is-instance.js';
export { compileWildcard, wildcardMatch, hasWildcard, compileRegex, dotNetPatternSource, execAt, allMatches, toMatchObject } from './regex.js';
export { compareVersion, parseVersion, PS_VERSION } from './ps-version.js';
export { PSSwitch } from './switch-parameter.js';
export { collectionModified, enumerationSource } from './enumeration-source.js';
export { createPSStyle } from './ps-style.js';
export { numberFromLiteral, isNumeric, numberOf, double, int64, type Numeric } from './numbers.js';
export { joinProviderPath, parentProviderPath, leafProviderPath, pathQualifier, isAbsoluteProviderPath, providerPath, extensionAt, fileNameWithoutExtension, pathInfo } from './path-text.js';
export { encodeValueData, decodeValueData, type EncodeResult } from './value-data.js';
export { urlEncode, urlDecode, htmlEncode, htmlDecode } from './url-encoding.js';

import { PSHashtable } from './types.js';

/** `[ordered]@{...}`: the interpreter builds the literal into this (keys in written order). */
export function newOrderedHashtable(): PSHashtable {
  return new PSHashtable(true);
}
export { currentCulture, CURRENT_CULTURE_NAME, toTitleCase } from './culture.js';
