// Where the cursor is, for tab completion (src/shell/complete.ts): the word being completed, and the command element
// it belongs to split into its words, read from the grammar's own tokens (no second lexer), so a `;`, `|` or `#` in a
// string or here-string, a backtick line continuation, and incomplete input (an open string, a lone `-`, `$x.`,
// `[Sys`, `${na`) are seen as the parser sees them.
import { tokenize } from '../../grammar/index.js';

type IToken = ReturnType<typeof tokenize>['tokens'][number];

interface Common {
  /** The text the candidates must start with. */
  word: string;
  /** Offset in the line where a candidate's text replaces the line up to the cursor. */
  start: number;
}

/** A command word or argument: `words` are the element's words before it (empty: command position). */
export interface ArgumentSite extends Common { kind: 'argument'; words: string[]; invoked: boolean }
/** `$na` or `${na` (`word` is the name typed; `start` is at the `$`). */
export interface VariableSite extends Common { kind: 'variable'; braced: boolean }
/** `$x.a.b.na`: the members of `$x`'s value reached through `path`. */
export interface MemberSite extends Common { kind: 'member'; variable: string; path: string[] }
/** `[Sys`: a type name (`start` is after the `[`). */
export interface TypeSite extends Common { kind: 'type' }
export type CompletionSite = ArgumentSite | VariableSite | MemberSite | TypeSite;

/** Tokens that end a command element: a pipe, statement separators and chain operators, brackets, assignment. */
const ELEMENT_BREAK = new Set(['Pipe', 'Semi', 'NewLine', 'ChainOp', 'LCurly', 'RCurly', 'LParen', 'RParen', 'Assign', 'CompoundAssign']);
/** A variable name as `$` starts it (`$name`, `$env:name`). */
const VARIABLE_NAME = /^[\w:]*$/;

const end = (t: IToken) => t.startOffset + t.image.length;
const named = (t: IToken | undefined, ...names: string[]) => t !== undefined && names.includes(t.tokenType.name);

/** What is being completed at the end of `before` (the line up to the cursor). */
export function locate(before: string): CompletionSite {
  const tokens = tokenize(before).tokens;
  const lastEnd = tokens.length ? end(tokens[tokens.length - 1]) : 0;
  const gap = before.slice(lastEnd);
  const openQuote = /^\s*["']/.exec(gap);
  if (openQuote) return inOpenString(before, tokens, lastEnd + openQuote[0].length);
  if (gap !== '' || tokens.length === 0) return argument(before, tokens, '', before.length, tokens.length);

  // The word: the run of tokens that touch each other and the cursor, not crossing an element break.
  let first = tokens.length - 1;
  while (first > 0 && end(tokens[first - 1]) === tokens[first].startOffset && !named(tokens[first - 1], ...ELEMENT_BREAK)) first--;
  const braced = bracedVariable(before, tokens);
  if (braced) return braced;
  if (named(tokens[first], ...ELEMENT_BREAK)) first++;
  if (first >= tokens.length) return argument(before, tokens, '', before.length, tokens.length);
  const run = tokens.slice(first);
  const start = run[0].startOffset;
  const text = before.slice(start);
  if (named(run[0], 'LBracket')) return { kind: 'type', word: text.slice(1), start: start + 1 };
  const member = memberAccess(run, before);
  if (member) return member;
  if (text.startsWith('$') && VARIABLE_NAME.test(text.slice(1))) return { kind: 'variable', braced: false, word: text.slice(1), start };
  return argument(before, tokens, text, start, first);
}

/** `$x.`, `$x.a.Na`: a variable, then members each after a dot, the last one possibly empty. */
function memberAccess(run: IToken[], before: string): MemberSite | null {
  if (!named(run[0], 'Variable') || run.length < 2) return null;
  const path: string[] = [];
  let i = 1;
  for (; i + 1 < run.length && named(run[i], 'Dot') && named(run[i + 1], 'MemberName'); i += 2) path.push(run[i + 1].image);
  if (i === run.length - 1 && named(run[i], 'Dot')) return { kind: 'member', variable: run[0].image.slice(1), path, word: '', start: before.length };
  if (i === run.length && path.length > 0) {
    const last = run[run.length - 1];
    return { kind: 'member', variable: run[0].image.slice(1), path: path.slice(0, -1), word: last.image, start: last.startOffset };
  }
  return null;
}

/** `${na`: the tokenizer reads an unclosed `${` as `$` and a script block; the name is the text after the brace. */
function bracedVariable(before: string, tokens: IToken[]): VariableSite | null {
  for (let i = tokens.length - 1; i > 0; i--) {
    const t = tokens[i];
    if (named(t, 'LCurly') && tokens[i - 1].image === '$' && end(tokens[i - 1]) === t.startOffset) {
      const name = before.slice(end(t));
      return VARIABLE_NAME.test(name) ? { kind: 'variable', braced: true, word: name, start: tokens[i - 1].startOffset } : null;
    }
    if (end(tokens[i - 1]) !== t.startOffset) return null;
  }
  return null;
}

/**
 * A string left open at the cursor (the tokenizer leaves it out): a `$name` at the end of an expandable string
 * completes as a variable; otherwise the string's text is the argument, completed inside the quotes.
 */
function inOpenString(before: string, tokens: IToken[], contentStart: number): CompletionSite {
  const content = before.slice(contentStart);
  if (before[contentStart - 1] === '"') {
    const last = tokenize(content).tokens.at(-1);
    const name = last && end(last) === content.length && last.image.startsWith('$') ? last.image.slice(1) : null;
    if (name !== null && VARIABLE_NAME.test(name)) return { kind: 'variable', braced: false, word: name, start: contentStart + last!.startOffset };
  }
  return argument(before, tokens, content, contentStart, tokens.length);
}

/** The command element before token `upTo`: its words (touching tokens joined), a leading `&` or `.` left out. */
function argument(before: string, tokens: IToken[], word: string, start: number, upTo: number): ArgumentSite {
  let from = upTo;
  while (from > 0 && !named(tokens[from - 1], ...ELEMENT_BREAK)) from--;
  const element = tokens.slice(from, upTo);
  const invoked = named(element[0], 'InvokeOp');
  const words: string[] = [];
  let wordStart = -1;
  for (let i = invoked ? 1 : 0; i < element.length; i++) {
    if (wordStart < 0) wordStart = element[i].startOffset;
    const next = element[i + 1];
    if (!next || next.startOffset !== end(element[i])) {
      words.push(before.slice(wordStart, end(element[i])));
      wordStart = -1;
    }
  }
  return { kind: 'argument', word, start, words, invoked };
}
