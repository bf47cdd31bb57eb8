// The text being typed at the prompt as one multi-line buffer (PSReadLine keeps the whole block in one buffer, so
// a recalled block is edited and run as one). Pure: every operation returns a new state, so keys are tested by table.

export interface EditState {
  readonly text: string;
  /** Offset into text, 0..text.length. */
  readonly cursor: number;
}

export const EMPTY: EditState = { text: '', cursor: 0 };

export function at(text: string, cursor = text.length): EditState {
  return { text, cursor: Math.max(0, Math.min(cursor, text.length)) };
}

export function insert(s: EditState, chars: string): EditState {
  return at(s.text.slice(0, s.cursor) + chars + s.text.slice(s.cursor), s.cursor + chars.length);
}

export function deleteBackward(s: EditState): EditState {
  if (s.cursor === 0) return s;
  return at(s.text.slice(0, s.cursor - 1) + s.text.slice(s.cursor), s.cursor - 1);
}

export function deleteForward(s: EditState): EditState {
  if (s.cursor >= s.text.length) return s;
  return at(s.text.slice(0, s.cursor) + s.text.slice(s.cursor + 1), s.cursor);
}

/** Start and end offsets of the line the cursor is on. */
export function lineBounds(text: string, cursor: number): { start: number; end: number } {
  const start = text.lastIndexOf('\n', cursor - 1) + 1;
  const nl = text.indexOf('\n', cursor);
  return { start, end: nl < 0 ? text.length : nl };
}

export function lineIndex(text: string, cursor: number): number {
  let n = 0;
  for (let i = 0; i < cursor; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

export const lineCount = (text: string): number => lineIndex(text, text.length) + 1;
export const onFirstLine = (s: EditState): boolean => s.text.lastIndexOf('\n', s.cursor - 1) < 0;
export const onLastLine = (s: EditState): boolean => s.text.indexOf('\n', s.cursor) < 0;

export function home(s: EditState): EditState { return at(s.text, lineBounds(s.text, s.cursor).start); }
export function end(s: EditState): EditState { return at(s.text, lineBounds(s.text, s.cursor).end); }
export function left(s: EditState): EditState { return at(s.text, s.cursor - 1); }
export function right(s: EditState): EditState { return at(s.text, s.cursor + 1); }

/** Up or down one line, keeping the column where the line is long enough. */
export function verticalMove(s: EditState, delta: -1 | 1): EditState {
  const { start, end: lineEnd } = lineBounds(s.text, s.cursor);
  const column = s.cursor - start;
  if (delta < 0) {
    if (start === 0) return s;
    const prev = lineBounds(s.text, start - 1);
    return at(s.text, prev.start + Math.min(column, prev.end - prev.start));
  }
  if (lineEnd >= s.text.length) return s;
  const next = lineBounds(s.text, lineEnd + 1);
  return at(s.text, next.start + Math.min(column, next.end - next.start));
}

const isWord = (c: string | undefined) => c !== undefined && /[\w$-]/.test(c);

/** PSReadLine's ForwardWord/BackwardWord: to the end of the next word, or the start of the previous one. */
export function wordRight(s: EditState): EditState {
  let i = s.cursor;
  while (i < s.text.length && !isWord(s.text[i])) i++;
  while (i < s.text.length && isWord(s.text[i])) i++;
  return at(s.text, i);
}

export function wordLeft(s: EditState): EditState {
  let i = s.cursor;
  while (i > 0 && !isWord(s.text[i - 1])) i--;
  while (i > 0 && isWord(s.text[i - 1])) i--;
  return at(s.text, i);
}

export function deleteWordBackward(s: EditState): EditState {
  const to = wordLeft(s).cursor;
  return at(s.text.slice(0, to) + s.text.slice(s.cursor), to);
}

export function deleteWordForward(s: EditState): EditState {
  const to = wordRight(s).cursor;
  return at(s.text.slice(0, s.cursor) + s.text.slice(to), s.cursor);
}

/** Ctrl-U / Ctrl-K: delete to the start or end of the current line. */
export function killToLineStart(s: EditState): EditState {
  const { start } = lineBounds(s.text, s.cursor);
  return at(s.text.slice(0, start) + s.text.slice(s.cursor), start);
}

export function killToLineEnd(s: EditState): EditState {
  const { end: lineEnd } = lineBounds(s.text, s.cursor);
  const to = lineEnd === s.cursor && lineEnd < s.text.length ? lineEnd + 1 : lineEnd;
  return at(s.text.slice(0, s.cursor) + s.text.slice(to), s.cursor);
}

export function replaceRange(s: EditState, from: number, to: number, chars: string): EditState {
  return at(s.text.slice(0, from) + chars + s.text.slice(to), from + chars.length);
}
