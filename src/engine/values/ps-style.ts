// $PSStyle (about_ANSI_Terminals): the ANSI escape sequences PowerShell 7.2+ decorates output with, as settable
// string properties, plus OutputRendering (Host, Ansi, PlainText). The one owner of the output colours: the engine
// makes a $PSStyle per session with PowerShell 7.4's defaults (its FormattingData; PSStyle.Tests.ps1), and the
// console (src/shell/format) reads the session's $PSStyle back through readPSStyle before it draws, so
// `$PSStyle.Formatting.Error = ...` or `$PSStyle.OutputRendering = 'PlainText'` at the prompt changes what it draws.
import { tableAdder, type MemberTable } from './member-registry.js';
import { PSEnumValue, PSObject } from './types.js';

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const styleMembers: MemberTable[] = [];
const add = tableAdder(styleMembers);

const E = '\x1b[';
const TYPE = 'System.Management.Automation.PSStyle';

/** ConsoleColor-like names in PSStyle's order, with their SGR numbers (foreground; background adds 10). */
const COLOURS: [string, number][] = [
  ['Black', 30], ['BrightBlack', 90], ['White', 37], ['BrightWhite', 97], ['Red', 31], ['BrightRed', 91],
  ['Magenta', 35], ['BrightMagenta', 95], ['Blue', 34], ['BrightBlue', 94], ['Cyan', 36], ['BrightCyan', 96],
  ['Green', 32], ['BrightGreen', 92], ['Yellow', 33], ['BrightYellow', 93],
];

const DECORATIONS: [string, string][] = [
  ['Reset', '0'], ['BlinkOff', '25'], ['Blink', '5'], ['BoldOff', '22'], ['Bold', '1'], ['DimOff', '22'], ['Dim', '2'],
  ['Hidden', '8'], ['HiddenOff', '28'], ['Reverse', '7'], ['ReverseOff', '27'], ['ItalicOff', '23'], ['Italic', '3'],
  ['UnderlineOff', '24'], ['Underline', '4'], ['StrikethroughOff', '29'], ['Strikethrough', '9'],
];

const sgr = (code: string | number) => `${E}${code}m`;

/** The $PSStyle.Formatting styles the console draws with, and their pwsh 7.4 defaults. */
export const FORMATTING_DEFAULTS = {
  FormatAccent: sgr('32;1'), ErrorAccent: sgr('36;1'), Error: sgr('31;1'), Warning: sgr('33;1'), Verbose: sgr('33;1'),
  Debug: sgr('33;1'), TableHeader: sgr('32;1'),
} as const;

export type FormattingName = keyof typeof FORMATTING_DEFAULTS;

/** $PSStyle.Formatting in pwsh's order: the console's styles, then the ones svc keeps only for scripts to read. */
const FORMATTING: [string, string][] = [
  ...Object.entries(FORMATTING_DEFAULTS), ['CustomTableHeaderLabel', sgr('32;1;3')], ['FeedbackName', sgr('33')],
  ['FeedbackText', sgr('96')], ['FeedbackAction', sgr('97')],
];
export type Formatting = Readonly<Record<FormattingName, string>>;

/** $PSStyle.OutputRendering's values (System.Management.Automation.OutputRendering). */
export type OutputRendering = 'Host' | 'Ansi' | 'PlainText';
const RENDERINGS: readonly OutputRendering[] = ['Host', 'Ansi', 'PlainText'];
const RENDERING_TYPE = 'System.Management.Automation.OutputRendering';
/** The enum's members by number (System.Management.Automation.OutputRendering): Host 0, PlainText 1, Ansi 2. */
const ENUM_ORDER: readonly OutputRendering[] = ['Host', 'PlainText', 'Ansi'];

/** What the console draws with: the rendering and the Formatting styles a $PSStyle holds now. */
export interface StyleSettings {
  rendering: OutputRendering;
  formatting: Formatting;
}

function colours(kind: 'Foreground' | 'Background'): PSObject {
  const add = kind === 'Background' ? 10 : 0;
  return PSObject.from(COLOURS.map(([n, c]) => [n, sgr(c + add)]), [`${TYPE}+${kind}Color`, 'System.Object']);
}

/** A new $PSStyle: each session has its own, so a script's changes stay in its session. */
export function createPSStyle(rendering: OutputRendering = 'Host'): PSObject {
  const style = PSObject.from(DECORATIONS.map(([n, c]) => [n, sgr(c)]), [TYPE, 'System.Object']);
  setRendering(style, rendering);
  style.setProperty('Formatting', PSObject.from(FORMATTING, [`${TYPE}+FormattingData`, 'System.Object']));
  style.setProperty('Progress', PSObject.from([['Style', sgr('33;1')], ['MaxWidth', 120], ['View', 'Minimal'], ['UseOSCIndicator', false]], [`${TYPE}+ProgressConfiguration`, 'System.Object']));
  style.setProperty('Foreground', colours('Foreground'));
  style.setProperty('Background', colours('Background'));
  return style;
}

