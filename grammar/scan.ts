// Character-level scanners shared by the tokenizer and the string expander. Each takes the source and
// a start offset and returns the end offset (exclusive) of what it recognised, or -1.

export function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c > 127;
}
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
export function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c > 127;
}
export function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff;
}
export function isNewline(c: number): boolean {
  return c === 10 || c === 13;
}

/** A number literal at `i` (about_Numeric_Literals): 42, 0x1F, 1.5, .5, 1e3, 1l, 1d, 1kb. Must not run into a word. */
export function scanNumber(src: string, i: number): number {
  const n = src.length;
  let j = i;
  const hex = src.charCodeAt(j) === 48 && (src.charCodeAt(j + 1) | 32) === 120;
  // `0b1010` (about_Numeric_Literals, PowerShell 7): binary digits, the same suffixes as hex.
  const bin = src.charCodeAt(j) === 48 && (src.charCodeAt(j + 1) | 32) === 98;
  if (hex || bin) {
    j += 2;
    const s = j;
    while (j < n && (hex ? /[0-9a-fA-F]/.test(src[j]) : src[j] === '0' || src[j] === '1')) j++;
    if (j === s) return -1;
  } else {
    const s = j;
    while (j < n && isDigit(src.charCodeAt(j))) j++;
    if (src.charCodeAt(j) === 46 && isDigit(src.charCodeAt(j + 1))) {
      j++;
      while (j < n && isDigit(src.charCodeAt(j))) j++;
    }
    if (j === s) return -1;
    const e = src.charCodeAt(j) | 32;
    if (e === 101) {
      let k = j + 1;
      if (src[k] === '+' || src[k] === '-') k++;
      if (isDigit(src.charCodeAt(k))) {
        while (k < n && isDigit(src.charCodeAt(k))) k++;
        j = k;
      }
    }
  }
  // Type suffixes (about_Numeric_Literals): l d u ul y uy s us n (`lu` is not one); hex and binary take no d.
  const two = src.slice(j, j + 2).toLowerCase();
  if (two === 'ul' || two === 'uy' || two === 'us') j += 2;
  else if (/^[ludysn]$/i.test(src[j] ?? '') && !((hex || bin) && /^[d]$/i.test(src[j]))) j++;
  const m = src.slice(j, j + 2).toLowerCase();
  if (m === 'kb' || m === 'mb' || m === 'gb' || m === 'tb' || m === 'pb') j += 2;
  if (j < n && isWordChar(src.charCodeAt(j))) return -1;
  return j;
}

/**
 * A variable after `$` or `@` at `i` (the sigil itself): `$x`, `$_`, `$?`, `$$`, `$^`, `$script:x`, `${any}`.
 * Returns the end, or -1 when the sigil starts no variable.
 */
export function scanVariable(src: string, i: number): number {
  const n = src.length;
  let j = i + 1;
  const c = src.charCodeAt(j);
  if (c === 123) {
    // ${ ... }: anything up to the closing brace; a backtick escapes.
    j++;
    while (j < n && src.charCodeAt(j) !== 125) j += src.charCodeAt(j) === 96 ? 2 : 1;
    return j < n ? j + 1 : -1;
  }
  if (src[i] === '$' && (c === 63 || c === 36 || c === 94)) return j + 1; // $? $$ $^
  if (!isWordChar(c)) return -1;
  // `?` may continue a name (about_Variables): `$a?.b` reads the variable `a?`; `${a}?.b` is null-conditional.
  while (j < n && (isWordChar(src.charCodeAt(j)) || src.charCodeAt(j) === 63)) j++;
  // A scope or drive qualifier: `$script:x`, `$env:PATH` (but not `$x::` nor `$x:` alone).
  if (src.charCodeAt(j) === 58 && src.charCodeAt(j + 1) !== 58 && isWordChar(src.charCodeAt(j + 1))) {
    j++;
    while (j < n && isWordChar(src.charCodeAt(j))) j++;
  }
  return j;
}

