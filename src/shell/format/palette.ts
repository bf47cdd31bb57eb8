// Console colours for the output streams, from the one owner of colour choices (ps-style.ts). A disabled palette
// returns text unchanged ($PSStyle.OutputRendering PlainText, NO_COLOR, output that is not a terminal).
import { CONSOLE_COLORS, FORMATTING, LOG_STYLES, paint, type FormattingName } from './ps-style.js';
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

export function createPalette(enabled: boolean): Palette {
  const accent = (name: FormattingName) => (enabled ? (t: string) => paint(FORMATTING[name], t) : undefined);
  return {
    enabled,
    errorAccent: accent('ErrorAccent'),
    tableHeader: accent('TableHeader'),
    formatAccent: accent('FormatAccent'),
    style: (name, text) => (enabled ? paint(FORMATTING[name], text) : text),
    host: (text, fg, bg) => (enabled ? hostColor(text, fg, bg) : text),
    error: (t) => (enabled ? paint(FORMATTING.Error, t) : t),
    warning: (t) => (enabled ? paint(FORMATTING.Warning, t) : t),
    dim: (t) => (enabled ? paint(LOG_STYLES.dim, t) : t),
    success: (t) => (enabled ? paint(LOG_STYLES.success, t) : t),
  };
}

function hostColor(text: string, fg: string | null, bg: string | null): string {
  const f = fg ? CONSOLE_COLORS[fg.toLowerCase()] : undefined;
  const b = bg ? CONSOLE_COLORS[bg.toLowerCase()] : undefined;
  const codes = [f, b === undefined ? undefined : b + 10].filter((c) => c !== undefined);
  return codes.length ? paint(`\u001b[${codes.join(';')}m`, text) : text;
}
