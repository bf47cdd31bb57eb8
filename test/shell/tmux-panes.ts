// A real terminal for prompt tests: tmux on a socket of its own (-L), never the user's server.
import { execFileSync } from 'node:child_process';
import { requireTool } from '../tools/required-tools.js';

/** Without tmux, every test using these panes fails here, at once, saying so. */
const TMUX = requireTool('tmux');

export interface Tmux {
  run(...args: string[]): string;
  screen(target: string): string;
  waitFor(target: string, pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  /** Types a line and Enter. */
  type(target: string, line: string): void;
  kill(): void;
}

export function tmuxOn(socket: string): Tmux {
  const run = (...args: string[]) => execFileSync(TMUX, ['-L', socket, ...args], { encoding: 'utf8' });
  const screen = (target: string) => run('capture-pane', '-p', '-J', '-S', '-200', '-t', target);
  return {
    run,
    screen,
    async waitFor(target, pattern, ms = 20000) {
      const until = Date.now() + ms;
      for (;;) {
        const m = screen(target).match(pattern);
        if (m) return m;
        if (Date.now() > until) throw new Error(`timed out waiting for ${pattern} in:\n${screen(target)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    type(target, line) {
      run('send-keys', '-t', target, '-l', line);
      run('send-keys', '-t', target, 'Enter');
    },
    kill() {
      try { run('kill-server'); } catch { /* already gone */ }
    },
  };
}
