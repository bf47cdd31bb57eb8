// What the prompt knows of the text being typed, from the grammar's own tokenizer and parser (no second lexer):
// a colour class per character (PSReadLine's token classification) and whether the parse failed for a reason other
// than incomplete input (the prompt marker turns red then, as PSReadLine's does).
import { parse, tokenize } from '../../../grammar/index.js';
import { paint, TOKEN_COLORS, type TokenClass } from '../format/ps-style.js';

const CLASS_OF: Readonly<Record<string, TokenClass>> = {
  CommandName: 'Command', FunctionName: 'Command',
  Parameter: 'Parameter', ParameterColon: 'Parameter',
  SQString: 'String', DQString: 'String', SQHereString: 'String', DQHereString: 'String',
  Variable: 'Variable', SplatVariable: 'Variable',
  Number: 'Number',
  TypeLiteral: 'Type', CastType: 'Type', AttributeOpen: 'Type',
  MemberName: 'Member',
  AdditiveOp: 'Operator', OtherBinaryOp: 'Operator', SplitJoinOp: 'Operator', NotOp: 'Operator', PrefixIncDec: 'Operator',
  PostfixIncDec: 'Operator', Assign: 'Operator', CompoundAssign: 'Operator', Comma: 'Operator', FileRedirect: 'Operator',
  MergeRedirect: 'Operator', ChainOp: 'Operator',
  If: 'Keyword', ElseIf: 'Keyword', Else: 'Keyword', Switch: 'Keyword', Foreach: 'Keyword', For: 'Keyword',
  While: 'Keyword', Do: 'Keyword', Until: 'Keyword', Try: 'Keyword', Catch: 'Keyword', Finally: 'Keyword',
  Trap: 'Keyword', Function: 'Keyword', Return: 'Keyword', Throw: 'Keyword', Exit: 'Keyword', Break: 'Keyword',
  Continue: 'Keyword', Param: 'Keyword', NamedBlock: 'Keyword', In: 'Keyword', Default: 'Keyword', TypeKw: 'Keyword',
};

/** The colour class of each character of `text` (null: default colour). */
export function classify(text: string): (TokenClass | null)[] {
  const classes: (TokenClass | null)[] = new Array(text.length).fill(null);
  const set = (from: number, to: number, c: TokenClass) => { for (let i = from; i < to; i++) classes[i] = c; };
  let covered = 0;
  for (const t of tokenize(text).tokens) {
    const start = t.startOffset;
    const end = start + t.image.length;
    markComments(text, covered, start, set);
    covered = end;
    const c = CLASS_OF[t.tokenType.name];
    if (!c) continue;
    // A type literal colours its name, not its brackets (PSReadLine colours the type token only).
    if (c === 'Type') set(start + 1, t.image.endsWith(']') ? end - 1 : end, c);
    else set(start, end, c);
    if (t.tokenType.name === 'DQString' || t.tokenType.name === 'DQHereString') markEmbeddedVariables(t.image, start, set);
  }
  markComments(text, covered, text.length, set);
  return classes;
}

/** Comments are skipped by the tokenizer: they are the gaps between tokens that start with `#` or `<#`. */
function markComments(text: string, from: number, to: number, set: (a: number, b: number, c: TokenClass) => void): void {
  for (let i = from; i < to; i++) {
    if (text[i] === '#' || (text[i] === '<' && text[i + 1] === '#')) {
      const close = text[i] === '<' ? text.indexOf('#>', i + 2) : -1;
      const stop = text[i] === '<' ? (close < 0 ? to : Math.min(to, close + 2)) : (() => { const nl = text.indexOf('\n', i); return nl < 0 || nl > to ? to : nl; })();
      set(i, stop, 'Comment');
      i = stop;
    }
  }
}

function markEmbeddedVariables(image: string, offset: number, set: (a: number, b: number, c: TokenClass) => void): void {
  const re = /`.|\$\{[^}]*\}|\$[A-Za-z_][\w:]*/g;
  for (let m = re.exec(image); m; m = re.exec(image)) if (m[0][0] === '$') set(offset + m.index, offset + m.index + m[0].length, 'Variable');
}

/** The text as coloured lines (split at newlines; colours never span a line end, so each line redraws alone). */
export function colourLines(text: string): string[] {
  const classes = classify(text);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\n') { lines.push(line); line = ''; i++; continue; }
    let j = i + 1;
    while (j < text.length && text[j] !== '\n' && classes[j] === classes[i]) j++;
    const c = classes[i];
    line += c ? paint(TOKEN_COLORS[c], text.slice(i, j)) : text.slice(i, j);
    i = j;
  }
  lines.push(line);
  return lines;
}

export interface SyntaxCheck {
  /** Every parse error says more input could complete it (Enter adds a line). */
  incomplete: boolean;
  /** A parse error that more input cannot fix. */
  error: boolean;
}

export function check(text: string): SyntaxCheck {
  const { errors } = parse(text);
  if (errors.length === 0) return { incomplete: false, error: false };
  const incomplete = errors.every((e) => e.incompleteInput);
  return { incomplete, error: !incomplete };
}
