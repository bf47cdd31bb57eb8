// The one door from the interpreter to the values module (conversions, operators, members, JSON):
// value semantics live there; this file only names what the interpreter uses, so a change of that surface is
// absorbed here.
import type { Host } from '../host.js';
import type { PSHashtable, ScriptBlockValue } from '../values/types.js';

/** What value operations may call back into (the ValueContext agreed with the values module). */
export interface ValueContext {
  host: Host;
  setMatches(m: PSHashtable | null): void;
  invokeScriptBlock(sb: ScriptBlockValue, dollarUnder: unknown, args: unknown[]): unknown[];
  /**
   * `[scriptblock]::Create(text)`: parses text into a script block, or throws the parse error's message. Optional:
   * the interpreter offers it (it owns the parser); without it Create reports that it is unavailable.
   */
  parseScriptBlock?(text: string): ScriptBlockValue;
}

export {
  toBoolean, toStringValue, toNumber, convertTo, isInstanceOf, typeNameOf, resolveType,
  binaryOperation, unaryOperation, compareValues, equalValues,
  getMember, setMember, invokeMethod, getStaticMember, invokeStaticMethod, getIndex, setIndex,
  toJson, fromJson, enumerate, exceptionBasesOf, numberFromLiteral,
} from '../values/index.js';
