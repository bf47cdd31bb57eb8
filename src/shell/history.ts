// Command history kept across sessions (docs/contract.md 8) in ~/.svc_history, bounded. An entry is a whole block:
// a multi-line entry is written as PSReadLine writes its history file, each line but the last ending in a backtick,
// so a block comes back as a block. Entries are appended as they are run; a run equal to the entry before it is not
// stored again. When the file grows past twice the bound it is trimmed by writing a temporary file and renaming it
// over the old one, so a crash never leaves a half-written history.
import { appendFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const HISTORY_LIMIT = 1000;

export function defaultHistoryPath(): string {
  return process.env.SVC_HISTORY || join(homedir(), '.svc_history');
}

/** One entry as file text: every line but the last gets a trailing backtick (a real trailing backtick doubles). */
export function encodeEntry(entry: string): string {
  return entry.split('\n').join('`\n') + '\n';
}

/** File text back to entries, oldest first. */
export function decodeEntries(text: string): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line.endsWith('`')) { pending.push(line.slice(0, -1)); continue; }
    pending.push(line);
    const entry = pending.join('\n');
    pending = [];
    if (entry.trim() !== '') out.push(entry);
  }
  if (pending.length) out.push(pending.join('\n'));
  return out;
}

/** Drops an entry equal to the one before it (PSReadLine's HistoryNoDuplicates, for consecutive runs). */
export function withoutRepeats(entries: readonly string[]): string[] {
  return entries.filter((e, i) => i === 0 || e !== entries[i - 1]);
}

export class HistoryFile {
  private count = 0;
  private last: string | null = null;

  constructor(private readonly path: string, private readonly limit = HISTORY_LIMIT) {}

  /** Entries, oldest first. */
  load(): string[] {
    let entries: string[];
    let text: string;
    try { text = readFileSync(this.path, 'utf8'); } catch { return []; }
    entries = withoutRepeats(decodeEntries(text));
    const lines = text.split('\n').length - 1;
    if (entries.length > this.limit || lines > 2 * this.limit) {
      entries = entries.slice(-this.limit);
      this.rewrite(entries);
    }
    this.count = entries.length;
    this.last = entries[entries.length - 1] ?? null;
    return entries;
  }

  add(entry: string): void {
    const block = entry.replace(/\r\n/g, '\n').replace(/\s+$/, '');
    if (block.trim() === '' || block === this.last) return;
    this.last = block;
    try {
      appendFileSync(this.path, encodeEntry(block), { mode: 0o600 });
      if (++this.count > 2 * this.limit) this.load();
    } catch { /* history is a convenience: never fail a command because the file is not writable */ }
  }

  private rewrite(entries: string[]): void {
    const tmp = `${this.path}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, entries.map(encodeEntry).join(''), { mode: 0o600 });
      renameSync(tmp, this.path);
    } catch { /* see add() */ }
  }
}
