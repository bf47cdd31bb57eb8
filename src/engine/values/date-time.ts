// System.DateTime and System.TimeSpan for scripts: formatting (standard and custom format strings), parsing, and
// wall-clock arithmetic. Culture: PowerShell's string conversion ("$d", [string]$d) uses the invariant culture
// (MM/dd/yyyy HH:mm:ss, about_Type_Conversion); ToString() and -f use the current culture, which svc fixes to en-US.
import type { Host } from '../host.js';
import { PSDateTime } from './types.js';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];
export const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const TICKS_PER_MS = 10000;
/** Milliseconds from 0001-01-01 to 1970-01-01 (DateTime.Ticks counts from year 1). */
export const EPOCH_OFFSET_MS = 62135596800000;

/** The wall-clock time a value shows, as ms since 1970 read as UTC. */
export function wallMs(d: PSDateTime): number {
  return d.kind === 'Local' ? d.epochMs - d.offsetMinutes * 60000 : d.epochMs;
}

/** A Local DateTime at an instant, with the host's zone offset (Get-Date, [datetime]::Now). */
export function localDateTime(epochMs: number, host: Host | null | undefined): PSDateTime {
  return new PSDateTime(epochMs, 'Local', host ? host.timezoneOffset(epochMs) : 0);
}

/** A DateTime from a wall clock: Local values find their instant through the host's zone. */
export function fromWall(wall: number, kind: PSDateTime['kind'], host: Host | null | undefined): PSDateTime {
  if (kind !== 'Local') return new PSDateTime(wall, kind);
  if (!host) return new PSDateTime(wall, 'Local', 0);
  let off = host.timezoneOffset(wall);
  let epoch = wall + off * 60000;
  const off2 = host.timezoneOffset(epoch);
  if (off2 !== off) { off = off2; epoch = wall + off * 60000; }
  return new PSDateTime(epoch, 'Local', off);
}

export interface DateParts { year: number; month: number; day: number; hour: number; minute: number; second: number;
  ms: number; ticksInSecond: number; dayOfWeek: number }

export function dateParts(d: PSDateTime): DateParts {
  const wall = wallMs(d);
  const whole = Math.floor(wall);
  const t = new Date(whole);
  const inSecond = ((wall % 1000) + 1000) % 1000;
  return {
    year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), hour: t.getUTCHours(),
    minute: t.getUTCMinutes(), second: t.getUTCSeconds(), ms: t.getUTCMilliseconds(),
    ticksInSecond: Math.round(inSecond * TICKS_PER_MS), dayOfWeek: t.getUTCDay(),
  };
}

const INVARIANT: Record<string, string> = {
  d: 'MM/dd/yyyy', D: 'dddd, dd MMMM yyyy', t: 'HH:mm', T: 'HH:mm:ss', f: 'dddd, dd MMMM yyyy HH:mm',
  F: 'dddd, dd MMMM yyyy HH:mm:ss', g: 'MM/dd/yyyy HH:mm', G: 'MM/dd/yyyy HH:mm:ss', M: 'MMMM dd', m: 'MMMM dd',
  Y: 'yyyy MMMM', y: 'yyyy MMMM',
};
const EN_US: Record<string, string> = {
  d: 'M/d/yyyy', D: 'dddd, MMMM d, yyyy', t: 'h:mm tt', T: 'h:mm:ss tt', f: 'dddd, MMMM d, yyyy h:mm tt',
  F: 'dddd, MMMM d, yyyy h:mm:ss tt', g: 'M/d/yyyy h:mm tt', G: 'M/d/yyyy h:mm:ss tt', M: 'MMMM d', m: 'MMMM d',
  Y: 'MMMM yyyy', y: 'MMMM yyyy',
};
const CULTURE_FREE: Record<string, string> = {
  s: "yyyy'-'MM'-'dd'T'HH':'mm':'ss", u: "yyyy'-'MM'-'dd HH':'mm':'ss'Z'",
  o: "yyyy'-'MM'-'dd'T'HH':'mm':'ss'.'fffffffK", O: "yyyy'-'MM'-'dd'T'HH':'mm':'ss'.'fffffffK",
  r: "ddd, dd MMM yyyy HH':'mm':'ss 'GMT'", R: "ddd, dd MMM yyyy HH':'mm':'ss 'GMT'",
};

