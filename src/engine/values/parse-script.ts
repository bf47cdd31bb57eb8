// The engine's parse: grammar's parse(), which answers from its arguments alone, given the type table's exception
// hierarchy (the catch-order check, ExceptionTypeAlreadyCaught), so every stage of the engine parses a script the same
// way; and this realm's one cache of endpoint scripts, parsed so (protocol/endpoint-script.ts).
import { parse, type ParseResult } from '../../../grammar/index.js';
import { ScriptCache } from '../protocol/endpoint-script.js';
import { catchTypes } from './type-table.js';

export function parseScript(source: string): ParseResult {
  return parse(source, { catchTypes });
}

/**
 * This realm's endpoint scripts. Bounded, so a server with many endpoints cannot grow an isolate's heap without end;
 * a script evicted is parsed again on its next call.
 */
export const endpointScripts = new ScriptCache(256, parseScript);
