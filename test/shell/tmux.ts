// A real terminal for prompt tests: tmux on its own socket (never the user's server), one session per svc process.
// Keys are sent with tmux's key names; the screen is read with capture-pane.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { tempDir } from './helpers.js';
import { requireTool } from '../tools/required-tools.js';

// svc runs under `script` inside a tmux pane: without either, every prompt test fails here, at once, saying which.
const TMUX = requireTool('tmux');
requireTool('script');

const SVC = fileURLToPath(new URL('../../bin/svc.js', import.meta.url));

export class Tmux {
  private readonly socket = `prompt-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  readonly history = join(tempDir(), 'history');

  constructor(private readonly env: Record<string, string> = {}, private readonly size = { x: 120, y: 60 }) {}

  private tmux(...args: string[]): string {
    return execFileSync(TMUX, ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /** Starts svc; `after` runs in the pane's shell once svc exits (to show how it left the screen). */
  start(after = 'sleep 60'): void {
    const env = { TERM: 'xterm-256color', SVC_PORT: '0', SVC_HISTORY: this.history, ...this.env };
    const vars = Object.entries(env).map(([k, v]) => `${k}='${v}'`).join(' ');
    // svc runs under util-linux `script` inside the pane, as in bench/startup.mjs, which also keeps a raw log.
    const svc = `env -u NO_COLOR ${vars} "${process.execPath}" "${SVC}"`;
    this.tmux('-f', '/dev/null', 'new-session', '-d', '-x', String(this.size.x), '-y', String(this.size.y), `script -qfec '${svc.replace(/'/g, `'\\''`)}' /dev/null; ${after}`);
    this.tmux('set', '-s', 'extended-keys', 'on');
    this.tmux('set', '-g', 'history-limit', '5000');
  }

  keys(...keys: string[]): void { this.tmux('send-keys', ...keys); }
  type(text: string): void { this.tmux('send-keys', '-l', text); }
  paste(text: string): void {
    this.tmux('set-buffer', text);
    this.tmux('paste-buffer', '-p', '-d');
  }

  /** Resizes the window (the terminal gets SIGWINCH). */
  resize(x: number, y: number): void { this.tmux('resize-window', '-x', String(x), '-y', String(y)); }

  /** The screen (and its scrollback unless `history` is false) with wrapped lines joined, as they were written. */
  joined(history = true): string {
    return this.tmux('capture-pane', '-p', '-J', ...(history ? ['-S', '-5000'] : [])).replace(/\n+$/, '\n');
  }

  screen(escapes = false): string {
    const out = this.tmux('capture-pane', '-p', '-S', '-5000', ...(escapes ? ['-e'] : []));
    return out.replace(/\n+$/, '\n');
  }

  /** Ctrl+L at an empty prompt, then the scrollback cleared: the next checks see only what follows. */
  async clear(): Promise<void> {
    this.keys('C-l');
    const deadline = Date.now() + 10000;
    while (this.tmux('capture-pane', '-p').trim() !== 'svc>' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 30));
    this.tmux('clear-history');
  }

  async until(test: RegExp | ((screen: string) => boolean), opts: { escapes?: boolean; timeout?: number } = {}): Promise<string> {
    const deadline = Date.now() + (opts.timeout ?? 15000);
    const ok = typeof test === 'function' ? test : (s: string) => test.test(s);
    for (;;) {
      const s = this.screen(opts.escapes);
      if (ok(s)) return s;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${test}; screen:\n${s}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  kill(): void {
    try { this.tmux('kill-server'); } catch { /* already gone */ }
  }
}
