// Collects tokens and lexical errors, computing 1-based lines and columns as offsets only move forward.
import { createTokenInstance, type IToken, type TokenType } from 'chevrotain';

export interface LexError {
  readonly id: string;
  readonly message: string;
  readonly start: number;
  readonly end: number;
  readonly incomplete: boolean;
}

/** PowerShell's message for each kind of bracket left open at the end of the input. */
const unclosedErrors: Record<string, [string, string]> = {
  brace: ['MissingEndCurlyBrace', "Missing closing '}' in statement block or type definition."],
  typeBody: ['MissingEndCurlyBrace', "Missing closing '}' in statement block or type definition."],
  hash: ['MissingEndCurlyBrace', "Missing closing '}' in hash literal."],
  paren: ['MissingEndParenthesisInExpression', "Missing closing ')' in expression."],
  args: ['MissingEndParenthesisInMethodCall', "Missing closing ')' in method call."],
  attr: ['MissingEndParenthesisInExpression', "Missing closing ')' in attribute argument list."],
  index: ['MissingEndSquareBracket', "Missing ']' after array index expression."],
};

export class TokenSink {
  readonly tokens: IToken[] = [];
  readonly errors: LexError[] = [];
  private line = 1;
  private lineStart = 0;
  private at = 0;

  /** `line` and `lineStart` locate `from` when lexing starts inside the source (a `$( )` in a string). */
  constructor(private readonly src: string, from: number, line = 1, lineStart = 0) {
    this.line = line;
    this.lineStart = lineStart;
    this.at = line === 1 && lineStart === 0 ? 0 : from;
    this.advance(from);
  }

  /** Moves the line counter forward to `offset` (then `line` and `offset - lineStart + 1` locate it). */
  private advance(offset: number): void {
    const { src } = this;
    for (let k = this.at; k < offset; k++) {
      const c = src.charCodeAt(k);
      if (c === 10 || (c === 13 && src.charCodeAt(k + 1) !== 10)) {
        this.line++;
        this.lineStart = k + 1;
      }
    }
    if (offset > this.at) this.at = offset;
  }

  push(type: TokenType, start: number, end: number): IToken {
    this.advance(start);
    const sl = this.line;
    const sc = start - this.lineStart + 1;
    this.advance(end - 1);
    const t = createTokenInstance(type, this.src.slice(start, end), start, end - 1, sl, this.line, sc, end - this.lineStart);
    this.tokens.push(t);
    return t;
  }

  /** Changes the type of the last token (a type literal that turns out to be a cast). */
  retypeLast(type: TokenType): void {
    const t = this.tokens[this.tokens.length - 1];
    t.tokenType = type;
    t.tokenTypeIdx = type.tokenTypeIdx as number;
  }

  error(id: string, message: string, start: number, end: number, incomplete: boolean): void {
    this.errors.push({ id, message, start, end, incomplete });
  }

  unclosed(kind: string, open: IToken): void {
    const [id, message] = unclosedErrors[kind];
    this.errors.push({ id, message, start: open.startOffset, end: (open.endOffset ?? open.startOffset) + 1, incomplete: true });
  }
}
