// Draws the prompt's block: the prompt and `>> ` continuation prompts, the coloured lines, an inline prediction
// and footer lines (search status, prediction list, completion menu). Pure: a frame in, the escape text out, so a
// redraw is one write and is tested without a terminal. Each redraw moves to the block's first row, clears to the
// end of the screen and writes the whole block (a 20-line block redraws well within a frame, see bench/startup.mjs).

export interface Frame {
  /** Prompt texts, plain and as drawn (the marker may be red). */
  prompt: { plain: string; styled: string };
  continuation: { plain: string; styled: string };
  /** The buffer's lines, plain (for widths) and coloured. */
  lines: string[];
  styled: string[];
  /** Cursor position in buffer coordinates. */
  cursorLine: number;
  cursorColumn: number;
  /** Grey text after the buffer's end (inline prediction), possibly several lines; already styled per line. */
  suffix: { plain: string[]; styled: string[] } | null;
  /** Lines under the block; plain and styled. */
  footer: { plain: string; styled: string }[];
}

export interface Drawn {
  /** What to write to the terminal. */
  text: string;
  /** Row of the cursor, counted from the block's first row, after the write. */
  cursorRow: number;
  /** Rows the block takes. */
  rows: number;
}

const width = (s: string) => [...s].length;
const CSI = '\u001b[';

/** Rows a line of `w` cells takes; the last line gets a row for a cursor that wrapped past its end. */
function rowsOf(w: number, columns: number, last: boolean): number {
  return last ? Math.floor(w / columns) + 1 : Math.max(1, Math.ceil(w / columns));
}

export function draw(frame: Frame, columns: number, previousCursorRow: number): Drawn {
  const cols = Math.max(10, columns);
  const plain: string[] = [];
  const styled: string[] = [];
  frame.lines.forEach((l, i) => {
    const p = i === 0 ? frame.prompt : frame.continuation;
    plain.push(p.plain + l);
    styled.push(p.styled + frame.styled[i]);
  });
  if (frame.suffix) {
    const last = plain.length - 1;
    frame.suffix.plain.forEach((s, i) => {
      if (i === 0) { plain[last] += s; styled[last] += frame.suffix!.styled[0]; return; }
      plain.push(frame.continuation.plain + s);
      styled.push(frame.continuation.styled + frame.suffix!.styled[i]);
    });
  }
  for (const f of frame.footer) { plain.push(f.plain); styled.push(f.styled); }

  // Where the cursor goes: rows before its line, plus its column's wrap.
  let cursorRow = 0;
  for (let i = 0; i < frame.cursorLine; i++) cursorRow += rowsOf(width(plain[i]), cols, false);
  const promptWidth = width((frame.cursorLine === 0 ? frame.prompt : frame.continuation).plain);
  const cursorCells = promptWidth + width(frame.lines[frame.cursorLine].slice(0, frame.cursorColumn));
  cursorRow += Math.floor(cursorCells / cols);
  const cursorCol = cursorCells % cols;

  let totalRows = 0;
  plain.forEach((l, i) => { totalRows += rowsOf(width(l), cols, i === plain.length - 1); });
  const lastWidth = width(plain[plain.length - 1]);
  // Each line clears its row first, and the rows below the block are cleared from its end: an erase from the
  // screen's top-left corner is never sent (tmux copies the whole screen into its scrollback on one).
  let out = CSI + '?25l' + (previousCursorRow > 0 ? `${CSI}${previousCursorRow}A` : '') + '\r';
  out += styled.map((l) => CSI + 'K' + l).join('\r\n');
  // A last line that exactly fills its row leaves the terminal waiting to wrap: move to the next row explicitly.
  if (lastWidth > 0 && lastWidth % cols === 0) out += '\r\n';
  out += CSI + 'J';
  const endRow = totalRows - 1;
  const up = endRow - cursorRow;
  out += (up > 0 ? `${CSI}${up}A` : '') + '\r' + (cursorCol > 0 ? `${CSI}${cursorCol}C` : '') + CSI + '?25h';
  return { text: out, cursorRow, rows: totalRows };
}

/** Erases a drawn block (before printing above it): each of its rows, then back to its first row. */
export function erase(previousCursorRow: number, rows: number): string {
  let out = (previousCursorRow > 0 ? `${CSI}${previousCursorRow}A` : '') + '\r';
  for (let i = 0; i < rows; i++) out += CSI + '2K' + (i < rows - 1 ? `${CSI}1B` : '');
  return out + (rows > 1 ? `${CSI}${rows - 1}A` : '');
}