/**
 * Sets $PSStyle.OutputRendering: a typed property, as PowerShell's, so a script's assignment converts to the enum or
 * fails (`'Plain'` is refused with PowerShell's "Exception setting" error).
 */
export function setRendering(style: PSObject, rendering: OutputRendering): void {
  // The enum value made directly (not through the conversions): the shell's main thread loads this module before its
  // prompt, and the value layer's conversions are ~250 KB it never otherwise needs (docs/shell.md, "Start-up").
  style.setProperty('OutputRendering', new PSEnumValue(RENDERING_TYPE, ENUM_ORDER.indexOf(rendering)));
  style.getProperty('OutputRendering')!.typeName = RENDERING_TYPE;
}

/**
 * The settings a $PSStyle holds now. A Formatting style that is not a string counts as its default (PowerShell
 * refuses such assignments; those properties are plain ones in svc, so the console reads them defensively).
 */
export function readPSStyle(style: unknown): StyleSettings {
  if (!(style instanceof PSObject)) return { rendering: 'Host', formatting: FORMATTING_DEFAULTS };
  const value = style.getProperty('OutputRendering')?.value;
  // The enum's numbers are System.Management.Automation.OutputRendering's: Host 0, PlainText 1, Ansi 2.
  const named = (value instanceof PSEnumValue ? ENUM_ORDER[value.value] ?? 'Host' : String(value ?? 'Host')).toLowerCase();
  const rendering = RENDERINGS.find((r) => r.toLowerCase() === named) ?? 'Host';
  const data = style.getProperty('Formatting')?.value;
  const formatting = { ...FORMATTING_DEFAULTS } as Record<FormattingName, string>;
  if (data instanceof PSObject) {
    for (const name of Object.keys(formatting) as FormattingName[]) {
      const v = data.getProperty(name)?.value;
      if (typeof v === 'string') formatting[name] = v;
    }
  }
  return { rendering, formatting };
}

/** $PSStyle.Progress as the console draws it: the activity's style and the bar's widest (0: the window's width). */
export interface ProgressStyle { style: string; maxWidth: number }

export function readProgressStyle(style: unknown): ProgressStyle {
  const progress = style instanceof PSObject ? style.getProperty('Progress')?.value : null;
  const read = (name: string) => (progress instanceof PSObject ? progress.getProperty(name)?.value : undefined);
  const styleText = read('Style');
  const maxWidth = Number(read('MaxWidth') ?? 120);
  return { style: typeof styleText === 'string' ? styleText : sgr('33;1'), maxWidth: Number.isFinite(maxWidth) ? Math.max(0, maxWidth) : 120 };
}

/**
 * Whether text is decorated (about_ANSI_Terminals, "Redirecting output in Host mode"): PlainText never, Ansi always,
 * Host only when the text goes to the host's terminal (redirected or piped output is plain).
 */
export function rendersAnsi(rendering: OutputRendering, toTerminal: boolean): boolean {
  return rendering === 'Ansi' || (rendering === 'Host' && toTerminal);
}

/**
 * The OutputRendering a session starts with (about_ANSI_Terminals, "Disabling ANSI output"): PlainText when the
 * NO_COLOR variable is set (to a non-empty value, as https://no-color.org asks) or TERM is xterm-mono or xtermm,
 * else Host.
 */
export function initialRendering(env: Readonly<Record<string, string | undefined>>): OutputRendering {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 'PlainText';
  return env.TERM === 'xterm-mono' || env.TERM === 'xtermm' ? 'PlainText' : 'Host';
}

/** $PSStyle.Foreground.FromRgb(r, g, b) / FromRgb(0xRRGGBB): a 24-bit colour sequence (38;2 or 48;2). */
function fromRgb(kind: 38 | 48) {
  return (_: unknown, args: unknown[]): string => {
    const n = args.map((a) => Number(a) & 0xff);
    const [r, g, b] = args.length === 1 ? [(Number(args[0]) >> 16) & 0xff, (Number(args[0]) >> 8) & 0xff, Number(args[0]) & 0xff] : n;
    return `${E}${kind};2;${r};${g};${b}m`;
  };
}

const isStyle = (kind: string) => (v: unknown): boolean => v instanceof PSObject && v.typeNames[0] === `${TYPE}+${kind}Color`;
add(isStyle('Foreground'), { methods: { FromRgb: fromRgb(38) } });
add(isStyle('Background'), { methods: { FromRgb: fromRgb(48) } });
