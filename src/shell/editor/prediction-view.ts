// Prediction from history (PSReadLine's PredictionSource History). Inline view: the newest block that starts with
// what is typed shows its rest in grey after the cursor. List view (F2, PSReadLine's ListView): a metadata line
// (`<-/N>` and `<History(N)>`) and up to ten entries that start with, then contain, what is typed; Up and Down move
// through them and back to what was typed (the typed text is the virtual entry before the first), the buffer
// showing the chosen entry; Enter runs it; typing edits it; F2 goes back to the inline view keeping the buffer,
// Escape goes back putting the typed text back.
import type { BlockHistory } from './block-history.js';
import { paint, TOKEN_COLORS } from '../format/ps-style.js';

const LIST_SIZE = 10;
/** PSReadLine's ListViewMaxWidth. */
const LIST_WIDTH = 100;

export interface Line { plain: string; styled: string }

export class PredictionView {
  listMode = false;
  private selected = -1;
  /** What was typed before Up/Down started choosing from the list. */
  private base: string | null = null;

  constructor(private readonly history: BlockHistory) {}

  /** The grey suffix for `text`, or '' (none in list mode). */
  inline(text: string): string {
    if (this.listMode) return '';
    const [best] = this.history.predictions(text, 1);
    return best ? best.slice(text.length) : '';
  }

  /** F2: switches view; the buffer stays as it is. */
  toggle(): void { this.listMode = !this.listMode; this.typed(); }
  close(): void { this.typed(); }
  /** The buffer was edited: a chosen entry is now the text being typed. */
  typed(): void { this.selected = -1; this.base = null; }

  /** Escape: back to the inline view; returns what was typed when an entry was chosen (the buffer to restore). */
  escape(): string | null {
    const restore = this.selected >= 0 ? this.base : null;
    this.listMode = false;
    this.typed();
    return restore;
  }

  private items(text: string): string[] { return this.history.matches(this.base ?? text, LIST_SIZE); }

  /**
   * Up/Down in the list: the chosen entry's text, or what was typed when the choice comes round to it; null when
   * the list is empty (the arrows then move and walk history as usual).
   */
  select(delta: -1 | 1, text: string): string | null {
    const items = this.items(text);
    if (items.length === 0) return null;
    this.base ??= text;
    const slots = items.length + 1;
    this.selected = ((this.selected + 1 + delta + slots) % slots) - 1;
    return this.selected < 0 ? this.base : items[this.selected];
  }

  listLines(text: string, columns: number, colour: boolean): Line[] {
    if (!this.listMode) return [];
    const items = this.items(text);
    if (items.length === 0) return [];
    const width = Math.max(20, Math.min(LIST_WIDTH, columns - 1));
    return [this.metadata(items.length, width, colour), ...items.map((item, i) => this.itemLine(item, i === this.selected, width, colour))];
  }

  /** `<k/N>` on the left, the source summary on the right (PSReadLine's metadata line). */
  private metadata(count: number, width: number, colour: boolean): Line {
    const quick = `<${this.selected >= 0 ? this.selected + 1 : '-'}/${count}>`;
    const source = this.selected >= 0 ? `<History(${this.selected + 1}/${count})>` : `<History(${count})>`;
    const gap = ' '.repeat(Math.max(1, width - quick.length - source.length));
    const plain = quick + gap + source;
    if (!colour) return { plain, styled: plain };
    const sourceStyle = this.selected >= 0 ? TOKEN_COLORS.ListPrediction + '\u001b[3m' : TOKEN_COLORS.InlinePrediction;
    return { plain, styled: paint(TOKEN_COLORS.ListPrediction + '\u001b[3m', quick) + gap + paint(sourceStyle, source) };
  }

  /** `> entry` (its first line; `…` when it has more) padded to the width, then `[History]`. */
  private itemLine(item: string, selected: boolean, width: number, colour: boolean): Line {
    const tag = ' [History]';
    const first = item.split('\n')[0] + (item.includes('\n') ? ' …' : '');
    const body = ('> ' + first).slice(0, width - tag.length).padEnd(width - tag.length);
    const plain = body + tag;
    if (!colour) return { plain, styled: plain };
    if (selected) return { plain, styled: paint(TOKEN_COLORS.ListPredictionSelected, plain) };
    return { plain, styled: paint(TOKEN_COLORS.ListPrediction, '>') + body.slice(1) + paint(TOKEN_COLORS.ListPrediction, tag) };
  }
}
