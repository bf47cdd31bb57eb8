// The one place svc colours text (STYLE.md: only src/shell colours). Colour is off when NO_COLOR is set or the
// stream is not a terminal (https://no-color.org); FORCE_COLOR turns it on for tests and pipes that want it.
import { Chalk, type ChalkInstance } from 'chalk';

export interface Palette {
  error(text: string): string;
  warning(text: string): string;
  dim(text: string): string;
  /** A 2xx status in the request log. */
  success(text: string): string;
  /** Write-Host -ForegroundColor/-BackgroundColor with PowerShell's ConsoleColor names. */
  host(text: string, fg: string | null, bg: string | null): string;
  prompt(text: string): string;
}

import type { ColorLevel } from './color-level.js';

export type { ColorLevel };

const CONSOLE_COLORS: Record<string, string> = {
  black: 'black', darkblue: 'blue', darkgreen: 'green', darkcyan: 'cyan', darkred: 'red', darkmagenta: 'magenta',
  darkyellow: 'yellow', gray: 'white', darkgray: 'gray', blue: 'blueBright', green: 'greenBright',
  cyan: 'cyanBright', red: 'redBright', magenta: 'magentaBright', yellow: 'yellowBright', white: 'whiteBright',
};

export function createPalette(level: ColorLevel): Palette {
  const c = new Chalk({ level });
  return {
    error: (t) => c.red(t),
    warning: (t) => c.yellow(t),
    dim: (t) => c.dim(t),
    success: (t) => c.green(t),
    host: (t, fg, bg) => hostColor(c, t, fg, bg),
    prompt: (t) => c.green(t),
  };
}

function hostColor(c: ChalkInstance, text: string, fg: string | null, bg: string | null): string {
  let styled: ChalkInstance = c;
  const f = fg ? CONSOLE_COLORS[fg.toLowerCase()] : undefined;
  const b = bg ? CONSOLE_COLORS[bg.toLowerCase()] : undefined;
  if (f) styled = (styled as unknown as Record<string, ChalkInstance>)[f];
  if (b) styled = (styled as unknown as Record<string, ChalkInstance>)['bg' + b[0].toUpperCase() + b.slice(1)];
  return f || b ? styled(text) : text;
}