/** Splits a variable image (`$script:x`, `${a b}`, `@p`) into scope and name. */
export function variableParts(image: string): { scope: string | null; name: string } {
  let body = image.slice(1);
  if (body.startsWith('{')) body = body.slice(1, -1).replace(/`(.)/g, '$1');
  const colon = body.indexOf(':');
  if (colon > 0) return { scope: body.slice(0, colon), name: body.slice(colon + 1) };
  return { scope: null, name: body };
}

/**
 * A type name inside brackets at `i` (just after `[`): `int`, `string[]`, `System.IO.StreamReader`,
 * `Dictionary[string,int]`. Returns the end of the name (before the closing `]` or an attribute's `(`), or -1.
 */
export function scanTypeName(src: string, i: number): number {
  const n = src.length;
  let j = i;
  while (j < n && isSpace(src.charCodeAt(j))) j++;
  if (!isLetter(src.charCodeAt(j))) return -1;
  while (j < n && (isWordChar(src.charCodeAt(j)) || src[j] === '.' || src[j] === '`' || src[j] === '+')) j++;
  for (;;) {
    if (src[j] !== '[') break;
    let k = j + 1;
    while (isSpace(src.charCodeAt(k))) k++;
    if (src[k] === ']' || src[k] === ',') {
      // array rank: [] or [,]
      while (src[k] === ',' || isSpace(src.charCodeAt(k))) k++;
      if (src[k] !== ']') return -1;
      j = k + 1;
      continue;
    }
    // generic arguments
    for (;;) {
      const e = scanTypeName(src, k);
      if (e < 0) return -1;
      k = e;
      while (isSpace(src.charCodeAt(k))) k++;
      if (src[k] === ',') { k++; continue; }
      break;
    }
    if (src[k] !== ']') return -1;
    j = k + 1;
  }
  while (j < n && isSpace(src.charCodeAt(j))) j++;
  return j;
}

/** End of a `'...'` string starting at `i` (`''` escapes a quote), or -1 when unterminated. */
export function scanSingleQuoted(src: string, i: number): number {
  const n = src.length;
  let j = i + 1;
  while (j < n) {
    if (src.charCodeAt(j) === 39) {
      if (src.charCodeAt(j + 1) === 39) { j += 2; continue; }
      return j + 1;
    }
    j++;
  }
  return -1;
}

/** End of a `"..."` string starting at `i`: backtick escapes, `""`, and `$( ... )` with nested strings. -1 if unterminated. */
export function scanDoubleQuoted(src: string, i: number): number {
  const n = src.length;
  let j = i + 1;
  while (j < n) {
    const c = src.charCodeAt(j);
    if (c === 96) { j += 2; continue; }
    if (c === 34) {
      if (src.charCodeAt(j + 1) === 34) { j += 2; continue; }
      return j + 1;
    }
    if (c === 36 && src.charCodeAt(j + 1) === 40) {
      j = scanBalancedParen(src, j + 1);
      if (j < 0) return -1;
      continue;
    }
    j++;
  }
  return -1;
}

/** A `#` starts a comment after a separator; inside a word (`a#b`) it is part of the word (about_Comments). */
function commentMayStart(prev: number): boolean {
  return isSpace(prev) || isNewline(prev) || prev === 40 || prev === 59 || prev === 123 || prev === 125;
}

/** End (after `)`) of the parenthesised text opening at `i`, skipping nested strings and comments. -1 if unclosed. */
export function scanBalancedParen(src: string, i: number): number {
  const n = src.length;
  let depth = 0;
  let j = i;
  while (j < n) {
    const c = src.charCodeAt(j);
    if (c === 40) depth++;
    else if (c === 41) {
      depth--;
      if (depth === 0) return j + 1;
    } else if (c === 96) { j += 2; continue; }
    else if (c === 39) { const e = scanSingleQuoted(src, j); if (e < 0) return -1; j = e; continue; }
    else if (c === 34) { const e = scanDoubleQuoted(src, j); if (e < 0) return -1; j = e; continue; }
    else if (c === 35 && commentMayStart(src.charCodeAt(j - 1))) { while (j < n && !isNewline(src.charCodeAt(j))) j++; continue; }
    j++;
  }
  return -1;
}

/**
 * A here-string opening at `i` (`@"` or `@'`): the opener must end its line, the closer must start a line
 * (about_Quoting_Rules). Returns the end after the closer, or -1 when unterminated; -2 when the opener is not
 * followed by a line break (then it is no here-string).
 */
export function scanHereString(src: string, i: number): number {
  const q = src[i + 1];
  let j = i + 2;
  while (isSpace(src.charCodeAt(j))) j++;
  if (j >= src.length) return -1; // the opener ends the input: more lines may follow
  if (!isNewline(src.charCodeAt(j))) return -2;
  for (;;) {
    const nl = src.indexOf('\n', j);
    const cr = src.indexOf('\r', j);
    let eol = nl < 0 ? cr : cr < 0 ? nl : Math.min(nl, cr);
    if (eol < 0) return -1;
    eol += src[eol] === '\r' && src[eol + 1] === '\n' ? 2 : 1;
    if (src[eol] === q && src[eol + 1] === '@') return eol + 2;
    j = eol;
  }
}
