// $PSStyle (about_ANSI_Terminals): the ANSI escape sequences PowerShell 7.2+ decorates output with, as settable
// string properties, plus OutputRendering (Host, Ansi, PlainText). One owner: the engine makes it per session; the
// shell reads it back (src/shell) to colour its streams. Values are PowerShell 7.4's defaults.
import { registerMembers } from './member-registry.js';
import { PSObject } from './types.js';

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

const FORMATTING: [string, string][] = [
  ['FormatAccent', '32;1'], ['ErrorAccent', '36;1'], ['Error', '31;1'], ['Warning', '33;1'], ['Verbose', '33;1'],
  ['Debug', '33;1'], ['TableHeader', '32;1'], ['CustomTableHeaderLabel', '32;1;3'], ['FeedbackName', '33'],
  ['FeedbackText', '96'], ['FeedbackAction', '97'],
];

const sgr = (code: string | number) => `${E}${code}m`;

function colours(kind: 'Foreground' | 'Background'): PSObject {
  const add = kind === 'Background' ? 10 : 0;
  return PSObject.from(COLOURS.map(([n, c]) => [n, sgr(c + add)]), [`${TYPE}+${kind}Color`, 'System.Object']);
}

/** A new $PSStyle: each session has its own, so a script's changes stay in its session. */
export function createPSStyle(): PSObject {
  const style = PSObject.from(DECORATIONS.map(([n, c]) => [n, sgr(c)]), [TYPE, 'System.Object']);
  style.setProperty('OutputRendering', 'Host');
  style.setProperty('Formatting', PSObject.from(FORMATTING.map(([n, c]) => [n, sgr(c)]), [`${TYPE}+FormattingData`, 'System.Object']));
  style.setProperty('Progress', PSObject.from([['Style', sgr('33;1')], ['MaxWidth', 120], ['View', 'Minimal'], ['UseOSCIndicator', false]], [`${TYPE}+ProgressConfiguration`, 'System.Object']));
  style.setProperty('Foreground', colours('Foreground'));
  style.setProperty('Background', colours('Background'));
  return style;
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
registerMembers(isStyle('Foreground'), { methods: { FromRgb: fromRgb(38) } });
registerMembers(isStyle('Background'), { methods: { FromRgb: fromRgb(48) } });
