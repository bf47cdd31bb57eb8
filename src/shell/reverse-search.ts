// Ctrl-R reverse incremental history search, as in bash and PSReadLine. node:readline has none, and the libraries
// that add it replace readline wholesale, so this is a small key filter in front of readline's own key handling
// (`_ttyWrite`, present on readline.Interface since Node 0.x and kept for compatibility).
import type { Interface } from 'node:readline';

interface Key { name?: string; ctrl?: boolean; meta?: boolean; sequence?: string }

interface ReadlineInternals {
  line: string;
  cursor: number;
  history: string[];
  _ttyWrite(s: string | undefined, key: Key): void;
  _refreshLine(): void;
  getPrompt(): string;
  setPrompt(p: string): void;
}

/** Finds the newest history entry at index >= from that contains `query` (case-insensitive). */
export function searchHistory(history: readonly string[], query: string, from: number): number {
  const q = query.toLowerCase();
  for (let i = Math.max(0, from); i < history.length; i++) if (history[i].toLowerCase().includes(q)) return i;
  return -1;
}

export function installReverseSearch(rl: Interface): void {
  const r = rl as unknown as ReadlineInternals;
  const original = r._ttyWrite.bind(r);
  let state: { query: string; index: number; prompt: string; savedLine: string } | null = null;

  const show = () => {
    const s = state!;
    const match = s.index >= 0 ? r.history[s.index] : '';
    r.setPrompt(`(reverse-i-search)'${s.query}': `);
    r.line = match;
    r.cursor = Math.max(0, match.toLowerCase().indexOf(s.query.toLowerCase()));
    r._refreshLine();
  };
  const leave = (keepMatch: boolean) => {
    const s = state!;
    state = null;
    const line = keepMatch && s.index >= 0 ? r.history[s.index] : s.savedLine;
    r.setPrompt(s.prompt);
    r.line = line;
    r.cursor = line.length;
    r._refreshLine();
  };

  r._ttyWrite = (s, key = {}) => {
    if (!state) {
      if (key.ctrl && key.name === 'r') {
        state = { query: '', index: -1, prompt: r.getPrompt(), savedLine: r.line };
        show();
        return;
      }
      return original(s, key);
    }
    if (key.ctrl && key.name === 'r') {
      const next = searchHistory(r.history, state.query, state.index + 1);
      if (next >= 0) state.index = next;
      return show();
    }
    if ((key.ctrl && (key.name === 'g' || key.name === 'c')) || key.name === 'escape') return leave(false);
    if (key.name === 'backspace') {
      state.query = state.query.slice(0, -1);
      state.index = state.query ? searchHistory(r.history, state.query, 0) : -1;
      return show();
    }
    if (s && !key.ctrl && !key.meta && key.name !== 'return' && key.name !== 'enter' && key.name !== 'tab' && s.length === 1 && s >= ' ') {
      state.query += s;
      const found = searchHistory(r.history, state.query, Math.max(0, state.index));
      if (found >= 0) state.index = found;
      return show();
    }
    // Any other key accepts the match and then does what it does (Enter runs it, arrows move).
    leave(true);
    return original(s, key);
  };
}
