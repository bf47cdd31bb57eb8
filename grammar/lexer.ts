// The tokenizer. PowerShell tokenises by context (about_Parsing): at the start of a statement a word that
// starts no expression is a command name, and the rest of that pipeline element is lexed in argument
// (command) mode, where `-Url` is a parameter and `/user/:name` a bare word; elsewhere tokens are lexed in
// expression mode, where `-eq` is an operator and `/` divides. A stack of open brackets carries the context
// across nesting: each frame remembers the mode to return to when it closes.
import type { IToken, TokenType } from 'chevrotain';
import * as T from './tokens.js';
import { isDigit, isLetter, isNewline, isSpace, isWordChar, scanDoubleQuoted, scanHereString, scanNumber,
  scanSingleQuoted, scanTypeName, scanVariable } from './scan.js';
import { TokenSink, type LexError } from './token-sink.js';
import { castOperandStart, continuesLine, opensStatementBody, genericWordEnd, modeAfterKeyword, operandEnd, scanNumberWord, startsExpression, wordStop,
  type Mode } from './lexer-rules.js';

/** `typeBody`: the `{ }` of a class or enum, whose lines are members (lexed in `member` mode). */
type FrameKind = 'paren' | 'brace' | 'hash' | 'index' | 'args' | 'attr' | 'typeBody';
interface Frame { readonly kind: FrameKind; readonly restore: Mode; readonly open: IToken }

export interface LexResult { readonly tokens: IToken[]; readonly errors: LexError[] }

/**
 * Brackets, braces and parentheses may nest this deep. Deeper input is refused before parsing with one
 * NestingTooDeep error: the parser and the interpreter recurse per level, so without a limit a hostile script would
 * overflow the JavaScript stack or take seconds of error recovery (docs/language.md, nesting limit).
 */
export const MAX_NESTING = 64;
export const NESTING_TOO_DEEP = 'NestingTooDeep';

/** Tokenizes src[from, to). When `from` is not 0, `line`/`column` (1-based) give its position. */
export function tokenize(src: string, from = 0, to = src.length, line = 1, column = 1): LexResult {
  return new Lexer(src, from, to, line, from - column + 1).run();
}

class Lexer {
  private i: number;
  private mode: Mode = 'start';
  private ws = true; // whitespace (or nothing) since the last token
  private last: TokenType | null = null;
  private readonly frames: Frame[] = [];
  private readonly out: TokenSink;

  constructor(private readonly src: string, from: number, private readonly n: number, line: number, lineStart: number) {
    this.i = from;
    this.out = new TokenSink(src, from, line, lineStart);
  }

  run(): LexResult {
    while (this.i < this.n) this.step();
    for (const f of this.frames) this.out.unclosed(f.kind, f.open);
    return { tokens: this.out.tokens, errors: this.out.errors };
  }

  /** The last token was the `)` of `[Attr(...)`: the `]` that follows ends an attribute, not an index. */
  private closedAttribute = false;
  /** After `.$name` or `.'quoted'` in argument mode, return to argument mode once the member is lexed. */
  private pendingRestore: Mode | null = null;

  private emit(type: TokenType, end: number, mode?: Mode): IToken {
    this.closedAttribute = false;
    if (this.last === T.TypeLiteral && castOperandStart.has(type)) this.out.retypeLast(T.CastType);
    const t = this.out.push(type, this.i, end);
    this.i = end;
    this.last = type;
    this.ws = false;
    if (mode) this.mode = mode;
    return t;
  }

  private frameDefault(): Mode {
    const top = this.frames[this.frames.length - 1];
    return top?.kind === 'hash' ? 'hashKey' : top?.kind === 'typeBody' ? 'member' : 'start';
  }

