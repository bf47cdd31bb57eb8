// The prompt's key bindings as data (PSReadLine's names for the functions, its Windows/Emacs defaults for the keys):
// the editor looks actions up here, and docs/shell.md lists the same table (test/shell/keymap.test.ts keeps them
// in step).

export type Action =
  | 'AcceptLine' | 'AddLine' | 'BackwardDeleteChar' | 'DeleteChar' | 'DeleteCharOrExit' | 'CancelLine'
  | 'BackwardChar' | 'ForwardChar' | 'BeginningOfLine' | 'EndOfLine' | 'PreviousLineOrHistory' | 'NextLineOrHistory'
  | 'PreviousHistory' | 'NextHistory' | 'BackwardWord' | 'ForwardWord' | 'BackwardKillWord' | 'KillWord'
  | 'BackwardKillLine' | 'KillLine' | 'ReverseSearchHistory' | 'TabCompleteNext' | 'TabCompletePrevious'
  | 'MenuComplete' | 'SwitchPredictionView' | 'Escape' | 'ClearScreen';

export interface Binding { keys: string[]; action: Action; does: string }

export const BINDINGS: readonly Binding[] = [
  { keys: ['Enter'], action: 'AcceptLine', does: 'Runs the whole block, wherever the cursor is; on incomplete input (the parser\'s `incompleteInput`) adds a `>> ` line instead.' },
  { keys: ['Shift+Enter', 'Alt+Enter'], action: 'AddLine', does: 'Adds a line even when the input is complete.' },
  { keys: ['Backspace', 'Ctrl+H'], action: 'BackwardDeleteChar', does: 'Deletes the character before the cursor (joins lines at a line start).' },
  { keys: ['Delete'], action: 'DeleteChar', does: 'Deletes the character under the cursor.' },
  { keys: ['Ctrl+D'], action: 'DeleteCharOrExit', does: 'With text in the buffer (on any `>> ` line too): deletes a character. On an empty `svc>` prompt: prints a newline and leaves.' },
  { keys: ['Ctrl+C'], action: 'CancelLine', does: 'Abandons the whole buffer and shows a new prompt; while a command runs, stops it.' },
  { keys: ['Left', 'Ctrl+B'], action: 'BackwardChar', does: 'Moves left, across line ends.' },
  { keys: ['Right', 'Ctrl+F'], action: 'ForwardChar', does: 'Moves right; at the end of the buffer accepts the inline prediction.' },
  { keys: ['Home', 'Ctrl+A'], action: 'BeginningOfLine', does: 'To the start of the current line.' },
  { keys: ['End', 'Ctrl+E'], action: 'EndOfLine', does: 'To the end of the current line; at the end of the buffer accepts the inline prediction.' },
  { keys: ['Up'], action: 'PreviousLineOrHistory', does: 'Up one line; on the first line, the previous history block (the cursor lands on its first line, so Up again goes on back). In the list view: the entry above (from the first, back to what was typed).' },
  { keys: ['Down'], action: 'NextLineOrHistory', does: 'Down one line; on the last line, the next history block (the cursor lands on its last line). In the list view: the entry below (from the last, back to what was typed).' },
  { keys: ['Ctrl+P'], action: 'PreviousHistory', does: 'The previous history block, from any line.' },
  { keys: ['Ctrl+N'], action: 'NextHistory', does: 'The next history block, from any line.' },
  { keys: ['Ctrl+Left', 'Alt+B'], action: 'BackwardWord', does: 'To the start of the previous word.' },
  { keys: ['Ctrl+Right', 'Alt+F'], action: 'ForwardWord', does: 'To the end of the next word; at the end of the buffer accepts one word of the inline prediction.' },
  { keys: ['Ctrl+W', 'Alt+Backspace'], action: 'BackwardKillWord', does: 'Deletes the word before the cursor.' },
  { keys: ['Alt+D'], action: 'KillWord', does: 'Deletes the word after the cursor.' },
  { keys: ['Ctrl+U'], action: 'BackwardKillLine', does: 'Deletes to the start of the current line.' },
  { keys: ['Ctrl+K'], action: 'KillLine', does: 'Deletes to the end of the current line (at a line end: joins the next line).' },
  { keys: ['Ctrl+R'], action: 'ReverseSearchHistory', does: 'Searches whole history blocks backwards as you type; Ctrl+R again finds older ones; Enter runs the match, Escape or Ctrl+G gives up, other keys take the match for editing.' },
  { keys: ['Tab'], action: 'TabCompleteNext', does: 'Completes the word; pressed again, the next match in turn (a unique match stays as it is).' },
  { keys: ['Shift+Tab'], action: 'TabCompletePrevious', does: 'The previous match in turn.' },
  { keys: ['Ctrl+Space'], action: 'MenuComplete', does: 'Shows the matches as a menu under the prompt: Tab, Shift+Tab and the arrows choose, Enter takes it, Escape puts the word back.' },
  { keys: ['F2'], action: 'SwitchPredictionView', does: 'Switches the prediction between inline (grey text after the cursor) and the list view under the prompt (Up/Down choose an entry into the buffer, Enter runs it); back to inline, the buffer stays as it is.' },
  { keys: ['Escape', 'Ctrl+G'], action: 'Escape', does: 'Closes the completion menu (the word goes back) or the search (the buffer goes back); in the list view, goes back to the inline view with what was typed before an entry was chosen.' },
  { keys: ['Ctrl+L'], action: 'ClearScreen', does: 'Clears the screen and redraws the prompt at the top.' },
];

