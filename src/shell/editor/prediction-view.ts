// Prediction from history (PSReadLine's PredictionSource History): inline, the newest block that starts with what
// is typed shows its rest in grey after the cursor; F2 switches to the list view, where Up/Down pick an entry.
import type { BlockHistory } from './block-history.js';
import { paint, TOKEN_COLORS } from '../format/ps-style.js';

const LIST_SIZE = 10;

export class PredictionView {
  listMode = false;
  private selected = -1;
  /** What was typed before Up/Down started picking from the list. */
  private base: string | null = null;

  constructor(private readonly history: BlockHistory) {}

  /** The grey suffix for `text`, or '' (none in list mode). */
  inline(text: string): string {
    if (this.listMode) return '';
    const [best] = this.history.predictions(text, 1);
    return best ? best.slice(text.length) : '';
  }

  toggle(): void { this.listMode = !this.listMode; this.typed(); }
  close(): void { this.typed(); }
  typed(): void { this.selected = -1; this.base = null; }

  /** Up/Down in the list: the chosen entry's text, or what was typed when the choice goes back above the list. */
  select(delta: -1 | 1, text: string): string {
    this.base ??= text;
    const items = this.history.predictions(this.base, LIST_SIZE);
    if (items.length === 0) return text;
    this.selected = Math.max(-1, Math.min(items.length - 1, this.selected + delta));
    return this.selected < 0 ? this.base : items[this.selected];
  }

  listLines(text: string, columns: number, colour: boolean): { plain: string; styled: string }[] {
    if (!this.listMode) return [];
    const items = this.history.predictions(this.base ?? text, LIST_SIZE);
    const width = Math.max(20, columns - 1);
    return items.map((item, i) => {
      const first = item.split('\n')[0] + (item.includes('\n') ? ' …' : '');
      const tag = ' [History]';
      const body = ('> ' + first).slice(0, width - tag.length);
      const plain = body.padEnd(width - tag.length) + tag;
      if (!colour) return { plain, styled: plain };
      const styledBody = paint(TOKEN_COLORS.ListPrediction, '>') + body.slice(1).padEnd(width - tag.length - 1) + paint(TOKEN_COLORS.ListPrediction, tag);
      return { plain, styled: i === this.selected ? paint(TOKEN_COLORS.ListPredictionSelected, plain) : styledBody };
    });
  }
}
