// The public surface of grammar/: parse(source, options) -> { ast, errors }. It never throws, and it answers from its
// arguments alone: what the parser must know of the engine (the exception hierarchy, for the catch-order check) is
// passed in as an option, never installed by loading another module.
import type { ISerializedGast } from 'chevrotain';
import type { Expression, ParseError, ParseResult, ScriptBlock, StatementBlock } from './ast.js';
import type { PendingString } from './expression-parser.js';
import { MAX_NESTING, NESTING_TOO_DEEP, tokenize } from './lexer.js';
import { fromException, fromLexError, Locator, makeError } from './parse-errors.js';
import { PowerShellParser, TooManyParseErrors } from './parser.js';
import { semanticErrors } from './semantic-checks.js';
import { noCatchTypes, type CatchTypeResolver } from './semantic-checks-flow.js';
import { contentOf, expandParts } from './strings.js';

export * from './ast.js';

let instance: PowerShellParser | null = null;
/** Scripts this realm has parsed (calls of parse), for the tests that an endpoint script is parsed once per realm. */
let parses = 0;

export function parseCount(): number {
  return parses;
}

/** The parser is built once, on first use (Chevrotain's self-analysis takes some milliseconds). */
function getParser(): PowerShellParser {
  instance ??= new PowerShellParser();
  return instance;
}

/** The grammar for railroad diagrams (scripts/gen-docs.mjs). */
export function getSerializedGrammar(): ISerializedGast[] {
  return getParser().getSerializedGastProductions();
}

interface Context {
  readonly source: string;
  readonly errors: ParseError[];
  loc: Locator | null;
  /** How deep runParser is: 1 for the script, one more per `$( )` inside a string (bounded like bracket nesting). */
  depth: number;
}

function locator(ctx: Context): Locator {
  ctx.loc ??= new Locator(ctx.source);
  return ctx.loc;
}

export interface ParseOptions {
  /** The exception hierarchy for ExceptionTypeAlreadyCaught (the engine's type table); without it, names alone. */
  readonly catchTypes?: CatchTypeResolver;
}

export function parse(source: string, options: ParseOptions = {}): ParseResult {
  parses++;
  const ctx: Context = { source: String(source ?? ''), errors: [], loc: null, depth: 0 };
  try {
    const parts = runParser(ctx, 0, ctx.source.length, true) as ReturnType<PowerShellParser['script']> | undefined;
    const extent = locator(ctx).extent(0, ctx.source.length);
    const ast: ScriptBlock = {
      kind: 'ScriptBlock', paramBlock: parts?.paramBlock ?? null, beginBlock: parts?.beginBlock ?? null,
      processBlock: parts?.processBlock ?? null, endBlock: parts?.endBlock ?? emptyBlock(ctx), cleanBlock: parts?.cleanBlock ?? null,
      text: ctx.source, extent,
    };
    // Semantic errors only when the syntax is sound (PowerShell reports them from a complete tree).
    if (ctx.errors.length === 0) {
      for (const e of semanticErrors(ast, options.catchTypes ?? noCatchTypes)) ctx.errors.push(makeError(locator(ctx), e.id, e.message, e.at.startOffset, e.at.endOffset, false));
    }
    return { ast, errors: sortErrors(ctx.errors) };
  } catch (err) {
    instance = null; // a parser left in a bad state is rebuilt on the next call
    // Nesting the lexer's limit does not count (strings inside `$( )` inside strings...) can still exhaust the stack.
    const [id, message] = err instanceof RangeError && /call stack/i.test(err.message)
      ? [NESTING_TOO_DEEP, 'The script is nested too deeply to parse.']
      : ['InternalParserError', `Internal parser error: ${err instanceof Error ? err.message : String(err)}`];
    const loc = new Locator(ctx.source);
    return {
      ast: { kind: 'ScriptBlock', paramBlock: null, beginBlock: null, processBlock: null, endBlock: null, cleanBlock: null, text: ctx.source,
        extent: loc.extent(0, ctx.source.length) },
      errors: [makeError(loc, id, message, 0, 0, false)],
    };
  }
}

function emptyBlock(ctx: Context): StatementBlock {
  return { kind: 'StatementBlock', statements: [], traps: [], extent: locator(ctx).extent(0, ctx.source.length) };
}

/** Lexes and parses source[from, to): the whole script, or the inside of a `$( )` in a string. */
function runParser(ctx: Context, from: number, to: number, whole: boolean): unknown {
  ctx.depth++;
  try {
    return parseRange(ctx, from, to, whole);
  } finally {
    ctx.depth--;
  }
}

function parseRange(ctx: Context, from: number, to: number, whole: boolean): unknown {
  const [line, column] = from === 0 ? [1, 1] : locator(ctx).position(from);
  const lex = tokenize(ctx.source, from, to, line, column);
  const tooDeep = lex.errors.find((e) => e.id === NESTING_TOO_DEEP);
  if (tooDeep !== undefined || ctx.depth > MAX_NESTING) {
    // Refused before parsing: no recovery work proportional to the depth, no recursion per level.
    const at = tooDeep ?? { id: NESTING_TOO_DEEP, message: `The script is nested too deeply: more than ${MAX_NESTING} levels of strings with subexpressions.`, start: from, end: from + 1, incomplete: false };
    if (!ctx.errors.some((e) => e.id === NESTING_TOO_DEEP)) ctx.errors.push(fromLexError(locator(ctx), at));
    return undefined;
  }
  const p = getParser();
  p.source = ctx.source;
  p.pending = [];
  p.semanticErrors = [];
  p.input = lex.tokens;
  let result: unknown;
  try {
    result = whole ? p.script() : p.statementList();
  } catch (e) {
    if (!(e instanceof TooManyParseErrors)) throw e;
  }
  const exceptions = p.errors;
  const pending = p.pending;
  const semantic = p.semanticErrors;
  const loc = lex.errors.length || exceptions.length || semantic.length ? locator(ctx) : null;
  if (loc) {
    const lexIncomplete = lex.errors.some((e) => e.incomplete);
    for (const e of lex.errors) ctx.errors.push(fromLexError(loc, e));
    for (const ex of exceptions) {
      const err = fromException(loc, ex, to, whole);
      if (!(lexIncomplete && err.incompleteInput)) ctx.errors.push(err);
    }
    for (const s of semantic) {
      const start = s.atStart ? s.at.startOffset : s.at.endOffset;
      ctx.errors.push(makeError(loc, s.id, s.message, start, s.at.endOffset, s.incomplete && whole));
    }
  }
  for (const s of pending) expand(ctx, s);
  return result;
}

function expand(ctx: Context, s: PendingString): void {
  const loc = locator(ctx);
  const parts = expandParts(ctx.source, contentOf(s.token, s.kind), (from, to) => {
    const list = runParser(ctx, from, to, false) as { statements: StatementBlock['statements']; traps: StatementBlock['traps'] } | undefined;
    return { kind: 'StatementBlock', statements: list?.statements ?? [], traps: list?.traps ?? [], extent: loc.extent(from, to) };
  }, (from, to) => loc.extent(from, to));
  (s.node.parts as (string | Expression)[]).push(...parts);
}

function sortErrors(errors: ParseError[]): ParseError[] {
  const seen = new Set<string>();
  return errors
    .filter((e) => {
      const key = `${e.id}@${e.extent.startOffset}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.extent.startOffset - b.extent.startOffset);
}

export { visitAst } from './visit.js';

/** The tokenizer alone, for syntax colouring at the prompt (src/shell): tokens carry their type's name and offsets. */
export { tokenize } from './lexer.js';
export type { CatchTypeResolver } from './semantic-checks-flow.js';
