// Small constructors the parser's actions use to build AST nodes: extents from tokens, operator
// normalisation, and precedence climbing over a flat operand/operator list.
import type { IToken } from 'chevrotain';
import type * as A from './ast.js';
import { numberLiteral } from './number-literal.js';
import { variableParts } from './scan.js';

type Spanned = IToken | { readonly extent: A.Extent } | undefined | null;

const noExtent: A.Extent = { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1, startOffset: 0, endOffset: 0 };

/**
 * The extent from the start of `a` to the end of `b` (tokens or nodes). Recovery may leave holes (missing
 * nodes, inserted tokens with NaN offsets): then the other end is used. Written for speed: one type test each.
 */
export function span(a: Spanned, b: Spanned = a): A.Extent {
  const s = startOf(a) ?? startOf(b);
  const e = endOf(b) ?? endOf(a);
  if (!s && !e) return noExtent;
  const from = (s ?? e) as IToken | A.Extent;
  const to = (e ?? s) as IToken | A.Extent;
  const fromTok = 'tokenType' in from;
  const toTok = 'tokenType' in to;
  const startLine = fromTok ? ((from as IToken).startLine as number) : (from as A.Extent).startLine;
  const startColumn = fromTok ? ((from as IToken).startColumn as number) : (from as A.Extent).startColumn;
  const startOffset = fromTok ? (from as IToken).startOffset : (from as A.Extent).startOffset;
  if (toTok) {
    const t = to as IToken;
    return { startLine, startColumn, startOffset, endLine: t.endLine as number, endColumn: (t.endColumn as number) + 1, endOffset: (t.endOffset as number) + 1 };
  }
  const x = to as A.Extent;
  return { startLine, startColumn, startOffset, endLine: x.endLine, endColumn: x.endColumn, endOffset: x.endOffset };
}

/** The token or extent holding the start of `x`, or undefined (missing node, or a token inserted by recovery). */
function startOf(x: Spanned): IToken | A.Extent | undefined {
  if (!x) return undefined;
  if ((x as IToken).tokenType !== undefined) return (x as IToken).startOffset >= 0 ? (x as IToken) : undefined;
  return (x as { extent: A.Extent }).extent;
}

function endOf(x: Spanned): IToken | A.Extent | undefined {
  if (!x) return undefined;
  if ((x as IToken).tokenType !== undefined) return ((x as IToken).endOffset as number) >= 0 ? (x as IToken) : undefined;
  return (x as { extent: A.Extent }).extent;
}

/** A stand-in for an expression that recovery skipped, so that a partial AST stays well-formed. */
export function missingExpression(at: Spanned): A.Expression {
  return { kind: 'StringConstantExpression', value: '', stringConstantType: 'BareWord', extent: span(at) };
}

export function orMissing(e: A.Expression | undefined, at: Spanned): A.Expression {
  return e && typeof e === 'object' && 'kind' in e ? e : missingExpression(at);
}

export function variable(tok: IToken, splatted = false): A.VariableExpression {
  const { scope, name } = variableParts(tok.image);
  return { kind: 'VariableExpression', name, scope, splatted, extent: span(tok) };
}

export function numberConstant(tok: IToken): A.ConstantExpression {
  const lit = numberLiteral(tok.image);
  if (lit === null) return { kind: 'ConstantExpression', value: Number.NaN, numberType: 'double', malformed: tok.image, extent: span(tok) };
  return { kind: 'ConstantExpression', ...lit, extent: span(tok) };
}

export function typeName(tok: IToken, inner = tok.image.slice(1, -1).trim()): A.TypeName {
  return { name: inner, extent: span(tok) };
}

/** `[Name(` of an attribute: the type name without the bracket and parenthesis. */
export function attributeTypeName(tok: IToken): A.TypeName {
  return typeName(tok, tok.image.slice(1, -1).trim());
}

const plainOps = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'notlike', 'match', 'notmatch', 'contains',
  'notcontains', 'in', 'notin', 'replace', 'split', 'join', 'is', 'isnot', 'as', 'and', 'or', 'xor', 'band', 'bor',
  'bxor', 'shl', 'shr', 'f']);

/** `-CEQ` -> { eq, caseSensitive }, `-ieq`/`-eq` -> { eq, insensitive }, `+` -> { + }. */
export function binaryOperator(image: string): { operator: A.BinaryOperator; caseSensitive: boolean } {
  if (!image.startsWith('-') || image.length === 1) return { operator: image as A.BinaryOperator, caseSensitive: false };
  const word = image.slice(1).toLowerCase();
  if (plainOps.has(word)) return { operator: word as A.BinaryOperator, caseSensitive: false };
  return { operator: word.slice(1) as A.BinaryOperator, caseSensitive: word[0] === 'c' };
}

/** Binary precedence from about_Operator_Precedence (higher binds tighter); all are left-associative. */
function precedence(op: A.BinaryOperator): number {
  switch (op) {
    case '..': return 9;
    case 'f': return 8;
    case '*': case '/': case '%': return 7;
    case '+': case '-': return 6;
    case 'band': case 'bor': case 'bxor': case 'shl': case 'shr': return 4;
    case 'and': case 'or': case 'xor': return 3;
    case '??': return 2;
    default: return 5; // comparison, -is/-as, binary -split/-join, -replace
  }
}

/** Folds `e0 op1 e1 op2 e2 ...` into a tree by precedence climbing. */
export function binaryTree(operands: A.Expression[], ops: IToken[]): A.Expression {
  let pos = 0;
  const parsed = ops.map((t) => binaryOperator(t.image));
  const climb = (minPrec: number): A.Expression => {
    let left = operands[pos];
    while (pos < parsed.length && precedence(parsed[pos].operator) >= minPrec) {
      const op = parsed[pos];
      const prec = precedence(op.operator);
      pos++;
      let right = operands[pos];
      while (pos < parsed.length && precedence(parsed[pos].operator) > prec) right = climb(prec + 1);
      left = { kind: 'BinaryExpression', operator: op.operator, caseSensitive: op.caseSensitive, left, right, extent: span(left, right) };
    }
    return left;
  };
  return climb(0);
}

export function unaryOperator(tok: IToken): A.UnaryOperator {
  const s = tok.image.toLowerCase();
  switch (s) {
    case '!': case '-not': return 'not';
    case '-bnot': return 'bnot';
    case '++': return 'preIncrement';
    case '--': return 'preDecrement';
    case '-': case '+': return s;
    default: return s.endsWith('join') ? 'join' : 'split';
  }
}

export function statementBlock(open: Spanned, close: Spanned, statements: A.Statement[], traps: A.Trap[]): A.StatementBlock {
  return { kind: 'StatementBlock', statements, traps, extent: span(open, close) };
}

export function pipelineOf(e: A.Expression): A.Pipeline {
  const element: A.CommandExpression = { kind: 'CommandExpression', expression: e, redirections: [], extent: e.extent };
  return { kind: 'Pipeline', elements: [element], extent: e.extent };
}

/** The label of a `:label` token, or of a `break label` word. */
export function labelName(tok: IToken | undefined): string | null {
  return tok ? tok.image.replace(/^:/, '') : null;
}

export function redirectionStream(image: string): A.RedirectionStream {
  const c = image[0];
  if (c === '*') return '*';
  if (c >= '1' && c <= '6') return Number(c) as A.RedirectionStream;
  return 1;
}