/** A binding as a row of the table in docs/shell.md (test/shell/keymap.test.ts keeps the two equal). */
export function bindingRow(b: Binding): string {
  return `| ${b.keys.map((k) => '`' + k + '`').join(', ')} | ${b.action} | ${b.does} |`;
}

export interface Key { name?: string; ctrl?: boolean; meta?: boolean; shift?: boolean; sequence?: string }

const NAMES: Record<string, string> = {
  return: 'Enter', enter: 'Enter', backspace: 'Backspace', delete: 'Delete', tab: 'Tab', escape: 'Escape',
  up: 'Up', down: 'Down', left: 'Left', right: 'Right', home: 'Home', end: 'End', f2: 'F2', space: 'Space',
};

/** `Ctrl+Right`, `Shift+Enter`, `Alt+B`... as the table names keys; null for a printable character. */
export function keyLabel(key: Key): string | null {
  if (key.sequence === '\u0000') return 'Ctrl+Space';
  const csiU = /^\u001b\[(\d+);(\d+)u$/.exec(key.sequence ?? '');
  if (csiU) {
    const mods = Number(csiU[2]) - 1;
    const base = csiU[1] === '13' ? 'Enter' : csiU[1] === '9' ? 'Tab' : String.fromCodePoint(Number(csiU[1])).toUpperCase();
    return (mods & 4 ? 'Ctrl+' : '') + (mods & 2 ? 'Alt+' : '') + (mods & 1 ? 'Shift+' : '') + base;
  }
  const name = key.name && (NAMES[key.name] ?? (key.name.length === 1 ? key.name.toUpperCase() : null));
  if (!name) return null;
  const modified = key.ctrl || key.meta || (key.shift && NAMES[key.name!] !== undefined);
  if (!modified && key.name!.length === 1) return null;
  return (key.ctrl ? 'Ctrl+' : '') + (key.meta ? 'Alt+' : '') + (key.shift && NAMES[key.name!] ? 'Shift+' : '') + name;
}

const BY_LABEL = new Map<string, Action>(BINDINGS.flatMap((b) => b.keys.map((k) => [k, b.action] as [string, Action])));

export function actionFor(key: Key): Action | undefined {
  const label = keyLabel(key);
  return label === null ? undefined : BY_LABEL.get(label);
}

/**
 * xterm's modifyOtherKeys form of a modified key (`ESC [27;mod;code~`, what xterm and tmux send for Shift+Enter
 * once asked with `ESC [>4;1m`) rewritten to the CSI-u form (`ESC [code;mod u`), which node:readline's key parser
 * keeps in one piece.
 */
export function normaliseModifiedKeys(data: string): string {
  return data.replace(/\u001b\[27;(\d+);(\d+)~/g, (_m, mod: string, code: string) => `\u001b[${code};${mod}u`);
}
