// The one owner of the shell's colours (STYLE.md: only src/shell colours text). Output streams use pwsh 7.4's
// default $PSStyle.Formatting values (about_ANSI_Terminals; PowerShell's own test of them, PSStyle.Tests.ps1);
// the prompt's syntax colours are PSReadLine's defaults (its PSConsoleReadLineOptions: Command Yellow, Parameter
// and Operator DarkGray, String DarkCyan, Variable and Keyword Green, Number White, Type and Member Gray, Comment
// DarkGreen, Error Red). Whether colour is on is decided here too, as $PSStyle.OutputRendering would: PlainText
// never colours, Ansi always does, Host (the default) colours a terminal unless NO_COLOR is set.

export const RESET = '\u001b[0m';

/** $PSStyle.Formatting defaults of pwsh 7.4. */
export const FORMATTING = {
  FormatAccent: '\u001b[32;1m',
  TableHeader: '\u001b[32;1m',
  ErrorAccent: '\u001b[36;1m',
  Error: '\u001b[31;1m',
  Warning: '\u001b[33;1m',
  Verbose: '\u001b[33;1m',
  Debug: '\u001b[33;1m',
} as const;

export type FormattingName = keyof typeof FORMATTING;

/** The request log's own accents (no pwsh counterpart): dim detail lines, a green 2xx status. */
export const LOG_STYLES = { dim: '\u001b[2m', success: '\u001b[32m' } as const;

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

/** $PSStyle.OutputRendering. */
export type OutputRendering = 'Ansi' | 'PlainText' | 'Host';

/** Whether output is coloured: PlainText never, Ansi always, Host when the stream is a terminal and NO_COLOR is unset. */
export function colourOn(rendering: OutputRendering, env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  if (rendering === 'PlainText') return false;
  if (rendering === 'Ansi') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !(force === '0' || force === 'false');
  return isTTY && env.TERM !== 'dumb';
}

export function paint(style: string, text: string): string {
  return text === '' ? '' : style + text + RESET;
}
