// Tab cycling (PSReadLine's TabCompleteNext/TabCompletePrevious) and the completion menu (MenuComplete, Ctrl+Space)
// over the matches of the one completer (src/shell/complete.ts, run in the engine worker).
import * as B from './edit-buffer.js';
import type { Action, Key } from './keymap.js';
import { paint, TOKEN_COLORS } from '../format/ps-style.js';

export type Completer = (text: string, cursor: number) => Promise<{ items: string[]; start: number }>;

interface Cycle { items: string[]; start: number; index: number; original: string; produced: string }

const MENU_ROWS = 10;

export class CompletionSession {
  private cycle: Cycle | null = null;
  menuOpen = false;

  constructor(private readonly completer: Completer) {}

  reset(): void { this.cycle = null; this.menuOpen = false; }

  /** One Tab, Shift+Tab or Ctrl+Space: the new buffer, or null when nothing completes. */
  async step(action: Action, s: B.EditState): Promise<B.EditState | null> {
    const c = this.cycle;
    if (c && s.text === c.produced) return this.move(s, action === 'TabCompletePrevious' ? -1 : 1, action === 'MenuComplete');
    let r: { items: string[]; start: number };
    try { r = await this.completer(s.text, s.cursor); } catch { return null; }
    if (r.items.length === 0) return null;
    const index = action === 'TabCompletePrevious' ? r.items.length - 1 : 0;
    const next = B.replaceRange(s, r.start, s.cursor, r.items[index]);
    this.cycle = { items: r.items, start: r.start, index, original: s.text.slice(r.start, s.cursor), produced: next.text };
    this.menuOpen = action === 'MenuComplete' && r.items.length > 1;
    return next;
  }

  private move(s: B.EditState, delta: number, openMenu: boolean): B.EditState {
    const c = this.cycle!;
    if (openMenu) this.menuOpen = c.items.length > 1;
    const index = (c.index + delta + c.items.length) % c.items.length;
    const next = B.replaceRange(s, c.start, c.start + c.items[c.index].length, c.items[index]);
    c.index = index;
    c.produced = next.text;
    return next;
  }

  /** A key while the menu shows: true when the menu used it. */
  menuKey(action: Action | undefined, key: Key, s: B.EditState, set: (next: B.EditState) => void): boolean {
    const c = this.cycle;
    if (!c) { this.menuOpen = false; return false; }
    const forward = action === 'TabCompleteNext' || action === 'ForwardChar' || action === 'NextLineOrHistory';
    const back = action === 'TabCompletePrevious' || action === 'BackwardChar' || action === 'PreviousLineOrHistory';
    if (forward || back) { set(this.move(s, back ? -1 : 1, true)); return true; }
    if (action === 'AcceptLine') { this.reset(); return true; }
    if (action === 'Escape' || action === 'CancelLine') {
      set(B.replaceRange(s, c.start, c.start + c.items[c.index].length, c.original));
      this.reset();
      return true;
    }
    void key;
    this.reset();
    return false;
  }

  menuLines(columns: number, colour: boolean): { plain: string; styled: string }[] {
    const c = this.cycle;
    if (!this.menuOpen || !c) return [];
    const cell = Math.min(columns - 1, Math.max(...c.items.map((i) => [...i].length)) + 2);
    const perRow = Math.max(1, Math.floor((columns - 1) / cell));
    const rows = Math.ceil(c.items.length / perRow);
    const firstRow = Math.max(0, Math.min(Math.floor(c.index / perRow) - MENU_ROWS + 1, rows - MENU_ROWS));
    const out: { plain: string; styled: string }[] = [];
    for (let r = firstRow; r < Math.min(rows, firstRow + MENU_ROWS); r++) {
      let plain = '';
      let styled = '';
      for (let k = r * perRow; k < Math.min(c.items.length, (r + 1) * perRow); k++) {
        const text = c.items[k].slice(0, cell - 2).padEnd(cell);
        plain += text;
        styled += k === c.index ? (colour ? paint(TOKEN_COLORS.Selection, text.trimEnd()) + text.slice(text.trimEnd().length) : text) : text;
      }
      out.push({ plain: plain.trimEnd(), styled: colour ? styled.trimEnd() : plain.trimEnd() });
    }
    return out;
  }
}