  private step(): void {
    const { src } = this;
    const c = src.charCodeAt(this.i);
    if (isSpace(c)) { this.i++; this.ws = true; return; }
    if (c === 96 && (isNewline(src.charCodeAt(this.i + 1)) || this.i + 1 >= this.n)) return this.lineContinuation();
    if (isNewline(c)) {
      if (this.mode === 'typeHead') { this.i++; this.ws = true; return; }
      return this.newline();
    }
    if (c === 35 && (this.ws || this.mode !== 'command')) return this.lineComment();
    if (c === 60 && src.charCodeAt(this.i + 1) === 35) return this.blockComment();
    if (this.last && operandEnd.has(this.last) && !this.ws && this.postfix()) return;
    if (this.last === T.TypeLiteral && !this.ws && this.postfix()) return;
    switch (this.mode) {
      case 'start': case 'pipeStart': return this.lexStart();
      case 'command': return this.lexCommand();
      case 'hashKey': return this.lexHashKey();
      case 'funcName': return this.lexFunctionName();
      case 'typeHead': return this.lexTypeHead();
      case 'member': return this.lexMember();
      default: return this.lexExpr();
    }
  }

  private lineContinuation(): void {
    if (this.i + 1 >= this.n) {
      this.out.error('IncompleteLineContinuation', 'The line continuation character ` must be followed by a line break.', this.i, this.i + 1, true);
      this.i++;
      return;
    }
    this.i += this.src[this.i + 1] === '\r' && this.src[this.i + 2] === '\n' ? 3 : 2;
    this.ws = true;
  }

  private newline(): void {
    const end = this.src[this.i] === '\r' && this.src[this.i + 1] === '\n' ? this.i + 2 : this.i + 1;
    const top = this.frames[this.frames.length - 1];
    const inList = top && (top.kind === 'index' || top.kind === 'args' || top.kind === 'attr');
    if (inList || this.last === null || continuesLine.has(this.last)) {
      this.i = end;
      this.ws = true;
      if (!inList && this.last !== null && (this.last === T.NewLine || this.last === T.Semi)) this.mode = this.frameDefault();
      return;
    }
    if (this.pipeOnNextLine(end)) { this.i = end; this.ws = true; return; }
    this.emit(T.NewLine, end, this.frameDefault());
    this.ws = true;
  }

  /** PowerShell 7 lets a pipeline continue with `|` at the start of the next line (about_Pipelines). */
  private pipeOnNextLine(from: number): boolean {
    let j = from;
    while (j < this.n && (isSpace(this.src.charCodeAt(j)) || isNewline(this.src.charCodeAt(j)))) j++;
    return this.src[j] === '|' && this.src[j + 1] !== '|' && this.last !== null && this.last !== T.LCurly;
  }

  private lineComment(): void {
    while (this.i < this.n && !isNewline(this.src.charCodeAt(this.i))) this.i++;
    this.ws = true;
  }

  private blockComment(): void {
    const end = this.src.indexOf('#>', this.i + 2);
    if (end < 0 || end + 2 > this.n) {
      this.out.error('MissingEndOfComment', "Missing '#>' at the end of the comment block.", this.i, this.n, true);
      this.i = this.n;
      return;
    }
    this.i = end + 2;
    this.ws = true;
  }

  /** `.Name`, `::Name`, `[index]`, `++` right after an operand, with no whitespace (about_Parsing). */
  private postfix(): boolean {
    const { src, i } = this;
    const c = src[i];
    const c1 = src[i + 1];
    if (c === '.' && c1 !== '.' && !(isDigit(src.charCodeAt(i + 1)) && this.last === T.Number)) return this.member(i + 1);
    if (c === '?' && c1 === '.') return this.member(i + 2);
    if (c === ':' && c1 === ':') return this.member(i + 2, true);
    if (this.last === T.TypeLiteral) return false;
    if (c === '[' || (c === '?' && c1 === '[')) {
      this.pushFrame('index', T.IndexOpen, c === '[' ? i + 1 : i + 2, 'expr');
      return true;
    }
    if ((c === '+' && c1 === '+') || (c === '-' && c1 === '-')) {
      this.emit(T.PostfixIncDec, i + 2);
      return true;
    }
    return false;
  }

