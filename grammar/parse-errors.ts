// Turns lexer errors and Chevrotain's recognition exceptions into PowerShell-style ParseErrors: the
// ErrorId and message PowerShell would give, the position, and whether more input could complete the
// script (the shell's `>> ` continuation prompt).
import type { IParserErrorMessageProvider, IRecognitionException, IToken } from 'chevrotain';
import type { Extent, ParseError } from './ast.js';
import type { LexError } from './token-sink.js';

/** Maps offsets to 1-based lines and columns. */
export class Locator {
  private readonly starts: number[] = [0];
  constructor(readonly src: string) {
    if (src.indexOf('\r') < 0) {
      // The common case, found with indexOf (much faster than a loop over every character of a large script).
      for (let i = src.indexOf('\n'); i >= 0; i = src.indexOf('\n', i + 1)) this.starts.push(i + 1);
      return;
    }
    for (let i = 0; i < src.length; i++) {
      const c = src.charCodeAt(i);
      if (c === 10 || (c === 13 && src.charCodeAt(i + 1) !== 10)) this.starts.push(i + 1);
    }
  }
  position(offset: number): [number, number] {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return [lo + 1, offset - this.starts[lo] + 1];
  }
  extent(start: number, end: number): Extent {
    const s = Math.max(0, Math.min(start, this.src.length));
    const e = Math.max(s, Math.min(end, this.src.length));
    const [startLine, startColumn] = this.position(s);
    const [endLine, endColumn] = this.position(e);
    return { startLine, startColumn, endLine, endColumn, startOffset: s, endOffset: e };
  }
}

export function makeError(loc: Locator, id: string, message: string, start: number, end: number, incompleteInput: boolean): ParseError {
  const extent = loc.extent(start, end);
  return { id, message, line: extent.startLine, column: extent.startColumn, extent, incompleteInput };
}

export function fromLexError(loc: Locator, e: LexError): ParseError {
  return makeError(loc, e.id, e.message, e.start, e.end, e.incomplete);
}

interface Coded { k: string; expected?: string; rule?: string; prev?: string; prevImage?: string; prevAt?: number }

const operatorTokens = new Set(['AdditiveOp', 'OtherBinaryOp', 'SplitJoinOp', 'NotOp', 'PrefixIncDec', 'Question', 'Colon']);

/** PowerShell's id and message for a token the grammar expected but did not find. */
function missing(expected: string, rule: string, prevImage: string, typeKeyword: string): [string, string] | null {
  switch (expected) {
    case 'RCurly':
      return rule === 'hashtable' ? ['MissingEndCurlyBrace', "Missing closing '}' in hash literal."]
        : ['MissingEndCurlyBrace', "Missing closing '}' in statement block or type definition."];
    case 'RParen':
      if (rule === 'invokeArguments') return ['MissingEndParenthesisInMethodCall', "Missing closing ')' in method call."];
      if (rule === 'paramBlock' || rule === 'functionDefinition') return ['MissingEndParenthesisInFunctionParameterList', "Missing ')' in function parameter list."];
      if (rule === 'attribute') return ['MissingEndParenthesisInExpression', "Missing closing ')' in attribute argument list."];
      return ['MissingEndParenthesisInExpression', "Missing closing ')' in expression."];
    case 'RBracket':
      return rule === 'attribute' ? ['EndSquareBracketExpectedAtEndOfAttribute', "Missing ']' at end of attribute or type literal."]
        : ['MissingEndSquareBracket', "Missing ']' after array index expression."];
    case 'Identifier':
      return rule === 'typeDefinition' ? ['MissingNameAfterKeyword', `Missing name after ${prevImage} keyword.`] : null;
    case 'LCurly':
      if (rule === 'typeDefinition') return ['MissingTypeBody', `Missing '${typeKeyword}' body in '${typeKeyword}' declaration.`];
      if (rule === 'scriptBlock') return ['MissingFunctionBody', 'Missing function body in function declaration.'];
      if (rule === 'switchStatement') return ['MissingCurlyBraceInSwitchStatement', "Missing '{' in switch statement."];
      return ['MissingStatementBlock', `Missing statement block after '${prevImage}'.`];
    case 'LParen':
      return ['MissingOpenParenthesisAfterKeyword', `Missing opening '(' after keyword '${prevImage}'.`];
    case 'Variable':
      return rule === 'foreachStatement' ? ['MissingVariableNameAfterForeach', "Missing variable name after foreach."] : null;
    case 'In':
      return ['MissingInInForeach', "Missing 'in' after variable in foreach loop."];
    case 'Assign':
      return ['MissingEqualsInHashLiteral', "Missing '=' operator after key in hash literal."];
    case 'FunctionName':
      return ['MissingNameAfterFunctionKeyword', "Missing name after function keyword."];
    case 'CommandName':
      return prevImage === '|' ? ['EmptyPipeElement', 'An empty pipe element is not allowed.'] : null;
    default:
      return null;
  }
}

