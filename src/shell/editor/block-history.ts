// The prompt's history in memory: whole blocks, oldest first, bounded, no consecutive repeats. Up/Down walk it,
// Ctrl-R searches it, and the inline prediction reads it (PSReadLine's PredictionSource History).
import { HISTORY_LIMIT } from '../history.js';

export class BlockHistory {
  private readonly entries: string[];

  constructor(initial: readonly string[] = [], private readonly limit = HISTORY_LIMIT) {
    this.entries = initial.slice(-limit);
  }

  get length(): number { return this.entries.length; }
  get(i: number): string { return this.entries[i]; }

  add(block: string): void {
    if (block.trim() === '' || this.entries[this.entries.length - 1] === block) return;
    this.entries.push(block);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  /** The next index to show walking back (-1) or forward (+1) from `from`, skipping entries equal to `shown`. */
  step(from: number, delta: -1 | 1, shown: string): number {
    for (let i = from + delta; i >= 0 && i < this.entries.length; i += delta) if (this.entries[i] !== shown) return i;
    return delta < 0 ? -1 : this.entries.length;
  }

  /** The newest entry at index <= from containing `query` (case-insensitive), or -1. */
  searchBack(query: string, from: number): number {
    const q = query.toLowerCase();
    for (let i = Math.min(from, this.entries.length - 1); i >= 0; i--) if (this.entries[i].toLowerCase().includes(q)) return i;
    return -1;
  }

  /** Newest first, distinct entries that start with `prefix` and are longer (the inline prediction's candidates). */
  predictions(prefix: string, max: number): string[] {
    return this.matches(prefix, max, false);
  }

  /**
   * The list view's candidates (PSReadLine's history suggestions): newest first, distinct, longer than `text`; the
   * entries that start with it, then, when `anywhere`, those that contain it elsewhere.
   */
  matches(text: string, max: number, anywhere = true): string[] {
    if (text.trim() === '') return [];
    const t = text.toLowerCase();
    const starts: string[] = [];
    const contains: string[] = [];
    for (let i = this.entries.length - 1; i >= 0 && starts.length < max; i--) {
      const e = this.entries[i];
      if (e.length <= text.length || starts.includes(e) || contains.includes(e)) continue;
      const at = e.toLowerCase().indexOf(t);
      if (at === 0) starts.push(e);
      else if (at > 0 && anywhere) contains.push(e);
    }
    return [...starts, ...contains].slice(0, max);
  }
}
