// The one door from the web cmdlets to the values module (conversions, JSON, the member and static tables), so a
// change of that surface is absorbed here.
export { toStringValue, toJson, fromJson, registerMembers, defineStatic, dotnetToString } from '../../values/index.js';
