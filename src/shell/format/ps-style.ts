// The shell's colour choices besides the output styles. The output streams' styles and whether they are drawn
// belong to the session's $PSStyle (src/engine/values/ps-style.ts, the one owner; pwsh 7.4's defaults, about_ANSI_Terminals):
// this module only says whether a stream counts as the host's terminal, and keeps what $PSStyle has no say in: the
// prompt's syntax colours, which are PSReadLine's defaults (its PSConsoleReadLineOptions: Command Yellow, Parameter
// and Operator DarkGray, String DarkCyan, Variable and Keyword Green, Number White, Type and Member Gray, Comment
// DarkGreen, Error Red) and Write-Host's ConsoleColor codes. The request log's own accents are chalk's (palette.ts).
import { initialRendering, rendersAnsi } from '../../engine/values/ps-style.js';

export const RESET = '\u001b[0m';

/** PSReadLine's default colours, by its token classification. */
export const TOKEN_COLORS = {
  Command: '\u001b[93m',
  Parameter: '\u001b[90m',
  String: '\u001b[36m',
  Variable: '\u001b[92m',
  Number: '\u001b[97m',
  Operator: '\u001b[90m',
  Comment: '\u001b[32m',
  Keyword: '\u001b[92m',
  Type: '\u001b[37m',
  Member: '\u001b[37m',
  /** The prompt marker when the input has a parse error. */
  Error: '\u001b[91m',
  /** PSReadLine's InlinePredictionColor: dim italic white, which terminals show grey. */
  InlinePrediction: '\u001b[97;2;3m',
  ListPrediction: '\u001b[33m',
  ListPredictionSelected: '\u001b[48;5;238m',
  Selection: '\u001b[30;47m',
} as const;

export type TokenClass = Exclude<keyof typeof TOKEN_COLORS, 'Error' | 'InlinePrediction' | 'ListPrediction' | 'ListPredictionSelected' | 'Selection'>;

/** ConsoleColor names (Write-Host -ForegroundColor) to their SGR foreground codes, as pwsh's console maps them. */
export const CONSOLE_COLORS: Readonly<Record<string, number>> = {
  black: 30, darkred: 31, darkgreen: 32, darkyellow: 33, darkblue: 34, darkmagenta: 35, darkcyan: 36, gray: 37,
  darkgray: 90, red: 91, green: 92, yellow: 93, blue: 94, magenta: 95, cyan: 96, white: 97,
};

/**
 * Whether a stream counts as the host's terminal for OutputRendering Host: a terminal whose TERM is not `dumb`
 * (about_ANSI_Terminals: dumb means no virtual terminal). FORCE_COLOR=1 makes a pipe count, FORCE_COLOR=0 a
 * terminal not (the convention of Node's own tools).
 */
export function toTerminal(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return !(force === '0' || force === 'false');
  return isTTY && env.TERM !== 'dumb';
}

/**
 * Whether a stream is coloured before a session's $PSStyle says otherwise: the OutputRendering the environment
 * gives (NO_COLOR: PlainText) applied to the stream. The prompt's own colours follow it too.
 */
export function colourOn(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  return rendersAnsi(initialRendering(env), toTerminal(env, isTTY));
}

export function paint(style: string, text: string): string {
  return text === '' ? '' : style + text + RESET;
}
