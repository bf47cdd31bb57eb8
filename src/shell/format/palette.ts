// Console colours for the output streams, drawn with the Formatting styles of the session's $PSStyle (read through
// its one owner, src/engine/values/ps-style.ts). A disabled palette returns text unchanged ($PSStyle.OutputRendering
// PlainText, NO_COLOR, output that is not a terminal).
import { Chalk } from 'chalk';
import { CONSOLE_COLORS, paint } from './ps-style.js';
import { FORMATTING_DEFAULTS, rendersAnsi, type Formatting, type FormattingName, type StyleSettings } from '../../engine/values/ps-style.js';
import type { ErrorStyle } from '../../engine/commands/format/format-error.js';

/** The console's styles: the engine's formatter calls the ErrorStyle hooks, the shell the rest. */
export interface Palette extends ErrorStyle {
  readonly enabled: boolean;
  /** Text in one of $PSStyle.Formatting's styles. */
  style(name: FormattingName, text: string): string;
  /** Request log styles (src/shell/format/request-log-view.ts); `error` is $PSStyle.Formatting.Error. */
  error(text: string): string;
  warning(text: string): string;
  dim(text: string): string;
  /** A 2xx status in the request log. */
  success(text: string): string;
  /** Write-Host -ForegroundColor/-BackgroundColor with PowerShell's ConsoleColor names. */
  host(text: string, fg: string | null, bg: string | null): string;
}

export function createPalette(enabled: boolean, formatting: Formatting = FORMATTING_DEFAULTS): Palette {
  const accent = (name: FormattingName) => (enabled ? (t: string) => paint(formatting[name], t) : undefined);
  // svc's own accents (no pwsh counterpart, so no exact sequence to keep) are chalk's; level 0 writes plain text.
  const ui = new Chalk({ level: enabled ? 1 : 0 });
  return {
    enabled,
    errorAccent: accent('ErrorAccent'),
    tableHeader: accent('TableHeader'),
    formatAccent: accent('FormatAccent'),
    style: (name, text) => (enabled ? paint(formatting[name], text) : text),
    host: (text, fg, bg) => (enabled ? hostColor(text, fg, bg) : text),
    error: (t) => (enabled ? paint(formatting.Error, t) : t),
    warning: (t) => (enabled ? paint(formatting.Warning, t) : t),
    dim: (t) => ui.dim(t),
    success: (t) => ui.green(t),
  };
}

/** The palettes of the two console streams: output (stdout) and the error, warning, verbose and debug streams (stderr). */
export interface Palettes { out: Palette; err: Palette }

/** Whether each stream is the host's terminal (src/shell/format/ps-style.ts, toTerminal). */
export interface Terminals { out: boolean; err: boolean }

/**
 * The palettes for the style settings `read` returns now (the session's $PSStyle), made again only when the
 * settings change, so a caller can tell a change by identity.
 */
export function paletteSource(read: () => StyleSettings, terminals: Terminals): () => Palettes {
  let key = '';
  let current: Palettes | null = null;
  return () => {
    const s = read();
    const k = styleKey(s);
    if (current === null || k !== key) {
      key = k;
      current = {
        out: createPalette(rendersAnsi(s.rendering, terminals.out), s.formatting),
        err: createPalette(rendersAnsi(s.rendering, terminals.err), s.formatting),
      };
    }
    return current;
  };
}

export function styleKey(s: StyleSettings): string {
  return s.rendering + '\u0000' + Object.values(s.formatting).join('\u0000');
}

function hostColor(text: string, fg: string | null, bg: string | null): string {
  const f = fg ? CONSOLE_COLORS[fg.toLowerCase()] : undefined;
  const b = bg ? CONSOLE_COLORS[bg.toLowerCase()] : undefined;
  const codes = [f, b === undefined ? undefined : b + 10].filter((c) => c !== undefined);
  return codes.length ? paint(`\u001b[${codes.join(';')}m`, text) : text;
}
