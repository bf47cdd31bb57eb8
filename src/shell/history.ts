// Command history kept across sessions (docs/contract.md 8) in ~/.svc_history: one entry per line, oldest first, bounded.
// Entries are appended as they are typed; when the file grows past twice the bound it is trimmed by writing a
// temporary file and renaming it over the old one, so a crash never leaves a half-written history.
import { appendFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const HISTORY_LIMIT = 1000;

export function defaultHistoryPath(): string {
  return process.env.SVC_HISTORY || join(homedir(), '.svc_history');
}

export class HistoryFile {
  private count = 0;

  constructor(private readonly path: string, private readonly limit = HISTORY_LIMIT) {}

  /** Entries, newest first (readline's order). */
  load(): string[] {
    let lines: string[];
    try { lines = readFileSync(this.path, 'utf8').split('\n').filter((l) => l.trim() !== ''); } catch { return []; }
    if (lines.length > this.limit) {
      lines = lines.slice(-this.limit);
      this.rewrite(lines);
    }
    this.count = lines.length;
    return lines.reverse();
  }

  add(entry: string): void {
    const line = entry.replace(/\r?\n/g, ' ').trimEnd();
    if (line.trim() === '') return;
    try {
      appendFileSync(this.path, line + '\n', { mode: 0o600 });
      if (++this.count > 2 * this.limit) this.load();
    } catch { /* history is a convenience: never fail a command because the file is not writable */ }
  }

  private rewrite(lines: string[]): void {
    const tmp = `${this.path}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, lines.join('\n') + '\n', { mode: 0o600 });
      renameSync(tmp, this.path);
    } catch { /* see add() */ }
  }
}