  private member(nameStart: number, isStatic = false): boolean {
    const restore = this.mode === 'command' ? 'command' : 'expr';
    this.emit(isStatic ? T.ColonColon : T.Dot, nameStart);
    let j = nameStart;
    while (j < this.n && isWordChar(this.src.charCodeAt(j))) j++;
    if (j === nameStart) { this.mode = 'expr'; this.pendingRestore = restore; return true; }
    this.emit(T.MemberName, j, restore);
    if (this.src[j] === '(') this.pushFrame('args', T.InvokeParen, j + 1, 'expr');
    else if (this.src[j] === '{' && !isStatic) this.pushFrame('brace', T.InvokeCurly, j + 1, 'start');
    return true;
  }

  private pushFrame(kind: FrameKind, type: TokenType, end: number, inner: Mode, after?: Mode): void {
    let restore: Mode = after ?? (this.mode === 'command' ? 'command' : 'expr');
    if (this.pendingRestore) { restore = this.pendingRestore; this.pendingRestore = null; }
    // A statement may follow `param(...)` on the same line (about_Functions_Advanced_Parameters).
    if (this.last === T.Param) restore = 'start';
    const open = this.emit(type, end, inner);
    this.frames.push({ kind, restore, open });
    if (this.frames.length === MAX_NESTING + 1) {
      this.out.error(NESTING_TOO_DEEP, `The script is nested too deeply: more than ${MAX_NESTING} levels of brackets, braces or parentheses.`,
        open.startOffset, (open.endOffset ?? open.startOffset) + 1, false);
    }
  }

  private close(type: TokenType, kinds: readonly FrameKind[]): void {
    for (let k = this.frames.length - 1; k >= 0; k--) {
      if (kinds.includes(this.frames[k].kind)) {
        const f = this.frames[k];
        this.frames.length = k;
        this.emit(type, this.i + 1, f.restore);
        this.closedAttribute = f.kind === 'attr';
        return;
      }
      // A `)` never closes a `{`: stop at a brace so `{ ( }` reports the paren, not the brace.
      const kind = this.frames[k].kind;
      if (kind === 'brace' || kind === 'hash' || kind === 'typeBody') break;
    }
    this.emit(type, this.i + 1, 'expr');
  }

  /** Tokens common to every mode: brackets, strings, variables, separators. Returns false when none matched. */
  private common(): boolean {
    const { src, i } = this;
    const c = src[i];
    switch (c) {
      case ';': this.emit(T.Semi, i + 1, this.frameDefault()); return true;
      case '|':
        if (src[i + 1] === '|') { this.emit(T.ChainOp, i + 2, 'pipeStart'); return true; }
        this.emit(T.Pipe, i + 1, 'pipeStart'); return true;
      case '&':
        if (src[i + 1] !== '&') return false;
        this.emit(T.ChainOp, i + 2, 'pipeStart'); return true;
      case ')': this.close(T.RParen, ['paren', 'args', 'attr']); return true;
      case '}': this.close(T.RCurly, ['brace', 'hash', 'typeBody']); return true;
      case '{':
        // The body of a statement (`trap {}`, `try {}`, `if (...) {}`, `function f {}`) may be followed by another
        // statement on the same line with no separator (PowerShell's statement grammar), so after its `}` a
        // statement starts; a script block expression (`$b = { }.Invoke()`) stays an operand.
        this.pushFrame('brace', T.LCurly, i + 1, 'start', this.mode !== 'command' && this.last !== null && opensStatementBody(this.last, this.ws) ? 'start' : undefined);
        return true;
      case '(': this.pushFrame('paren', T.LParen, i + 1, 'start'); return true;
      case ',': this.emit(T.Comma, i + 1); return true;
      case "'": return this.quoted(scanSingleQuoted(src, i), T.SQString, "'");
      case '"': return this.quoted(scanDoubleQuoted(src, i), T.DQString, '"');
      case '$': {
        if (src[i + 1] === '(') { this.pushFrame('paren', T.DollarLParen, i + 2, 'start'); return true; }
        const end = scanVariable(src, i);
        if (end < 0) return false;
        this.emit(T.Variable, end, this.pendingMode());
        return true;
      }
      case '@': {
        const c1 = src[i + 1];
        if (c1 === '(') { this.pushFrame('paren', T.AtLParen, i + 2, 'start'); return true; }
        if (c1 === '{') { this.pushFrame('hash', T.AtLCurly, i + 2, 'hashKey'); return true; }
        if (c1 === '"' || c1 === "'") {
          const end = scanHereString(src, i);
          if (end === -2) return false;
          return this.quoted(end, c1 === '"' ? T.DQHereString : T.SQHereString, c1 + '@');
        }
        const end = scanVariable(src, i);
        if (end < 0) return false;
        this.emit(T.SplatVariable, end, this.pendingMode());
        return true;
      }
      default: return this.redirection();
    }
  }

