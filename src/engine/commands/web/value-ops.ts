// The one door from the web cmdlets to the values module (conversions, JSON, the member table), so a change of
// that surface is absorbed here.
export { toStringValue, toJson, fromJson } from '../../values/index.js';
export { registerMembers } from '../../values/member-registry.js';
