// What the commands use of the values module: its public surface (index.ts, which also loads the member tables),
// plus the wildcard compiler it keeps internal.
export {
  compareValues, equalValues, fromJson, getMember, hasProperty, JsonParseError, propertyNamesOf, toBoolean, toJsonResult,
  toStringValue, convertTo, formatOperator, localDateTime, formatDateTime,
} from '../values/index.js';
export type { JsonResult } from '../values/index.js';
export { compileWildcard as compileWildcardRegex } from '../values/regex.js';
