// Get-Date: the current date and time from the host clock (host.now(), host.timezoneOffset()), or a given date with
// some parts replaced, optionally formatted with a .NET format (-Format) or a Unix strftime format (-UFormat).
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { unsupportedParameter } from '../cmdlet-errors.js';
import { PSDateTime } from '../../values/types.js';
import { dateParts, formatDateTime, fromWall, localDateTime, toNumber } from '../../values/index.js';
import type { DateParts } from '../../values/index.js';

const PARTS = ['Year', 'Month', 'Day', 'Hour', 'Minute', 'Second', 'Millisecond'] as const;

const PARAMETERS = parameterList([
  { name: 'Date', type: 'datetime', position: 0, valueFromPipeline: true, valueFromPipelineByPropertyName: true, aliases: ['LastWriteTime'],
    parameterSets: ['DateTimeSet', 'DateTimeFormat', 'UFormatSet'], help: 'The date to use instead of now.' },
  { name: 'UnixTimeSeconds', type: 'long', aliases: ['UnixTime'], help: 'The date as seconds since 1970-01-01 UTC.' },
  ...PARTS.map((name) => ({ name, type: 'int' as const, help: `Replaces the ${name.toLowerCase()}.` })),
  { name: 'DisplayHint', type: 'string', validateSet: ['Date', 'Time', 'DateTime'], help: 'Refused for now: svc shows a date with its date and time.' },
  { name: 'Format', type: 'string', parameterSets: ['DateTimeFormat'], mandatory: true, help: 'A .NET date format, e.g. yyyy-MM-dd or o.' },
  { name: 'UFormat', type: 'string', parameterSets: ['UFormatSet'], mandatory: true, help: 'A Unix format, e.g. %Y-%m-%d %H:%M.' },
  { name: 'AsUTC', type: 'switch', help: 'Converts the date to UTC.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const getDate = defineCommand({
  name: 'Get-Date',
  synopsis: 'Gets the current date and time.',
  description: 'Writes a DateTime for now (or for -Date), with -Year, -Month... replacing parts of it. -Format writes a '
    + 'string using a .NET format string (en-US culture); -UFormat uses Unix date formats such as %Y-%m-%d. -AsUTC converts to UTC.',
  defaultParameterSet: 'DateTimeSet',
  parameters: PARAMETERS,
  examples: [
    { code: "Get-Date -Date '2024-05-01 13:30'", remarks: 'A date and time (without -Date: now).',
      output: 'Wednesday, May 1, 2024 1:30:00 PM' },
    { code: "Get-Date -Date '2024-05-01' -Format 'yyyy-MM-dd'", remarks: 'A date as text (without -Date: today).',
      output: '2024-05-01' },
    { code: "Get-Date -Date '2024-05-01' -UFormat '%A %d %B'", remarks: 'A date in Unix strftime format.',
      output: 'Wednesday 01 May' },
    { code: '(Get-Date -Year 2000 -Month 1 -Day 1).DayOfWeek', remarks: 'Saturday.', output: 'Saturday' },
  ],
  begin(ctx) {
    if (ctx.bound.has('DisplayHint')) ctx.throwTerminating(unsupportedParameter('Get-Date', 'DisplayHint', 'it shows a date with its date and time; use -Format to choose what is written.'));
  },
  process(ctx) {
    let date = baseDate(ctx);
    date = replaceParts(ctx, date);
    if (ctx.params.AsUTC === true) date = new PSDateTime(date.epochMs, 'Utc');
    if (ctx.bound.has('Format')) ctx.writeOutput(formatDateTime(date, ctx.params.Format), false);
    else if (ctx.bound.has('UFormat')) ctx.writeOutput(uformat(date, ctx.params.UFormat!), false);
    else ctx.writeOutput(date, false);
  },
});

function baseDate(ctx: Context): PSDateTime {
  if (ctx.bound.has('UnixTimeSeconds')) return localDateTime(toNumber(ctx.params.UnixTimeSeconds) * 1000, ctx.host);
  const given = ctx.params.Date;
  if (given) return given;
  return localDateTime(ctx.host.now(), ctx.host);
}

function replaceParts(ctx: Context, date: PSDateTime): PSDateTime {
  if (!PARTS.some((p) => ctx.bound.has(p))) return date;
  const p = dateParts(date);
  const get = (name: typeof PARTS[number], current: number) => (ctx.bound.has(name) ? (ctx.params[name] as number) : current);
  const year = get('Year', p.year);
  const month = get('Month', p.month);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const base = new Date(0);
  base.setUTCFullYear(year, month - 1, Math.min(get('Day', p.day), lastDay));
  base.setUTCHours(get('Hour', p.hour), get('Minute', p.minute), get('Second', p.second), get('Millisecond', p.ms));
  return fromWall(base.getTime(), date.kind === 'Unspecified' ? 'Local' : date.kind, ctx.host);
}

const pad = (n: number, w = 2, c = '0') => String(n).padStart(w, c);

/**
 * -UFormat: PowerShell's strftime (GetDateCommand.UFormatDateString): a leading `+` is skipped; each `%x` becomes a
 * .NET custom format or a number; any other character after `%`, and text outside, is kept as written (so `%z` is
 * `z`). ISO weeks (`%V`, `%G`, `%g`) follow ISO 8601: weeks start on Monday, week 1 holds the year's first Thursday.
 */
function uformat(date: PSDateTime, format: string): string {
  const p = dateParts(date);
  const net = (f: string) => formatDateTime(date, f);
  let out = '';
  for (let i = format.startsWith('+') ? 1 : 0; i < format.length; i++) {
    if (format[i] !== '%' || i + 1 >= format.length) { out += format[i]; continue; }
    const c = format[++i];
    const spec = UFORMAT[c];
    out += spec === undefined ? c : typeof spec === 'string' ? net(spec) : spec(p, date);
  }
  return out;
}

type UPart = (p: DateParts, date: PSDateTime) => string;

const dayOfYear = (p: DateParts) => Math.round((Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(p.year, 0, 1)) / 86400000) + 1;

/** The ISO 8601 week and week-based year of a date (System.Globalization.ISOWeek). */
function isoWeek(p: DateParts): { week: number; year: number } {
  const isoDay = p.dayOfWeek === 0 ? 7 : p.dayOfWeek;
  // The Thursday of the date's week decides its year and week.
  const thursday = new Date(0);
  thursday.setUTCFullYear(p.year, p.month - 1, p.day + 4 - isoDay);
  const year = thursday.getUTCFullYear();
  const jan1 = new Date(0);
  jan1.setUTCFullYear(year, 0, 1);
  return { week: Math.floor((thursday.getTime() - jan1.getTime()) / 86400000 / 7) + 1, year };
}

/** The specifiers: a .NET custom format (as GetDateCommand.cs writes them) or a function for the computed ones. */
const UFORMAT: Record<string, string | UPart> = {
  A: 'dddd', a: 'ddd', B: 'MMMM', b: 'MMM', h: 'MMM', c: 'ddd dd MMM yyyy HH:mm:ss', D: 'MM/dd/yy', x: 'MM/dd/yy',
  d: 'dd', F: 'yyyy-MM-dd', H: 'HH', I: 'hh', M: 'mm', m: 'MM', p: 'tt', R: 'HH:mm', r: 'hh:mm:ss tt', S: 'ss',
  T: 'HH:mm:ss', X: 'HH:mm:ss', Y: 'yyyy', y: 'yy', Z: 'zz',
  C: (p) => String(Math.trunc(p.year / 100)),
  e: (p) => pad(p.day, 2, ' '),
  G: (p) => pad(isoWeek(p).year, 4),
  g: (p) => pad(isoWeek(p).year % 100),
  j: (p) => pad(dayOfYear(p), 3),
  k: (p) => pad(p.hour, 2, ' '),
  l: (p) => pad(p.hour % 12 === 0 ? 12 : p.hour % 12, 2, ' '),
  n: () => '\n',
  t: () => '\t',
  // Seconds since the Unix epoch, rounded as .NET's "0" format rounds (half away from zero).
  s: (_p, date) => String(Math.sign(date.epochMs) * Math.round(Math.abs(date.epochMs) / 1000)),
  U: (p) => {
    const jan1 = new Date(0);
    jan1.setUTCFullYear(p.year, 0, 1);
    return pad(Math.trunc(((jan1.getUTCDay() + 6) % 7 + dayOfYear(p) - p.dayOfWeek) / 7));
  },
  u: (p) => String(p.dayOfWeek === 0 ? 7 : p.dayOfWeek),
  V: (p) => pad(isoWeek(p).week),
  W: (p) => String(Math.trunc(dayOfYear(p) / 7)),
  w: (p) => String(p.dayOfWeek),
};

