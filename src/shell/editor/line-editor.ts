// The prompt's line editor, in the manner of PSReadLine: one multi-line buffer, whole-block history, syntax colour
// as you type, inline prediction from history, Tab cycling and a completion menu. Hand-written on node:readline's
// key parser (docs/dependencies.md says why). Keys arrive as events; each changes the state and a redraw is
// scheduled once per burst of input (a paste redraws once).
import { emitKeypressEvents } from 'node:readline';
import { PassThrough } from 'node:stream';
import * as B from './edit-buffer.js';
import type { BlockHistory } from './block-history.js';
import { actionFor, normaliseModifiedKeys, type Action, type Key } from './keymap.js';
import { draw, erase, type Frame } from './render.js';
import { paint, TOKEN_COLORS } from '../format/ps-style.js';
import { CompletionSession, type Completer } from './completion-session.js';
import { PredictionView } from './prediction-view.js';

/** The syntax services of ./syntax.ts, loaded after the first prompt shows (the grammar takes a moment to load). */
export interface Syntax {
  colourLines(text: string): string[];
  check(text: string): { incomplete: boolean; error: boolean };
}

export interface EditorOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  history: BlockHistory;
  syntax: Promise<Syntax>;
  complete: Completer;
  colour: boolean;
  columns(): number;
  /** Ctrl-C while no prompt is shown (a command is running). */
  onInterrupt(): void;
}

export interface Prompts { main: string; more: string }

interface Search { query: string; index: number; saved: B.EditState }

export class LineEditor {
  private state: B.EditState = B.EMPTY;
  private reading: { resolve(v: string | null): void } | null = null;
  private prompts: Prompts = { main: 'svc> ', more: '>> ' };
  private cursorRow = 0;
  private rows = 1;
  /** The frame last drawn, to find the cursor's row again after the terminal is resized. */
  private drawn: Frame | null = null;
  /** Rows of this block's earlier drawings that a narrower terminal pushed above the screen. */
  private hiddenRows = 0;
  /** Set while a resize waits for the terminal to say where the cursor is. */
  private positionWait: NodeJS.Timeout | null = null;
  private queued: [string | undefined, Key][] = [];
  private redrawPending = false;
  private pasting = false;
  /** Index into history while walking it; history.length when not. */
  private historyIndex = 0;
  private walkSaved: B.EditState = B.EMPTY;
  private search: Search | null = null;
  private syntax: Syntax | null = null;
  private readonly completion: CompletionSession;
  private readonly predictions: PredictionView;
  private readonly keys = new PassThrough();
  private busy: Promise<void> | null = null;

  constructor(private readonly o: EditorOptions) {
    void o.syntax.then((s) => { this.syntax = s; if (this.reading) this.scheduleRedraw(); }, () => {});
    this.completion = new CompletionSession(o.complete);
    this.predictions = new PredictionView(o.history);
    // Keys go through a normalising stream so that xterm's modified-key form reaches readline's parser intact.
    o.input.on('data', this.onData);
    o.input.on('end', this.onEnd);
    o.output.on('resize', this.onResize);
    emitKeypressEvents(this.keys);
    this.keys.on('keypress', this.onKey);
    const tty = o.input as NodeJS.ReadStream;
    if (typeof tty.setRawMode === 'function') tty.setRawMode(true);
    // Bracketed paste, and xterm's modifyOtherKeys (so Shift+Enter is told apart from Enter).
    o.output.write('\u001b[?2004h\u001b[>4;1m');
  }

