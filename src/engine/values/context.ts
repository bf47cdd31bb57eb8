// What value operations may call back into: the host (clock, random), $Matches, and script blocks (ForEach/Where
// methods, -replace with a script block). The interpreter builds one per run; values never keep it.
import type { Host } from '../host.js';
import type { PSHashtable, ScriptBlockValue } from './types.js';
import type { TypeRegistry } from './user-types.js';

export interface ValueContext {
  host: Host;
  /** The types the session's scripts defined (about_Classes, about_Enum); absent outside a session. */
  types?: TypeRegistry;
  setMatches(m: PSHashtable | null): void;
  invokeScriptBlock(sb: ScriptBlockValue, dollarUnder: unknown, args: unknown[]): unknown[];
  /** A ScriptProperty or ScriptMethod body: runs in a new scope with `$this` set to the object (about_Automatic_Variables).
   * Optional: contexts made outside a running script (conversions at binding) have no scope to run in. */
  invokeMember?(sb: ScriptBlockValue, thisValue: unknown, args: unknown[]): unknown[];
  /**
   * `[scriptblock]::Create(text)`: parses text into a script block, or throws the parse error's message. Optional:
   * the interpreter offers it (it owns the parser); without it Create reports that it is unavailable.
   */
  parseScriptBlock?(text: string): ScriptBlockValue;
  /**
   * `$sb.GetNewClosure()` (about_Script_Blocks): a copy of the block bound to a new scope holding copies of the current
   * scope's variables. Optional for the same reason as invokeMember; without it the block is returned as is.
   */
  newClosure?(sb: ScriptBlockValue): ScriptBlockValue;
}
