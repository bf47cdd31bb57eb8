// $PSDefaultParameterValues (about_Parameters_Default_Values): a hashtable of "CommandName:ParameterName" keys (the
// command part may hold wildcards) and values, bound by the binder to cmdlets and advanced functions for parameters
// the call leaves unbound. A script-block value runs and its result is the default (wrap a block in another block to
// pass a block); `Disabled = $true` turns every entry off.
import type { Frame } from './frame.js';
import { getVariableByName } from './variables.js';
import { PSHashtable, ScriptBlockValue } from '../values/types.js';
import { toBoolean, toStringValue, wildcardMatch } from '../values/index.js';
import { invokeScriptBlockCollect } from './invoke.js';

/** The entries for `commandName`, or null when none apply (the common case: no such variable). */
export function parameterDefaults(f: Frame, commandName: string): [string, unknown][] | null {
  const table = getVariableByName(f, 'PSDefaultParameterValues').value;
  if (!(table instanceof PSHashtable) || table.count === 0) return null;
  let out: [string, unknown][] | null = null;
  for (const [key, value] of table.entries()) {
    const text = toStringValue(key);
    if (text.toLowerCase() === 'disabled') {
      if (toBoolean(value)) return null;
      continue;
    }
    const colon = text.indexOf(':');
    if (colon <= 0) continue;
    const command = text.slice(0, colon).trim();
    const parameter = text.slice(colon + 1).trim();
    if (parameter === '' || !wildcardMatch(commandName, command)) continue;
    (out ??= []).push([parameter, value instanceof ScriptBlockValue ? blockResult(f, value) : value]);
  }
  return out;
}

function blockResult(f: Frame, block: ScriptBlockValue): unknown {
  const r = invokeScriptBlockCollect(f, block, undefined, []);
  return r.length === 0 ? null : r.length === 1 ? r[0] : r;
}