  private pendingMode(): Mode | undefined {
    const m = this.pendingRestore ?? undefined;
    this.pendingRestore = null;
    return m;
  }

  private quoted(end: number, type: TokenType, terminator: string): boolean {
    if (end < 0) {
      const here = terminator.length === 2;
      this.out.error(here ? 'MissingTerminatorMultiLineString' : 'TerminatorExpectedAtEndOfString',
        `The string is missing the terminator: ${terminator}.`, this.i, this.n, true);
      this.i = this.n;
      return true;
    }
    this.emit(type, end, this.pendingMode());
    return true;
  }

  /** `>`, `>>`, `2>`, `2>>`, `2>&1`, `*>&1` (about_Redirection). */
  private redirection(): boolean {
    const c = this.src.charCodeAt(this.i);
    if (c !== 62 && !(c >= 49 && c <= 54 && this.src.charCodeAt(this.i + 1) === 62) && !(c === 42 && this.src.charCodeAt(this.i + 1) === 62)) return false;
    const m = /^([1-6*]?)(>>?)(&1)?/.exec(this.src.slice(this.i, this.i + 5));
    if (!m || (m[1] === '' && m[3]) || (m[1] === '*' && !m[2])) return false;
    if (m[3] && m[2] === '>>') return false;
    if (m[3]) this.emit(T.MergeRedirect, this.i + m[0].length);
    else this.emit(T.FileRedirect, this.i + m[0].length, 'command');
    return true;
  }

  private lexStart(): void {
    const { src, i } = this;
    const c = src.charCodeAt(i);
    const c1 = src.charCodeAt(i + 1);
    if (c === 38 && c1 !== 38) { this.emit(T.InvokeOp, i + 1, 'command'); return; }
    if (c === 46 && (isSpace(c1) || '${\'"('.includes(src[i + 1] ?? 'x'))) { this.emit(T.InvokeOp, i + 1, 'command'); return; }
    if (c === 58 && isLetter(c1) && this.mode === 'start') {
      let j = i + 1;
      while (isWordChar(src.charCodeAt(j))) j++;
      this.emit(T.Label, j);
      return;
    }
    if (startsExpression(this.src, this.i, this.n)) { this.mode = 'expr'; this.lexExpr(); return; }
    if (this.common()) return;
    const end = this.genericWord(i);
    if (end === i) { this.emit(T.Unknown, i + 1); return; }
    const word = src.slice(i, end).toLowerCase();
    const kw = this.mode === 'start' ? T.keywords.get(word) : undefined;
    if (kw) this.emit(kw, end, modeAfterKeyword(word));
    else this.emit(T.CommandName, end, 'command');
  }

