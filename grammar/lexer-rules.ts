// The context rules of the tokenizer (about_Parsing): which tokens end an operand, which let a line
// continue, what ends a bare word, and which mode follows a keyword or starts a statement.
import type { TokenType } from 'chevrotain';
import * as T from './tokens.js';
import { isDigit, isLetter, isNewline, isSpace, isWordChar, scanDoubleQuoted, scanNumber, scanSingleQuoted, scanVariable } from './scan.js';

/**
 * `typeHead`: after `class`/`enum`, up to the body's `{` (names, `:`, `,`; line breaks are space). `member`: at the
 * start of a member inside a type's body, where words are names (`hidden`, `static`, a method or enum member).
 */
export type Mode = 'start' | 'pipeStart' | 'expr' | 'command' | 'hashKey' | 'funcName' | 'typeHead' | 'member';

/** Tokens after which the operand-position rules apply (`$x.Name`, `$a[0]`, `$i++`, `5 -1`). */
export const operandEnd: ReadonlySet<TokenType> = new Set([T.Variable, T.Number, T.SQString, T.DQString, T.SQHereString,
  T.DQHereString, T.RParen, T.RBracket, T.RCurly, T.MemberName, T.BareWord, T.PostfixIncDec]);
/** Tokens after which a line break does not end the statement. */
export const continuesLine: ReadonlySet<TokenType> = new Set([T.Pipe, T.AdditiveOp, T.OtherBinaryOp, T.SplitJoinOp, T.Assign,
  T.CompoundAssign, T.Comma, T.NotOp, T.Question, T.Colon, T.LParen, T.DollarLParen, T.AtLParen, T.InvokeParen,
  T.IndexOpen, T.AttributeOpen, T.Dot, T.ColonColon, T.NewLine, T.Semi, T.ChainOp]);
/** Characters that end a generic (bare word / command name) token in argument mode. */
export const wordStop = new Set([' ', '\t', '\n', '\r', ';', '|', '(', ')', '{', '}', ',', "'", '"', '&', '>', '\u00a0', '\f', '\v']);

/** Tokens after which `{` opens a statement's body rather than a script block expression. */
const BEFORE_STATEMENT_BODY: ReadonlySet<TokenType> = new Set([T.RParen, T.Try, T.Finally, T.Else, T.Trap, T.Do, T.NamedBlock, T.FunctionName]);

/**
 * Whether a `{` after `last` opens a statement's body (`if (...) {`, `try {`, `trap {`, `function f {`, `catch [X] {`);
 * a type literal counts only with space before the brace (`[scriptblock]{ }` is a cast).
 */
export function opensStatementBody(last: TokenType, spaceBefore: boolean): boolean {
  return BEFORE_STATEMENT_BODY.has(last) || (last === T.TypeLiteral && spaceBefore);
}

/** Mode to lex in after a keyword (about_Language_Keywords). */
export function modeAfterKeyword(word: string): Mode {
  switch (word) {
    case 'function': case 'filter': return 'funcName';
    case 'class': case 'enum': return 'typeHead';
    case 'return': case 'throw': case 'exit': case 'in': return 'pipeStart';
    case 'break': case 'continue': return 'command';
    default: return 'expr';
  }
}

/** Whether the text at a statement start begins an expression rather than a command name (about_Parsing). */
export function startsExpression(src: string, i: number, n: number): boolean {
  const c = src[i];
  if ('$@(["\'{,!'.includes(c)) return !(c === '@' && !/[({"'\w]/.test(src[i + 1] ?? ''));
  if (c === '+' || c === '-') {
    const c1 = src[i + 1] ?? '';
    if (c1 === c) return true;
    if (isDigit(src.charCodeAt(i + 1)) || (c1 === '.' && isDigit(src.charCodeAt(i + 2)))) return true;
    if (c === '-') {
      // `-$x`, `-(...)` negate; `-name` is a command name unless it is an operator such as -not or -split.
      if (!isLetter(src.charCodeAt(i + 1))) return !isSpace(src.charCodeAt(i + 1)) && i + 1 < n && !isNewline(src.charCodeAt(i + 1));
      let j = i + 1;
      while (isWordChar(src.charCodeAt(j))) j++;
      return T.dashOperators.get(src.slice(i + 1, j).toLowerCase()) === T.NotOp || /^-(split|join|csplit|isplit)$/i.test(src.slice(i, j));
    }
    return c === '+';
  }
  if (isDigit(src.charCodeAt(i)) || (c === '.' && isDigit(src.charCodeAt(i + 1)))) return scanNumber(src, i) > 0;
  return false;
}

/** A whole argument-mode word that is a number (`42`, `-5`, `1kb`) is a number; `1/0` is not. */
export function scanNumberWord(src: string, i: number, end: number): boolean {
  const s = src[i] === '-' || src[i] === '+' ? i + 1 : i;
  return scanNumber(src, s) === end;
}

/** Token types that make a type literal before them a cast (`[int]$x`, `[int]-1`, `[void](...)`, about_Operators). */
export const castOperandStart: ReadonlySet<TokenType> = new Set([T.Variable, T.Number, T.SQString, T.DQString, T.SQHereString,
  T.DQHereString, T.LParen, T.DollarLParen, T.AtLParen, T.AtLCurly, T.LCurly, T.TypeLiteral, T.NotOp, T.PrefixIncDec,
  T.SplatVariable]);

/**
 * End of a bare word / command name (about_Parsing, argument mode): `$var` inside it is kept for expansion,
 * and a quoted string inside it is part of it (`a'b'c` is the one argument `abc`).
 */
export function genericWordEnd(src: string, i: number, n: number): number {
  let j = i;
  while (j < n) {
    const ch = src[j];
    if ((ch === "'" || ch === '"') && j > i) {
      const e = ch === "'" ? scanSingleQuoted(src, j) : scanDoubleQuoted(src, j);
      if (e < 0 || e > n) break; // unterminated: the quote starts a string token that reports it
      j = e;
      continue;
    }
    if (wordStop.has(ch)) break;
    if (ch === '`') {
      if (isNewline(src.charCodeAt(j + 1)) || j + 1 >= n) break;
      j += 2;
      continue;
    }
    if (ch === '$' && j > i) {
      const e = scanVariable(src, j);
      if (e > 0) { j = e; continue; }
    }
    j++;
  }
  return j;
}
