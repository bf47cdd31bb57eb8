// An endpoint's script as the runner sees it: the -Endpoint block's text (braces included) parsed alone, so that
// line 1 is the line of the opening `{` (docs/contract.md 4.5). The braces are replaced by spaces rather than cut, so every
// line and column of the body stays where it was in the block.
import type { ScriptBlock, ParseError, ParseResult } from '../../../grammar/ast.js';

export interface PreparedScript {
  ast: ScriptBlock;
  errors: readonly ParseError[];
}

/** The source the runner parses: `{ body }` becomes ` body ` (same length, same lines); a -Path file is parsed as it is. */
export function endpointSource(blockText: string, isFile = false): string {
  if (isFile) return blockText;
  const text = blockText.trim() === blockText ? blockText : blockText.trim();
  if (text.startsWith('{') && text.endsWith('}')) return ' ' + text.slice(1, -1) + ' ';
  return text;
}

/**
 * Parsed endpoint scripts, least recently used dropped first: the one cache of endpoint scripts, one per realm (the
 * shell's worker, the main thread, each isolate), so that a realm parses a given script at most once. Its one key is
 * the script's text and form (a -Path file and a block of the same text parse differently: the block's braces are not
 * code). It holds only immutable ASTs, so sharing it between runs leaks no state from one request to the next (each
 * run has its own session).
 */
export class ScriptCache {
  private readonly entries = new Map<string, PreparedScript>();
  /** `parse` is the engine's (values/parse-script.ts), which holds the realm's one instance, `endpointScripts`. */
  constructor(private readonly capacity: number, private readonly parse: (source: string) => ParseResult) {}

  get(blockText: string, isFile = false): PreparedScript {
    const key = isFile ? '\0' + blockText : blockText;
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const { ast, errors } = this.parse(endpointSource(blockText, isFile));
    const prepared: PreparedScript = { ast, errors };
    this.entries.set(key, prepared);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return prepared;
  }
}

/** "At line:2 char:5" form of a parse error, for New-SvcEndpoint and the runner. */
export function describeParseError(error: ParseError): string {
  return `At line:${error.line} char:${error.column}: ${error.message}`;
}