  private lexExpr(): void {
    const { src, i } = this;
    const c = src[i];
    const c1 = src[i + 1] ?? '';
    if (this.common()) return;
    if (c === '[') return this.bracket();
    if (c === ']') {
      const endsAttribute = this.closedAttribute;
      this.close(T.RBracket, ['index']);
      // After `[Attr(...)]` comes another attribute, a type, a variable or `param`: a fresh start, no indexing
      // (in a type's body, the rest of the member).
      if (endsAttribute) { this.mode = this.frames[this.frames.length - 1]?.kind === 'typeBody' ? 'member' : 'start'; this.last = null; }
      return;
    }
    if (isDigit(src.charCodeAt(i)) || (c === '.' && isDigit(src.charCodeAt(i + 1)))) return this.number(i);
    switch (c) {
      case '-': return this.dash();
      case '+':
        if (c1 === '+') { this.emit(T.PrefixIncDec, i + 2); return; }
        if (c1 === '=') { this.emit(T.CompoundAssign, i + 2, 'start'); return; }
        this.emit(T.AdditiveOp, i + 1); return;
      case '*': case '/': case '%':
        if (c1 === '=') { this.emit(T.CompoundAssign, i + 2, 'start'); return; }
        this.emit(T.OtherBinaryOp, i + 1); return;
      case '=': this.emit(T.Assign, i + 1, 'start'); return;
      case '!': this.emit(T.NotOp, i + 1); return;
      case '.':
        if (c1 === '.') { this.emit(T.OtherBinaryOp, i + 2); return; }
        break;
      case ':':
        if (c1 === ':') { this.emit(T.ColonColon, i + 2); return; }
        this.emit(T.Colon, i + 1); return;
      case '?':
        if (c1 === '?') { this.emit(src[i + 2] === '=' ? T.CompoundAssign : T.OtherBinaryOp, src[i + 2] === '=' ? i + 3 : i + 2, src[i + 2] === '=' ? 'start' : undefined); return; }
        this.emit(T.Question, i + 1); return;
      case '&': this.emit(T.InvokeOp, i + 1, 'command'); return;
    }
    if (isLetter(src.charCodeAt(i))) {
      let j = i;
      while (isWordChar(src.charCodeAt(j)) || src[j] === '-') j++;
      const word = src.slice(i, j).toLowerCase();
      const kw = T.continuationKeywords.has(word) ? T.keywords.get(word) : undefined;
      if (kw) this.emit(kw, j, modeAfterKeyword(word));
      else this.emit(T.Identifier, j);
      return;
    }
    this.emit(T.Unknown, i + 1);
  }

  private number(i: number): void {
    const end = scanNumber(this.src, i);
    if (end > 0) { this.emit(T.Number, end); return; }
    let j = i;
    while (isWordChar(this.src.charCodeAt(j)) || this.src[j] === '.') j++;
    this.emit(T.Unknown, Math.max(j, i + 1));
  }

  /** In expression mode: `-eq` operators, `-5` numbers in operand position, `--`, `-=`, `-` and switch flags. */
  private dash(): void {
    const { src, i } = this;
    const c1 = src[i + 1] ?? '';
    if (c1 === '-') { this.emit(T.PrefixIncDec, i + 2); return; }
    if (c1 === '=') { this.emit(T.CompoundAssign, i + 2, 'start'); return; }
    const operandBefore = this.last !== null && operandEnd.has(this.last);
    if (!operandBefore && (isDigit(src.charCodeAt(i + 1)) || (c1 === '.' && isDigit(src.charCodeAt(i + 2))))) {
      const end = scanNumber(src, i + 1);
      if (end > 0) { this.emit(T.Number, end); return; }
    }
    if (isLetter(src.charCodeAt(i + 1))) {
      let j = i + 1;
      while (isWordChar(src.charCodeAt(j))) j++;
      const op = T.dashOperators.get(src.slice(i + 1, j).toLowerCase());
      if (op) { this.emit(op, j); return; }
      this.emit(T.Parameter, j);
      return;
    }
    this.emit(T.AdditiveOp, i + 1);
  }

