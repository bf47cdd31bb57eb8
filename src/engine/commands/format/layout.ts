// Table and list layouts (PowerShell's Format-Table / Format-List default views, about_Format.ps1xml): headers
// underlined with dashes as long as the header, numbers right-aligned, one blank line before and after a table.
import { displayWidth, fit } from './cells.js';

export interface TableColumn {
  header: string;
  /** Fixed minimum width (the hashtable view's Name column is 30 wide). */
  minWidth?: number;
}

export interface TableData {
  columns: TableColumn[];
  /** Cell texts, row by row; `numeric[i]` right-aligns column i. */
  rows: string[][];
  numeric: boolean[];
}

const pad = (t: string, w: number, right: boolean) => {
  const gap = Math.max(0, w - displayWidth(t));
  return right ? ' '.repeat(gap) + t : t + ' '.repeat(gap);
};

/** How headers and labels are styled (pwsh 7.4: $PSStyle.Formatting.TableHeader and FormatAccent); none by default. */
export type Accent = (text: string) => string;
const plain: Accent = (t) => t;

/**
 * Lines of a table: header, dashes, rows. `withHeader` false continues a table already started. Header cells are
 * styled one by one (their padding stays plain), as pwsh's table view writes them.
 */
export function tableLines(t: TableData, widths: number[], withHeader: boolean, maxWidth: number, header: Accent = plain): string[] {
  const line = (cells: string[], style: Accent = plain) => {
    const texts = cells.map((c, i) => fit(c.replace(/\r?\n/g, ' '), widths[i]));
    const parts = texts.map((text, i) => (i === cells.length - 1 && !t.numeric[i] ? text : pad(text, widths[i], t.numeric[i])));
    const whole = fit(parts.join(' '), maxWidth).trimEnd();
    if (style === plain || whole !== parts.join(' ').trimEnd()) return whole;
    return texts.map((text, i) => {
      const gap = Math.max(0, widths[i] - displayWidth(text));
      const last = i === cells.length - 1;
      if (t.numeric[i]) return ' '.repeat(gap) + style(text);
      return style(text) + (last ? '' : ' '.repeat(gap));
    }).join(' ').trimEnd();
  };
  const out: string[] = [];
  if (withHeader) {
    out.push(line(t.columns.map((c) => c.header), header));
    out.push(line(t.columns.map((c) => '-'.repeat(displayWidth(c.header))), header));
  }
  for (const r of t.rows) out.push(line(r));
  return out;
}

/** Column widths: the widest of header and cells, shrinking the widest columns when the line is too long. */
export function columnWidths(t: TableData, maxWidth: number): number[] {
  const widths = t.columns.map((c, i) => Math.max(c.minWidth ?? 0, displayWidth(c.header), ...t.rows.map((r) => displayWidth(r[i] ?? ''))));
  const total = () => widths.reduce((a, b) => a + b, 0) + widths.length - 1;
  while (total() > maxWidth) {
    const i = widths.indexOf(Math.max(...widths));
    const floor = Math.max(displayWidth(t.columns[i].header), 4);
    if (widths[i] <= floor) break;
    widths[i] = Math.max(floor, widths[i] - (total() - maxWidth));
  }
  return widths;
}

/** One object in list view: `Name : Value`, names padded to the longest; continuation lines indented. */
export function listLines(pairs: [string, string][], maxWidth: number, label: Accent = plain): string[] {
  const w = Math.max(0, ...pairs.map(([n]) => displayWidth(n)));
  const out: string[] = [];
  for (const [name, value] of pairs) {
    const head = name + ' '.repeat(w - displayWidth(name)) + ' : ';
    const [first, ...rest] = value.split(/\r?\n/);
    out.push(label === plain ? (head + first).trimEnd() : label(head) + fit(first, Math.max(maxWidth, w + 10) - head.length).trimEnd());
    for (const r of rest) out.push((' '.repeat(head.length) + r).trimEnd());
  }
  return out.map((l) => (l.includes('\u001b') ? l : fit(l, Math.max(maxWidth, w + 10))));
}
