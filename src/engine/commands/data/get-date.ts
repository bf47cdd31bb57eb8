// Get-Date: the current date and time from the host clock (host.now(), host.timezoneOffset()), or a given date with
// some parts replaced, optionally formatted with a .NET format (-Format) or a Unix strftime format (-UFormat).
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { unsupportedParameter } from '../cmdlet-errors.js';
import { PSDateTime } from '../../values/types.js';
import { DAYS, MONTHS, dateParts, formatDateTime, fromWall, localDateTime, toNumber } from '../../values/index.js';
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

/** -UFormat: the common strftime specifiers, as PowerShell's Get-Date implements them. */
function uformat(date: PSDateTime, format: string): string {
  const p = dateParts(date);
  return format.replace(/%(.)/g, (_m, c: string) => uformatPart(date, p, c));
}

function uformatPart(date: PSDateTime, p: DateParts, c: string): string {
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const dayOfYear = Math.floor((Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(p.year, 0, 1)) / 86400000) + 1;
  const table: Record<string, () => string> = {
    Y: () => String(p.year), y: () => pad(p.year % 100), C: () => pad(Math.floor(p.year / 100)), m: () => pad(p.month),
    d: () => pad(p.day), e: () => pad(p.day, 2, ' '), H: () => pad(p.hour), I: () => pad(hour12), k: () => pad(p.hour, 2, ' '),
    l: () => pad(hour12, 2, ' '), M: () => pad(p.minute), S: () => pad(p.second), p: () => (p.hour < 12 ? 'AM' : 'PM'),
    A: () => DAYS[p.dayOfWeek], a: () => DAYS[p.dayOfWeek].slice(0, 3), B: () => MONTHS[p.month - 1], b: () => MONTHS[p.month - 1].slice(0, 3),
    h: () => MONTHS[p.month - 1].slice(0, 3), j: () => pad(dayOfYear, 3), u: () => String(p.dayOfWeek === 0 ? 7 : p.dayOfWeek),
    w: () => String(p.dayOfWeek), s: () => String(Math.floor(date.epochMs / 1000)), n: () => '\n', t: () => '\t', '%': () => '%',
    F: () => `${p.year}-${pad(p.month)}-${pad(p.day)}`, T: () => `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
    D: () => `${pad(p.month)}/${pad(p.day)}/${pad(p.year % 100)}`, R: () => `${pad(p.hour)}:${pad(p.minute)}`,
    Z: () => zone(date), z: () => zone(date),
  };
  return table[c]?.() ?? c;
}

function zone(date: PSDateTime): string {
  const east = date.kind === 'Local' ? -date.offsetMinutes : 0;
  return (east < 0 ? '-' : '+') + pad(Math.floor(Math.abs(east) / 60));
}