/** The `class` or `enum` keyword of the type definition a missing body belongs to: the last one before `at`. */
function typeKeywordBefore(src: string, at: number): string {
  const all = [...src.slice(0, at + 1).matchAll(/\b(class|enum)\b/gi)];
  return all.length ? all[all.length - 1][1].toLowerCase() : 'class';
}

/** An expression or statement was needed after the previous token. */
function expressionNeeded(c: Coded): [string, string] | null {
  const prev = c.prev ?? '';
  if (prev === 'Pipe') return ['EmptyPipeElement', 'An empty pipe element is not allowed.'];
  if (prev === 'Assign' || prev === 'CompoundAssign') {
    return ['ExpectedValueExpression', `You must provide a value expression on the right-hand side of the '${c.prevImage}' operator.`];
  }
  if (operatorTokens.has(prev)) return ['MissingExpressionAfterOperator', `You must provide a value expression following the '${c.prevImage}' operator.`];
  if (prev === 'Comma') return ['MissingExpressionAfterToken', "Missing expression after ','."];
  if (prev === 'ParameterColon') return ['MissingArgument', `Missing an argument for parameter '${(c.prevImage ?? '').slice(1, -1)}'.`];
  if (prev === 'FileRedirect') return ['MissingFileSpecification', 'Missing file specification after redirection operator.'];
  if (prev === 'Return' || prev === 'Throw' || prev === 'Exit') return null;
  return null;
}

/** A pipeline chain operator with nothing after it (about_Pipeline_Chain_Operators). */
export function pipelineChainMessage(op: string): string {
  return `Missing expression after '${op}' in pipeline chain.`;
}

/** `end` is where the parsed text ends; an error there is incomplete input only when that is the end of the script. */
export function fromException(loc: Locator, e: IRecognitionException, end: number, whole: boolean): ParseError {
  let c: Coded;
  try {
    c = JSON.parse(e.message) as Coded;
  } catch {
    c = { k: 'other' };
  }
  const tok: IToken = e.token;
  const atEnd = !tok || tok.tokenType?.name === 'EOF' || !Number.isFinite(tok.startOffset);
  const start = atEnd ? end : tok.startOffset;
  const stop = atEnd ? end : (tok.endOffset ?? tok.startOffset) + 1;
  const found = atEnd ? 'end of input' : tok.image;
  if (c.prev === 'ChainOp') {
    // `a &&` at the end: report the operator itself; more input would not make it valid.
    const at = c.prevAt ?? start;
    return makeError(loc, 'EmptyPipelineChainElement', pipelineChainMessage(c.prevImage ?? '&&'), at, at + 2, false);
  }
  let idMsg: [string, string] | null = null;
  if (c.k === 'mismatch') idMsg = missing(c.expected ?? '', c.rule ?? '', c.prevImage ?? '', typeKeywordBefore(loc.src, c.prevAt ?? start)) ?? expressionNeeded(c);
  else if (c.k === 'noViable' || c.k === 'earlyExit') idMsg = expressionNeeded(c);
  if (!idMsg && atEnd) idMsg = ['ExpectedExpression', 'An expression was expected after the end of the input.'];
  if (!idMsg) idMsg = ['UnexpectedToken', `Unexpected token '${found}' in expression or statement.`];
  return makeError(loc, idMsg[0], idMsg[1], start, stop, atEnd && whole);
}

/** Chevrotain error messages as JSON codes, turned into PowerShell's ids and messages by parse-errors.ts. */
export const codedMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: (o: { expected: { name: string }; previous: IToken; ruleName: string }) =>
    JSON.stringify({ k: 'mismatch', expected: o.expected.name, rule: o.ruleName, prev: o.previous?.tokenType?.name, prevImage: o.previous?.image, prevAt: o.previous?.startOffset }),
  buildNotAllInputParsedMessage: (o: { ruleName: string }) => JSON.stringify({ k: 'notAll', rule: o.ruleName }),
  buildNoViableAltMessage: (o: { previous: IToken; ruleName: string }) =>
    JSON.stringify({ k: 'noViable', rule: o.ruleName, prev: o.previous?.tokenType?.name, prevImage: o.previous?.image, prevAt: o.previous?.startOffset }),
  buildEarlyExitMessage: (o: { previous: IToken; ruleName: string }) =>
    JSON.stringify({ k: 'earlyExit', rule: o.ruleName, prev: o.previous?.tokenType?.name, prevImage: o.previous?.image, prevAt: o.previous?.startOffset }),
};
