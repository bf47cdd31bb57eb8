// Everything the commands use of the values module, in one place: its public surface (index.ts, which also loads the
// member tables) plus a few helpers it keeps internal (wildcards, date parts). A change of that module's surface is
// absorbed here.
export {
  compareValues, convertTo, equalValues, formatDateTime, formatOperator, fromJson, getMember, hasProperty, invokeStaticMethod,
  isInstanceOf, JsonParseError, localDateTime, parseDateTime, propertyNamesOf, resolveTypeName, setMember, toBoolean, toJsonResult,
  toStringValue, typeNameOf, positionMessage, categoryString, hresultOf, toNumber, isNumeric, numberOf, dotnetToString,
} from '../values/index.js';
export type { JsonResult } from '../values/index.js';
export { compileWildcard as compileWildcardRegex } from '../values/regex.js';
export { findMethod, listMembers, registerMembers } from '../values/member-registry.js';
export type { MemberListing } from '../values/member-registry.js';
export { shortTypeName } from '../values/type-table.js';
export { DAYS, MONTHS, dateParts, fromWall } from '../values/date-time.js';
export type { DateParts } from '../values/date-time.js';
