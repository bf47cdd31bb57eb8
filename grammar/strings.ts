// String literals (about_Quoting_Rules, about_Special_Characters): quote removal, escapes, and the split of
// expandable strings into literal text and `$var` / `${var}` / `$(...)` parts.
import type { IToken } from 'chevrotain';
import type * as A from './ast.js';
import { span } from './build.js';
import { isWordChar, scanBalancedParen, scanDoubleQuoted, scanSingleQuoted, scanVariable, variableParts } from './scan.js';

const escapes: Record<string, string> = { '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** Processes a backtick escape at `i` (the backtick); returns [text, next offset]. */
function escapeAt(s: string, i: number, end: number): [string, number] {
  const c = s[i + 1];
  if (c === undefined || i + 1 >= end) return ['`', i + 1];
  if (c === 'u' && s[i + 2] === '{') {
    const close = s.indexOf('}', i + 3);
    if (close > 0 && close < end) {
      const code = parseInt(s.slice(i + 3, close), 16);
      if (Number.isFinite(code) && code <= 0x10ffff) return [String.fromCodePoint(code), close + 1];
    }
  }
  return [escapes[c] ?? c, i + 2];
}

/** Where the content of a string token starts and ends in the source, and which kind of string it is. */
export interface StringSpan {
  readonly start: number;
  readonly end: number;
  readonly type: A.StringConstantType;
}

export function contentOf(tok: IToken, kind: 'SQ' | 'DQ' | 'SQHere' | 'DQHere' | 'Bare'): StringSpan {
  const s = tok.startOffset;
  const e = (tok.endOffset ?? s) + 1;
  switch (kind) {
    case 'SQ': return { start: s + 1, end: e - 1, type: 'SingleQuoted' };
    case 'DQ': return { start: s + 1, end: e - 1, type: 'DoubleQuoted' };
    case 'Bare': return { start: s, end: e, type: 'BareWord' };
    default: {
      // The content starts after the opener's line break and ends before the closer's line break.
      const img = tok.image;
      const first = img.indexOf('\n') + 1;
      let last = img.length - 2;
      if (img[last - 1] === '\n') last--;
      if (img[last - 1] === '\r') last--;
      return { start: s + first, end: Math.max(s + first, s + last), type: kind === 'SQHere' ? 'SingleQuotedHereString' : 'DoubleQuotedHereString' };
    }
  }
}

export function singleQuotedValue(src: string, c: StringSpan): string {
  const raw = src.slice(c.start, c.end);
  return c.type === 'SingleQuoted' ? raw.replace(/''/g, "'") : raw;
}

/** Whether a `$` at `i` starts an expansion: `$name`, `${...}`, `$(`, `$_`, `$?`, `$$`, `$^`. */
function expansionAt(s: string, i: number, end: number): number {
  if (s[i + 1] === '(') {
    const e = scanBalancedParen(s, i + 1);
    return e > 0 && e <= end ? e : -1;
  }
  const e = scanVariable(s, i);
  return e > 0 && e <= end && (s[i + 1] === '{' || isWordChar(s.charCodeAt(i + 1)) || '?$^'.includes(s[i + 1])) ? e : -1;
}

export function hasExpansion(src: string, c: StringSpan): boolean {
  if (c.type === 'BareWord' && hasQuote(src, c)) return bareRuns(src, c).some((r) => r.type !== 'SingleQuoted' && hasExpansion(src, r));
  for (let i = src.indexOf('$', c.start); i >= 0 && i < c.end; i = src.indexOf('$', i + 1)) {
    if (src[i - 1] === '`' && i - 1 >= c.start) continue;
    if (expansionAt(src, i, c.end) > 0) return true;
  }
  return false;
}

/** Literal text of an expandable string segment: backtick escapes, and `""` in a double-quoted string. */
export function unescape(src: string, from: number, to: number, type: A.StringConstantType): string {
  let out = '';
  let i = from;
  while (i < to) {
    const ch = src[i];
    if (ch === '`') {
      const [text, next] = escapeAt(src, i, to);
      out += text;
      i = next;
    } else if (ch === '"' && src[i + 1] === '"' && type === 'DoubleQuoted') {
      out += '"';
      i += 2;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

export type SubParser = (from: number, to: number) => A.StatementBlock;
export type Locate = (from: number, to: number) => A.Extent;

/** The parts of an expandable string: literal text and VariableExpression / SubExpression nodes. */
export function expandParts(src: string, c: StringSpan, parseSub: SubParser, locate: Locate): (string | A.Expression)[] {
  if (c.type === 'BareWord' && hasQuote(src, c)) return expandBareParts(src, c, parseSub, locate);
  const parts: (string | A.Expression)[] = [];
  let lit = c.start;
  let i = c.start;
  while (i < c.end) {
    const ch = src[i];
    if (ch === '`') { i += 2; continue; }
    if (ch !== '$') { i++; continue; }
    const e = expansionAt(src, i, c.end);
    if (e < 0) { i++; continue; }
    if (i > lit) parts.push(unescape(src, lit, i, c.type));
    if (src[i + 1] === '(') {
      const body = parseSub(i + 2, e - 1);
      parts.push({ kind: 'SubExpression', body, extent: locate(i, e) });
    } else {
      const { scope, name } = variableParts(src.slice(i, e));
      parts.push({ kind: 'VariableExpression', name, scope, splatted: false, extent: locate(i, e) });
    }
    i = lit = e;
  }
  if (lit < c.end) parts.push(unescape(src, lit, c.end, c.type));
  return parts;
}

/** A string token as a node: constant when nothing expands, else an ExpandableString filled in later. */
export function stringNode(src: string, tok: IToken, c: StringSpan, expandable: boolean): A.StringConstantExpression | A.ExpandableStringExpression {
  const extent = span(tok);
  if (c.type === 'SingleQuoted' || c.type === 'SingleQuotedHereString') {
    return { kind: 'StringConstantExpression', value: singleQuotedValue(src, c), stringConstantType: c.type, extent };
  }
  if (!expandable || !hasExpansion(src, c)) {
    const value = c.type === 'BareWord' && hasQuote(src, c) ? bareValue(src, c) : unescape(src, c.start, c.end, c.type);
    return { kind: 'StringConstantExpression', value, stringConstantType: c.type, extent };
  }
  return { kind: 'ExpandableStringExpression', parts: [], stringConstantType: c.type, extent };
}

// Bare words with quoted parts (about_Parsing, argument mode): `a'b'c` is `abc`, `a"$x"c` expands `$x`.

function hasQuote(src: string, c: StringSpan): boolean {
  for (let i = c.start; i < c.end; i++) {
    const ch = src.charCodeAt(i);
    if (ch === 39 || ch === 34) return true;
  }
  return false;
}

/** The runs of a bare word: unquoted text, and the contents of its 'single' and "double" quoted parts. */
function bareRuns(src: string, c: StringSpan): StringSpan[] {
  const runs: StringSpan[] = [];
  let lit = c.start;
  let i = c.start;
  while (i < c.end) {
    const ch = src.charCodeAt(i);
    if (ch === 96) { i += 2; continue; }
    if (ch === 36) { const e = scanVariable(src, i); i = e > i ? e : i + 1; continue; }
    if (ch !== 39 && ch !== 34) { i++; continue; }
    const e = Math.min(c.end, ch === 39 ? scanSingleQuoted(src, i) : scanDoubleQuoted(src, i));
    if (i > lit) runs.push({ start: lit, end: i, type: 'BareWord' });
    runs.push({ start: i + 1, end: Math.max(i + 1, e - 1), type: ch === 39 ? 'SingleQuoted' : 'DoubleQuoted' });
    i = lit = Math.max(e, i + 1);
  }
  if (lit < c.end) runs.push({ start: lit, end: c.end, type: 'BareWord' });
  return runs;
}

function bareValue(src: string, c: StringSpan): string {
  let out = '';
  for (const r of bareRuns(src, c)) out += r.type === 'SingleQuoted' ? singleQuotedValue(src, r) : unescape(src, r.start, r.end, r.type);
  return out;
}

function expandBareParts(src: string, c: StringSpan, parseSub: SubParser, locate: Locate): (string | A.Expression)[] {
  const parts: (string | A.Expression)[] = [];
  for (const r of bareRuns(src, c)) {
    const runParts = r.type === 'SingleQuoted' ? [singleQuotedValue(src, r)] : expandParts(src, r, parseSub, locate);
    for (const p of runParts) {
      const last = parts.length - 1;
      if (typeof p === 'string' && typeof parts[last] === 'string') parts[last] += p;
      else parts.push(p);
    }
  }
  return parts;
}