  /** `[` not after an operand: a type literal `[int]`, an attribute `[Parameter(`, else a stray bracket. */
  private bracket(): void {
    const { src, i } = this;
    const end = scanTypeName(src, i + 1);
    if (end > 0 && src[end] === ']') { this.emit(T.TypeLiteral, end + 1); return; }
    if (end > 0 && src[end] === '(') { this.pushFrame('attr', T.AttributeOpen, end + 1, 'expr'); return; }
    this.emit(T.LBracket, i + 1);
  }

  private lexCommand(): void {
    const { src, i } = this;
    const c = src[i];
    if (c === '-' && (isLetter(src.charCodeAt(i + 1)) || src[i + 1] === '?')) {
      let j = i + 1;
      while (j < this.n && !wordStop.has(src[j]) && src[j] !== ':') j++;
      if (src[j] === ':') this.emit(T.ParameterColon, j + 1);
      else this.emit(T.Parameter, j);
      return;
    }
    if (this.common()) return;
    const end = this.genericWord(i);
    if (end === i) { this.emit(T.Unknown, i + 1); return; }
    this.emit(scanNumberWord(src, i, end) ? T.Number : T.BareWord, end);
  }

  private lexHashKey(): void {
    const { src, i } = this;
    if (isLetter(src.charCodeAt(i))) {
      let j = i;
      while (j < this.n && !wordStop.has(src[j]) && src[j] !== '=') j++;
      this.emit(T.BareWord, j, 'expr');
      return;
    }
    this.mode = 'expr';
    this.lexExpr();
  }

  private lexFunctionName(): void {
    const end = this.genericWord(this.i);
    this.mode = 'expr';
    if (end === this.i) { this.lexExpr(); return; }
    this.emit(T.FunctionName, end);
  }

  /** After `class`/`enum`: the name, `: Base, Interface`, then the `{` that opens the members. */
  private lexTypeHead(): void {
    const { src, i } = this;
    const c = src[i];
    if (c === '{') { this.pushFrame('typeBody', T.LCurly, i + 1, 'member', 'start'); return; }
    if (c === ':') { this.emit(T.Colon, i + 1); return; }
    if (c === ',') { this.emit(T.Comma, i + 1); return; }
    if (c === '[' || c === ']') { this.mode = 'expr'; this.lexExpr(); this.mode = 'typeHead'; return; }
    let j = i;
    while (j < this.n && (isWordChar(src.charCodeAt(j)) || src[j] === '.')) j++;
    if (j === i) { this.mode = 'start'; this.lexStart(); return; }
    this.emit(T.Identifier, j);
  }

  /**
   * The start of a member in a type's body (about_Classes): attributes and types (`[int]`), the words `hidden` and
   * `static`, a property (`$Name`) and its `= value`, a method or constructor name and its `( parameters )`, a
   * constructor's `: base( arguments )`, the body `{ }`; in an enum, `Name` and `Name = value`.
   */
  private lexMember(): void {
    const { src, i } = this;
    const c = src[i];
    switch (c) {
      case '[': this.bracket(); return;
      case '=': this.emit(T.Assign, i + 1, 'start'); return;
      case ':': this.emit(T.Colon, i + 1); return;
      case '(': this.pushFrame('paren', T.LParen, i + 1, 'expr', 'member'); return;
      case '{': this.pushFrame('brace', T.LCurly, i + 1, 'start', 'member'); return;
      default: break;
    }
    if (this.common()) return;
    if (isLetter(src.charCodeAt(i)) || c === '_') {
      let j = i;
      while (isWordChar(src.charCodeAt(j))) j++;
      this.emit(T.Identifier, j);
      return;
    }
    this.emit(T.Unknown, i + 1);
  }

  private genericWord(i: number): number {
    return genericWordEnd(this.src, i, this.n);
  }
}