function offsetText(d: PSDateTime, width: 'z' | 'zz' | 'zzz' | 'K'): string {
  if (width === 'K' && d.kind === 'Utc') return 'Z';
  if (width === 'K' && d.kind === 'Unspecified') return '';
  const east = d.kind === 'Local' ? -d.offsetMinutes : 0;
  const sign = east < 0 ? '-' : '+';
  const h = Math.floor(Math.abs(east) / 60);
  const m = Math.abs(east) % 60;
  if (width === 'z') return sign + h;
  if (width === 'zz') return sign + String(h).padStart(2, '0');
  return `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** DateTime.ToString(format); `invariant` picks the culture of the standard formats (see header). */
export function formatDateTime(d: PSDateTime, format: string | null | undefined, invariant = false): string {
  let f = format || 'G';
  if (f.length === 1) {
    if (f === 'r' || f === 'R') d = new PSDateTime(d.epochMs, 'Utc');
    f = CULTURE_FREE[f] ?? (invariant ? INVARIANT : EN_US)[f] ?? f;
  }
  return customDate(d, f);
}

function customDate(d: PSDateTime, f: string): string {
  const p = dateParts(d);
  let out = '';
  for (let i = 0; i < f.length;) {
    const c = f[i];
    let n = 1;
    while (f[i + n] === c) n++;
    if (c === "'" || c === '"') {
      const end = f.indexOf(c, i + 1);
      out += f.slice(i + 1, end < 0 ? f.length : end);
      i = end < 0 ? f.length : end + 1;
      continue;
    }
    if (c === '\\') { out += f[i + 1] ?? ''; i += 2; continue; }
    if (c === '%') { i++; continue; }
    out += dateToken(c, n, p, d) ?? c.repeat(n);
    i += n;
  }
  return out;
}

function pad(v: number, n: number): string { return String(v).padStart(n, '0'); }

function dateToken(c: string, n: number, p: DateParts, d: PSDateTime): string | null {
  switch (c) {
    case 'y': return n === 1 ? String(p.year % 100) : n === 2 ? pad(p.year % 100, 2) : pad(p.year, n);
    case 'M': return n === 1 ? String(p.month) : n === 2 ? pad(p.month, 2) : n === 3 ? MONTHS[p.month - 1].slice(0, 3) : MONTHS[p.month - 1];
    case 'd': return n === 1 ? String(p.day) : n === 2 ? pad(p.day, 2) : n === 3 ? DAYS[p.dayOfWeek].slice(0, 3) : DAYS[p.dayOfWeek];
    case 'H': return n === 1 ? String(p.hour) : pad(p.hour, 2);
    case 'h': { const h = p.hour % 12 || 12; return n === 1 ? String(h) : pad(h, 2); }
    case 'm': return n === 1 ? String(p.minute) : pad(p.minute, 2);
    case 's': return n === 1 ? String(p.second) : pad(p.second, 2);
    case 't': return n === 1 ? (p.hour < 12 ? 'A' : 'P') : (p.hour < 12 ? 'AM' : 'PM');
    case 'f': return pad(p.ticksInSecond, 7).slice(0, Math.min(n, 7));
    case 'F': return pad(p.ticksInSecond, 7).slice(0, Math.min(n, 7)).replace(/0+$/, '');
    case 'z': return offsetText(d, n === 1 ? 'z' : n === 2 ? 'zz' : 'zzz');
    case 'K': return offsetText(d, 'K');
    case 'g': return 'A.D.';
    default: return null;
  }
}

const MONTH_INDEX = new Map(MONTHS.flatMap((m, i) => [[m.toLowerCase(), i + 1], [m.slice(0, 3).toLowerCase(), i + 1]] as [string, number][]));
MONTH_INDEX.set('sept', 9);

interface Parsed { y: number; mo: number; d: number; h: number; mi: number; s: number; ms: number; zone: string | null }

// Minutes and seconds may be written with one digit, as DateTime.Parse reads them ('2030-4-5 1:2:3.09').
const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const US = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?:[ T]+(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d+))?)?\s*(AM|PM)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const NAMED = /^(?:[a-z]+,?\s+)?(?:(\d{1,2})\s+([a-z]+)\.?|([a-z]+)\.?\s+(\d{1,2}),?)\s+(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?)?\s*(GMT|UTC|Z|[+-]\d{2}:?\d{2})?$/i;

function fraction(s: string | undefined): number {
  return s ? Number(('0.' + s).slice(0, 12)) * 1000 : 0;
}

function to24(h: number, ampm: string | undefined): number {
  if (!ampm) return h;
  const pm = ampm.toUpperCase() === 'PM';
  return pm ? (h % 12) + 12 : h % 12;
}

/** A two-digit year as .NET's calendar reads it (TwoDigitYearMax 2049: `'2/20/88'` is 1988, `'1/1/30'` 2030). */
function fullYear(digits: string): number {
  if (digits.length > 2) return +digits;
  const y = +digits;
  return y <= 49 ? 2000 + y : 1900 + y;
}

function parseParts(text: string): Parsed | null {
  let m = ISO.exec(text);
  if (m) return { y: +m[1], mo: +m[2], d: +m[3], h: +(m[4] ?? 0), mi: +(m[5] ?? 0), s: +(m[6] ?? 0), ms: fraction(m[7]), zone: m[8] ?? null };
  m = US.exec(text);
  if (m) return { y: fullYear(m[3]), mo: +m[1], d: +m[2], h: to24(+(m[4] ?? 0), m[8]), mi: +(m[5] ?? 0), s: +(m[6] ?? 0), ms: fraction(m[7]), zone: m[9] ?? null };
  m = NAMED.exec(text);
  if (m) {
    const mo = MONTH_INDEX.get((m[2] ?? m[3]).toLowerCase());
    if (!mo) return null;
    return { y: +m[5], mo, d: +(m[1] ?? m[4]), h: to24(+(m[6] ?? 0), m[9]), mi: +(m[7] ?? 0), s: +(m[8] ?? 0), ms: 0, zone: m[10] ?? null };
  }
  return null;
}

function zoneMinutes(zone: string): number {
  if (/^(z|gmt|utc)$/i.test(zone)) return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const v = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -v : v;
}

/**
 * DateTime.Parse with the invariant culture ([datetime]'...' casts). A string with a zone becomes Local time, as
 * .NET does; `utcKindForZ` keeps 'Z' strings as Utc (ConvertFrom-Json in PowerShell 7). Returns null when unparsable.
 */
export function parseDateTime(text: string, host: Host | null | undefined, utcKindForZ = false): PSDateTime | null {
  const t = text.trim();
  const p = parseParts(t);
  if (!p) return parseTimeOnly(t, host);
  if (p.mo < 1 || p.mo > 12 || p.d < 1 || p.h > 23 || p.mi > 59 || p.s > 59) return null;
  // setUTCFullYear, not Date.UTC: a year below 100 written with four digits ('1/1/0030') is that year, not 19xx.
  const check = new Date(0);
  check.setUTCFullYear(p.y, p.mo - 1, p.d);
  if (check.getUTCDate() !== p.d) return null;
  const wall = check.getTime() + ((p.h * 60 + p.mi) * 60 + p.s) * 1000 + p.ms;
  if (p.zone === null) return new PSDateTime(wall, 'Unspecified');
  const instant = wall - zoneMinutes(p.zone) * 60000;
  if (utcKindForZ && /^z$/i.test(p.zone)) return new PSDateTime(instant, 'Utc');
  return localDateTime(instant, host);
}

function parseTimeOnly(t: string, host: Host | null | undefined): PSDateTime | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?$/i.exec(t);
  if (!m || !host) return null;
  const today = Math.floor(wallMs(localDateTime(host.now(), host)) / 86400000) * 86400000;
  return fromWall(today + ((to24(+m[1], m[4]) * 60 + +m[2]) * 60 + +(m[3] ?? 0)) * 1000, 'Local', host);
}

/** Adds months as DateTime.AddMonths does: the day is clamped to the target month's length. */
export function addMonths(d: PSDateTime, months: number, host: Host | null | undefined): PSDateTime {
  const p = dateParts(d);
  const total = p.year * 12 + (p.month - 1) + Math.trunc(months);
  const y = Math.floor(total / 12);
  const mo = total - y * 12;
  const last = new Date(Date.UTC(y, mo + 1, 0)).getUTCDate();
  const wall = wallMs(d);
  const timeOfDay = ((wall % 86400000) + 86400000) % 86400000;
  const base = new Date(0);
  base.setUTCFullYear(y, mo, Math.min(p.day, last));
  return fromWall(base.getTime() + timeOfDay, d.kind, host);
}

/** Adds a duration to the wall clock (DateTime.Add*: the kind is kept). */
export function addMs(d: PSDateTime, ms: number, host: Host | null | undefined): PSDateTime {
  if (d.kind !== 'Local') return new PSDateTime(d.epochMs + ms, d.kind);
  return fromWall(wallMs(d) + ms, 'Local', host ?? null);
}

// ---- TimeSpan (System.TimeSpan: [-][d.]hh:mm:ss[.fffffff]) ----

export function timeSpanParts(ms: number): { neg: boolean; days: number; hours: number; minutes: number; seconds: number; ticks: number; millis: number } {
  const totalTicks = Math.round(Math.abs(ms) * TICKS_PER_MS);
  const sec = Math.floor(totalTicks / 1e7);
  return {
    neg: ms < 0 && totalTicks > 0, days: Math.floor(sec / 86400), hours: Math.floor(sec / 3600) % 24,
    minutes: Math.floor(sec / 60) % 60, seconds: sec % 60, ticks: totalTicks % 1e7, millis: Math.floor((totalTicks % 1e7) / 1e4),
  };
}

/**
 * TimeSpan.ToString(format) (en-US): `c`, `t`, `T` the constant form `[-][d.]hh:mm:ss[.fffffff]`; `g` the short
 * general form `[-][d:]h:mm:ss[.FFFFFFF]`; `G` the long one `[-]d:hh:mm:ss.fffffff`; anything else a custom format
 * (docs/values.md, "TimeSpan formats"). Null when the format is invalid (.NET's FormatException): callers raise it.
 */
export function formatTimeSpan(ms: number, format?: string | null): string {
  return tryFormatTimeSpan(ms, format) ?? '';
}

export function tryFormatTimeSpan(ms: number, format?: string | null): string | null {
  const p = timeSpanParts(ms);
  const sign = p.neg ? '-' : '';
  if (!format || format === 'c' || format === 't' || format === 'T') {
    let s = sign + (p.days ? p.days + '.' : '') + `${pad(p.hours, 2)}:${pad(p.minutes, 2)}:${pad(p.seconds, 2)}`;
    if (p.ticks) s += '.' + pad(p.ticks, 7);
    return s;
  }
  if (format === 'g') {
    const fraction = p.ticks ? '.' + pad(p.ticks, 7).replace(/0+$/, '') : '';
    return sign + (p.days ? p.days + ':' : '') + `${p.hours}:${pad(p.minutes, 2)}:${pad(p.seconds, 2)}` + fraction;
  }
  if (format === 'G') return sign + `${p.days}:${pad(p.hours, 2)}:${pad(p.minutes, 2)}:${pad(p.seconds, 2)}.${pad(p.ticks, 7)}`;
  return customTimeSpan(p, format.length === 2 && format[0] === '%' ? format.slice(1) : format);
}

/**
 * A custom TimeSpan format (.NET's "Custom TimeSpan format strings"): d (up to 8), h, hh, m, mm, s, ss, f and F (up
 * to 7), text in quotes, `\c` for one character. No sign is written. Any other character, or a specifier repeated
 * too often, makes the format invalid (null): `'hh:mm'` needs `'hh\:mm'`.
 */
function customTimeSpan(p: ReturnType<typeof timeSpanParts>, f: string): string | null {
  let out = '';
  for (let i = 0; i < f.length;) {
    const c = f[i];
    if (c === "'" || c === '"') {
      const e = f.indexOf(c, i + 1);
      if (e < 0) return null;
      out += f.slice(i + 1, e);
      i = e + 1;
      continue;
    }
    if (c === '\\') {
      if (i + 1 >= f.length) return null;
      out += f[i + 1];
      i += 2;
      continue;
    }
    let n = 1;
    while (f[i + n] === c) n++;
    const max = CUSTOM_WIDTH[c];
    if (max === undefined || n > max) return null;
    out += c === 'd' ? pad(p.days, n) : c === 'h' ? pad(p.hours, n) : c === 'm' ? pad(p.minutes, n) : c === 's' ? pad(p.seconds, n)
      : c === 'f' ? pad(p.ticks, 7).slice(0, n) : pad(p.ticks, 7).slice(0, n).replace(/0+$/, '');
    i += n;
  }
  return out;
}

const CUSTOM_WIDTH: Record<string, number> = { d: 8, h: 2, m: 2, s: 2, f: 7, F: 7 };

/** TimeSpan.Parse: "d", "hh:mm", "hh:mm:ss", "d.hh:mm:ss[.fffffff]" (optionally negative). */
export function parseTimeSpan(text: string): number | null {
  const t = text.trim();
  let m = /^(-)?(\d+)$/.exec(t);
  if (m) return (m[1] ? -1 : 1) * Number(m[2]) * 86400000;
  m = /^(-)?(?:(\d+)[.:](?=\d{1,2}:\d{1,2}:))?(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,7}))?)?$/.exec(t);
  if (!m) return null;
  const [h, mi, s] = [+m[3], +m[4], +(m[5] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  const ms = (((+(m[2] ?? 0) * 24 + h) * 60 + mi) * 60 + s) * 1000 + (m[6] ? Number(m[6].padEnd(7, '0')) / TICKS_PER_MS : 0);
  return m[1] ? -ms : ms;
}

const EXACT_TOKENS: [RegExp, string, string][] = [
  [/^yyyy/, '(\\d{4})', 'y'], [/^yy/, '(\\d{2})', 'y2'], [/^MMMM/, '([A-Za-z]+)', 'Mn'], [/^MMM/, '([A-Za-z]{3})', 'Mn'],
  [/^MM/, '(\\d{2})', 'M'], [/^M/, '(\\d{1,2})', 'M'], [/^dddd/, '[A-Za-z]+', ''], [/^ddd/, '[A-Za-z]{3}', ''],
  [/^dd/, '(\\d{2})', 'd'], [/^d/, '(\\d{1,2})', 'd'], [/^HH/, '(\\d{2})', 'H'], [/^H/, '(\\d{1,2})', 'H'],
  [/^hh/, '(\\d{2})', 'h'], [/^h/, '(\\d{1,2})', 'h'], [/^mm/, '(\\d{2})', 'm'], [/^m/, '(\\d{1,2})', 'm'],
  [/^ss/, '(\\d{2})', 's'], [/^s/, '(\\d{1,2})', 's'], [/^f{1,7}/, '(\\d+)', 'f'], [/^F{1,7}/, '(\\d*)', 'f'],
  [/^tt?/, '(AM|PM|A|P)', 't'], [/^(zzz|K)/, '(Z|[+-]\\d{2}:?\\d{2})?', 'z'],
];

/** DateTime.ParseExact with a custom or standard format (invariant culture); null when the text does not fit. */
export function parseExactDateTime(text: string, format: string, host: Host | null | undefined): PSDateTime | null {
  const f = format.length === 1 ? (CULTURE_FREE[format] ?? INVARIANT[format] ?? format) : format;
  let src = '';
  const roles: string[] = [];
  for (let i = 0; i < f.length;) {
    const rest = f.slice(i);
    if (rest[0] === "'" || rest[0] === '"') {
      const end = f.indexOf(rest[0], i + 1);
      src += f.slice(i + 1, end < 0 ? f.length : end).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      i = end < 0 ? f.length : end + 1;
      continue;
    }
    if (rest[0] === '\\') { src += '\\' + (f[i + 1] ?? ''); i += 2; continue; }
    const tok = EXACT_TOKENS.find(([re]) => re.test(rest));
    if (!tok) { src += rest[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); i++; continue; }
    const m = tok[0].exec(rest)!;
    src += tok[1];
    if (tok[2]) roles.push(tok[2]);
    i += m[0].length;
  }
  const m = new RegExp(`^${src}$`, 'i').exec(text.trim());
  if (!m) return null;
  const p: Record<string, string> = {};
  roles.forEach((r, k) => { if (m[k + 1] !== undefined) p[r] = m[k + 1]; });
  const year = p.y ? +p.y : p.y2 ? 2000 + +p.y2 : 1;
  const month = p.Mn ? MONTH_INDEX.get(p.Mn.toLowerCase()) ?? 0 : p.M ? +p.M : 1;
  let hour = p.H ? +p.H : p.h ? +p.h % 12 : 0;
  if (p.t && /^p/i.test(p.t)) hour += 12;
  const normalized = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(p.d ? +p.d : 1).padStart(2, '0')}T` +
    `${String(hour).padStart(2, '0')}:${(p.m ?? '0').padStart(2, '0')}:${(p.s ?? '0').padStart(2, '0')}${p.f ? '.' + p.f : ''}${p.z ?? ''}`;
  return parseDateTime(normalized, host);
}