  private readonly onData = (d: Buffer | string) => {
    let text = d.toString();
    // The answer to the cursor position question a resize asks (`ESC [row;colR`).
    if (this.positionWait) text = text.replace(/\u001b\[(\d+);\d+R/, (_m, row: string) => { this.relocate(Number(row) - 1); return ''; });
    if (text === '') return;
    // A lone ESC is the Escape key: readline's key parser would hold it until the next key arrives.
    if (text === '\u001b') { this.onKey(undefined, { name: 'escape', sequence: text }); return; }
    this.keys.write(normaliseModifiedKeys(text));
  };
  /** The terminal went away: leave as Ctrl-D would. */
  private readonly onEnd = () => { if (this.reading) this.finish(null, '\r\n'); else this.queued.push([undefined, { name: 'd', ctrl: true, sequence: '\u0004' }]); };

  /**
   * The terminal was resized (SIGWINCH). The redraw starts from the block's first row as always, so that row is
   * found again: terminals that reflow (tmux, VTE, kitty, iTerm2, Windows Terminal) rewrap the block to the new width
   * and keep the cursor on its character, so the cursor's row in the block is computed at the new width; tmux also
   * keeps the cursor's row on the screen and pushes the rows above it up, so the terminal is asked where the cursor
   * is (DSR, `ESC [6n`): a block whose top went above the screen is drawn from the screen's top.
   */
  private readonly onResize = () => {
    if (!this.reading || !this.drawn) return;
    this.o.output.write('\u001b[6n');
    if (this.positionWait) clearTimeout(this.positionWait);
    // A terminal that does not answer gets the reflow rule alone.
    this.positionWait = setTimeout(() => this.relocate(Infinity), 200);
  };

  /** After a resize: `screenRow` is the cursor's row on the screen (0-based), as the terminal reported it. */
  private relocate(screenRow: number): void {
    if (this.positionWait) clearTimeout(this.positionWait);
    this.positionWait = null;
    if (!this.reading || !this.drawn) return;
    const d = draw(this.drawn, this.o.columns(), 0);
    // Rows an earlier narrowing pushed above the screen come back when it widens: start high enough to cover them.
    const top = d.cursorRow + this.hiddenRows;
    this.cursorRow = Math.min(top, screenRow);
    this.hiddenRows = Math.max(0, top - screenRow);
    this.rows = d.rows;
    this.redraw();
  }

  close(): void {
    this.o.input.off('data', this.onData);
    this.o.input.off('end', this.onEnd);
    this.o.output.off('resize', this.onResize);
    this.keys.off('keypress', this.onKey);
    const tty = this.o.input as NodeJS.ReadStream;
    if (typeof tty.setRawMode === 'function') tty.setRawMode(false);
    this.o.output.write('\u001b[?2004l\u001b[>4m');
    (this.o.input as NodeJS.ReadStream).pause?.();
  }

  /** Shows the prompt and resolves with the block to run, or null when the user leaves (Ctrl-D on an empty prompt). */
  read(prompts: Prompts): Promise<string | null> {
    this.prompts = prompts;
    this.state = B.EMPTY;
    this.cursorRow = 0;
    this.hiddenRows = 0;
    this.historyIndex = this.o.history.length;
    this.completion.reset();
    return new Promise((resolve) => {
      this.reading = { resolve };
      this.redraw();
      this.replay();
    });
  }

  /** Prints text above the prompt (a request log line) and redraws the block under it. */
  printAbove(write: () => void): void {
    if (!this.reading) { write(); return; }
    this.o.output.write(erase(this.cursorRow, this.rows));
    this.cursorRow = 0;
    write();
    this.redraw();
  }

  get atPrompt(): boolean { return this.reading !== null; }

  private readonly onKey = (s: string | undefined, key: Key = {}): void => {
    if (!this.reading) {
      if (key.ctrl && key.name === 'c') this.o.onInterrupt();
      else this.queued.push([s, key]);
      return;
    }
    if (this.busy) { this.queued.push([s, key]); return; }
    if (key.name === 'paste-start') { this.pasting = true; return; }
    if (key.name === 'paste-end') { this.pasting = false; this.scheduleRedraw(); return; }
    if (this.pasting) { this.insertText(key.name === 'return' || key.name === 'enter' ? '\n' : s ?? ''); return; }
    if (this.search && this.searchKey(s, key)) return;
    const action = actionFor(key);
    if (this.completion.menuOpen && action !== 'MenuComplete' && this.completion.menuKey(action, key, this.state, (st) => { this.state = st; })) { this.scheduleRedraw(); return; }
    const chosen = this.predictions.listMode && (action === 'PreviousLineOrHistory' || action === 'NextLineOrHistory')
      ? this.predictions.select(action === 'PreviousLineOrHistory' ? -1 : 1, this.state.text) : null;
    if (chosen !== null) { this.state = B.at(chosen); this.scheduleRedraw(); return; }
    if (action !== 'TabCompleteNext' && action !== 'TabCompletePrevious' && action !== 'MenuComplete') this.completion.reset();
    if (action) { this.run(action); return; }
    if (s && !key.ctrl && !key.meta && s >= ' ') this.insertText(s);
  };

  private insertText(text: string): void {
    this.state = B.insert(this.state, text.replace(/\r\n?/g, '\n').replace(/\t/g, '    '));
    this.predictions.typed();
    this.scheduleRedraw();
  }

  private run(action: Action): void {
    const s = this.state;
    const set = (next: B.EditState) => {
      if (next.text !== s.text) this.predictions.typed();
      this.state = next;
      this.scheduleRedraw();
    };
    const suggestion = () => (s.cursor === s.text.length ? this.predictions.inline(s.text) : '');
    switch (action) {
      case 'AcceptLine': return this.accept(false);
      case 'AddLine': return set(B.insert(s, '\n'));
      case 'BackwardDeleteChar': return set(B.deleteBackward(s));
      case 'DeleteChar': return set(B.deleteForward(s));
      case 'DeleteCharOrExit':
        if (s.text === '') return this.finish(null, '\n');
        return set(B.deleteForward(s));
      case 'CancelLine': return this.cancel();
      case 'BackwardChar': return set(B.left(s));
      case 'ForwardChar': { const p = suggestion(); return set(p ? B.insert(s, p) : B.right(s)); }
      case 'BeginningOfLine': return set(B.home(s));
      case 'EndOfLine': { const p = suggestion(); return set(p && B.onLastLine(s) && B.end(s).cursor === s.cursor ? B.insert(s, p) : B.end(s)); }
      case 'PreviousLineOrHistory': return B.onFirstLine(s) ? this.walkHistory(-1) : set(B.verticalMove(s, -1));
      case 'NextLineOrHistory': return B.onLastLine(s) ? this.walkHistory(1) : set(B.verticalMove(s, 1));
      case 'PreviousHistory': return this.walkHistory(-1);
      case 'NextHistory': return this.walkHistory(1);
      case 'BackwardWord': return set(B.wordLeft(s));
      case 'ForwardWord': {
        const p = suggestion();
        return set(p ? B.insert(s, p.slice(0, B.wordRight(B.at(p, 0)).cursor)) : B.wordRight(s));
      }
      case 'BackwardKillWord': return set(B.deleteWordBackward(s));
      case 'KillWord': return set(B.deleteWordForward(s));
      case 'BackwardKillLine': return set(B.killToLineStart(s));
      case 'KillLine': return set(B.killToLineEnd(s));
      case 'ReverseSearchHistory': this.search = { query: '', index: this.o.history.length - 1, saved: s }; return this.scheduleRedraw();
      case 'TabCompleteNext': case 'TabCompletePrevious': case 'MenuComplete': return this.completeWith(action);
      case 'SwitchPredictionView': this.predictions.toggle(); return this.scheduleRedraw();
      case 'Escape': {
        const typed = this.predictions.escape();
        if (typed !== null) this.state = B.at(typed);
        return this.scheduleRedraw();
      }
      case 'ClearScreen': this.o.output.write('\u001b[H\u001b[2J'); this.cursorRow = 0; return this.redraw();
    }
  }

  private completeWith(action: Action): void {
    this.waitFor(this.completion.step(action, this.state).then((next) => {
      if (next) this.state = next;
      this.scheduleRedraw();
    }));
  }

  private walkHistory(delta: -1 | 1): void {
    const h = this.o.history;
    if (this.historyIndex === h.length) this.walkSaved = this.state;
    const next = h.step(this.historyIndex, delta, this.state.text);
    if (next < 0) return;
    this.historyIndex = next;
    const text = next >= h.length ? this.walkSaved.text : h.get(next);
    // Walking back lands on the block's first line (Up again goes on back); walking forward on its last line.
    const first = text.indexOf('\n');
    this.state = B.at(text, delta < 0 && first >= 0 ? first : text.length);
    this.scheduleRedraw();
  }

  /** Ctrl-R: returns true when the key was the search's own. */
  private searchKey(s: string | undefined, key: Key): boolean {
    const search = this.search!;
    const h = this.o.history;
    const show = (index: number) => {
      search.index = index;
      if (index >= 0) { const t = h.get(index); this.state = B.at(t, Math.max(0, t.toLowerCase().indexOf(search.query.toLowerCase()))); }
      this.scheduleRedraw();
    };
    const action = actionFor(key);
    if (action === 'ReverseSearchHistory') { const i = h.searchBack(search.query, search.index - 1); if (i >= 0) show(i); return true; }
    if (action === 'Escape' || action === 'CancelLine') { this.state = search.saved; this.search = null; this.scheduleRedraw(); return true; }
    if (action === 'BackwardDeleteChar') { search.query = search.query.slice(0, -1); show(h.searchBack(search.query, h.length - 1)); return true; }
    if (!action && s && !key.ctrl && !key.meta && s >= ' ') {
      search.query += s;
      show(h.searchBack(search.query, search.index >= 0 ? search.index : h.length - 1));
      return true;
    }
    // Any other key takes the match and does what it does (Enter runs it, arrows edit it).
    this.search = null;
    if (action === 'AcceptLine') { this.accept(true); return true; }
    return false;
  }

  private accept(force: boolean): void {
    const text = this.state.text;
    if (force || text.trim() === '') return this.finish(text, '\r\n');
    // Until the grammar has loaded, keys wait behind this Enter (so that they land on the right line).
    if (!this.syntax) return this.waitFor(this.o.syntax.then((s) => { this.syntax = s; }, () => {}).then(() => this.accept(force)));
    if (this.syntax.check(text).incomplete) { this.state = B.insert(this.state, '\n'); this.scheduleRedraw(); return; }
    this.finish(text, '\r\n');
  }

  /** Holds keys back until `work` is done, then replays them. */
  private waitFor(work: Promise<void>): void {
    this.busy = work.then(() => {
      this.busy = null;
      this.replay();
    });
  }

  /** Keys typed ahead (while a command ran, or while an Enter or a Tab waited) go to this prompt until it is done. */
  private replay(): void {
    while (this.reading && !this.busy && this.queued.length > 0) {
      const [s, k] = this.queued.shift()!;
      this.onKey(s, k);
    }
  }

  private cancel(): void {
    this.state = B.at(this.state.text);
    this.predictions.close();
    this.finishDraw('^C\r\n');
    this.state = B.EMPTY;
    this.historyIndex = this.o.history.length;
    this.redraw();
  }

  /** Draws the final state (no prediction, no footer), then resolves the read. */
  private finish(text: string | null, after: string): void {
    this.state = B.at(this.state.text);
    this.predictions.close();
    this.completion.reset();
    this.finishDraw(after);
    const r = this.reading!;
    this.reading = null;
    r.resolve(text);
  }

  private finishDraw(after: string): void {
    const frame = this.frame(false);
    const lastLine = frame.lines.length - 1;
    frame.cursorLine = lastLine;
    frame.cursorColumn = frame.lines[lastLine].length;
    this.o.output.write(draw(frame, this.o.columns(), this.cursorRow).text + after);
    this.cursorRow = 0;
  }

  private scheduleRedraw(): void {
    if (this.redrawPending) return;
    this.redrawPending = true;
    setImmediate(() => { this.redrawPending = false; if (this.reading) this.redraw(); });
  }

  private redraw(): void {
    const frame = this.frame(true);
    const d = draw(frame, this.o.columns(), this.cursorRow);
    this.drawn = frame;
    this.cursorRow = d.cursorRow;
    this.rows = d.rows;
    this.o.output.write(d.text);
  }

  private frame(live: boolean): Frame {
    const { text, cursor } = this.state;
    const colour = this.o.colour;
    const lines = text.split('\n');
    const styled = colour && this.syntax ? this.syntax.colourLines(text) : lines;
    const error = colour && live && this.syntax !== null && text.trim() !== '' && this.syntax.check(text).error;
    const marker = (p: string) => (error ? p.replace(/>/, paint(TOKEN_COLORS.Error, '>')) : p);
    const before = text.slice(0, cursor);
    const cursorLine = before.split('\n').length - 1;
    const frame: Frame = {
      prompt: { plain: this.prompts.main, styled: marker(this.prompts.main) },
      continuation: { plain: this.prompts.more, styled: this.prompts.more },
      lines, styled, cursorLine, cursorColumn: cursor - (before.lastIndexOf('\n') + 1), suffix: null, footer: [],
    };
    if (!live) return frame;
    if (this.search) {
      const failed = this.search.query !== '' && this.search.index < 0 ? 'failing ' : '';
      const status = `${failed}bck-i-search: ${this.search.query}_`;
      frame.footer.push({ plain: status, styled: status });
      return frame;
    }
    if (cursor === text.length && !this.predictions.listMode) {
      const p = this.predictions.inline(text);
      if (p) {
        const parts = p.split('\n');
        frame.suffix = { plain: parts, styled: parts.map((x) => (colour ? paint(TOKEN_COLORS.InlinePrediction, x) : x)) };
      }
    }
    frame.footer.push(...this.predictions.listLines(text, this.o.columns(), colour), ...this.completion.menuLines(this.o.columns(), colour));
    return frame;
  }
}
