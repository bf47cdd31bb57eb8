// Members of numbers, booleans, chars, DateTime, TimeSpan and Guid (about_Methods; System.DateTime and friends).
import { enumInfo, toEnum } from './enums.js';
import { compareValues } from './comparison.js';
import {
  EPOCH_OFFSET_MS, TICKS_PER_MS, addMonths, addMs, dateParts, formatDateTime, tryFormatTimeSpan, fromWall,
  localDateTime, timeSpanParts, wallMs,
} from './date-time.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { arity, dotnetEquals, intArg, numArg, strArg } from './member-helpers.js';
import { formatNumber } from './number-format.js';
import { double, int64, isNumeric, numberOf, numericCompare } from './numbers.js';
import { typeNameOf } from './type-table.js';
import { PSChar, PSDateTime, PSEnumValue, PSGuid, PSNumber, PSTimeSpan } from './types.js';
import { methodException } from './value-errors.js';

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const timeMembers: MemberTable[] = [];
const add = tableAdder(timeMembers);

const isNumber = (v: unknown): boolean => typeof v === 'number' || v instanceof PSNumber;

add(isNumber, {
  methods: {
    ToString: (n: number | PSNumber, args) => {
      const s = formatNumber(n, args.length ? strArg(args, 0) : null);
      if (s === null) throw methodException('ToString', args.length, 'System.FormatException', 'Format specifier was invalid.');
      return s;
    },
    CompareTo: (n: number | PSNumber, args) => { arity('CompareTo', args, 1); return compareValues(n, args[0]); },
    // Object.Equals: the same type and value (1 -eq 1L, but (1).Equals(1L) is false).
    Equals: (n: number | PSNumber, args) => {
      arity('Equals', args, 1);
      return isNumeric(args[0]) && typeNameOf(args[0]) === typeNameOf(n) && numericCompare(n, args[0]) === 0;
    },
    GetHashCode: (n: number | PSNumber) => numberOf(n) | 0,
  },
});

add((v: unknown) => typeof v === 'boolean', {
  methods: {
    ToString: (b: boolean) => (b ? 'True' : 'False'),
    Equals: (b: boolean, args) => args[0] === b,
    CompareTo: (b: boolean, args) => compareValues(b, args[0]),
  },
});

add(PSChar, {
  methods: {
    ToString: (c: PSChar) => String.fromCharCode(c.code),
    Equals: (c: PSChar, args) => dotnetEquals(c, args[0]),
    CompareTo: (c: PSChar, args) => compareValues(c, args[0], true),
    GetHashCode: (c: PSChar) => c.code,
  },
});

type Host = Parameters<typeof addMs>[2];
const hostOf = (ctx: { host: Host } | null) => ctx?.host ?? null;

function adder(factor: number, name: string) {
  return (d: PSDateTime, args: unknown[], ctx: { host: Host }) => { arity(name, args, 1); return addMs(d, numArg(args, 0) * factor, hostOf(ctx)); };
}

add(PSDateTime, {
  properties: {
    Year: (d: PSDateTime) => dateParts(d).year,
    Month: (d: PSDateTime) => dateParts(d).month,
    Day: (d: PSDateTime) => dateParts(d).day,
    Hour: (d: PSDateTime) => dateParts(d).hour,
    Minute: (d: PSDateTime) => dateParts(d).minute,
    Second: (d: PSDateTime) => dateParts(d).second,
    Millisecond: (d: PSDateTime) => dateParts(d).ms,
    DayOfWeek: (d: PSDateTime) => new PSEnumValue('System.DayOfWeek', dateParts(d).dayOfWeek),
    DayOfYear: (d: PSDateTime) => { const w = wallMs(d); const p = dateParts(d); return Math.floor((w - Date.UTC(p.year, 0, 1)) / 86400000) + 1; },
    Date: (d: PSDateTime, ctx) => fromWall(Math.floor(wallMs(d) / 86400000) * 86400000, d.kind, hostOf(ctx)),
    TimeOfDay: (d: PSDateTime) => new PSTimeSpan(((wallMs(d) % 86400000) + 86400000) % 86400000),
    Ticks: (d: PSDateTime) => Math.round((wallMs(d) + EPOCH_OFFSET_MS) * TICKS_PER_MS),
    Kind: (d: PSDateTime) => toEnum(d.kind, enumInfo('System.DateTimeKind')!),
  },
  methods: {
    AddDays: adder(86400000, 'AddDays'),
    AddHours: adder(3600000, 'AddHours'),
    AddMinutes: adder(60000, 'AddMinutes'),
    AddSeconds: adder(1000, 'AddSeconds'),
    AddMilliseconds: adder(1, 'AddMilliseconds'),
    AddTicks: adder(1 / TICKS_PER_MS, 'AddTicks'),
    AddMonths: (d: PSDateTime, args, ctx) => { arity('AddMonths', args, 1); return addMonths(d, intArg(args, 0), hostOf(ctx)); },
    AddYears: (d: PSDateTime, args, ctx) => { arity('AddYears', args, 1); return addMonths(d, intArg(args, 0) * 12, hostOf(ctx)); },
    Add: (d: PSDateTime, args, ctx) => { arity('Add', args, 1); return addMs(d, args[0] instanceof PSTimeSpan ? args[0].ms : 0, hostOf(ctx)); },
    Subtract: (d: PSDateTime, args, ctx) => {
      arity('Subtract', args, 1);
      if (args[0] instanceof PSDateTime) return new PSTimeSpan(wallMs(d) - wallMs(args[0]));
      return addMs(d, -(args[0] instanceof PSTimeSpan ? args[0].ms : 0), hostOf(ctx));
    },
    ToString: (d: PSDateTime, args) => formatDateTime(d, args.length ? strArg(args, 0) : null, false),
    ToShortDateString: (d: PSDateTime) => formatDateTime(d, 'd'),
    ToLongDateString: (d: PSDateTime) => formatDateTime(d, 'D'),
    ToShortTimeString: (d: PSDateTime) => formatDateTime(d, 't'),
    ToLongTimeString: (d: PSDateTime) => formatDateTime(d, 'T'),
    ToUniversalTime: (d: PSDateTime, _args, ctx) => {
      if (d.kind === 'Utc') return d;
      if (d.kind === 'Local') return new PSDateTime(d.epochMs, 'Utc');
      return new PSDateTime(fromWall(d.epochMs, 'Local', hostOf(ctx)).epochMs, 'Utc');
    },
    ToLocalTime: (d: PSDateTime, _args, ctx) => (d.kind === 'Local' ? d : localDateTime(d.epochMs, hostOf(ctx))),
    CompareTo: (d: PSDateTime, args) => compareValues(d, args[0]),
    Equals: (d: PSDateTime, args) => args[0] instanceof PSDateTime && wallMs(args[0]) === wallMs(d),
    IsDaylightSavingTime: () => false,
  },
});

const span = (f: (p: ReturnType<typeof timeSpanParts>) => number) => (t: PSTimeSpan) => {
  const p = timeSpanParts(t.ms);
  return (p.neg ? -1 : 1) * f(p) || 0;
};

add(PSTimeSpan, {
  properties: {
    Days: span((p) => p.days),
    Hours: span((p) => p.hours),
    Minutes: span((p) => p.minutes),
    Seconds: span((p) => p.seconds),
    Milliseconds: span((p) => p.millis),
    // TimeSpan's types: Ticks is an Int64 and the Total* properties are Doubles, even when whole (200 ms is 200.0).
    Ticks: (t: PSTimeSpan) => int64(BigInt(Math.round(t.ms * TICKS_PER_MS))),
    TotalDays: (t: PSTimeSpan) => double(t.ms / 86400000),
    TotalHours: (t: PSTimeSpan) => double(t.ms / 3600000),
    TotalMinutes: (t: PSTimeSpan) => double(t.ms / 60000),
    TotalSeconds: (t: PSTimeSpan) => double(t.ms / 1000),
    TotalMilliseconds: (t: PSTimeSpan) => double(t.ms),
  },
  methods: {
    Add: (t: PSTimeSpan, args) => new PSTimeSpan(t.ms + (args[0] instanceof PSTimeSpan ? args[0].ms : 0)),
    Subtract: (t: PSTimeSpan, args) => new PSTimeSpan(t.ms - (args[0] instanceof PSTimeSpan ? args[0].ms : 0)),
    Negate: (t: PSTimeSpan) => new PSTimeSpan(-t.ms),
    Duration: (t: PSTimeSpan) => new PSTimeSpan(Math.abs(t.ms)),
    ToString: (t: PSTimeSpan, args) => {
      const s = tryFormatTimeSpan(t.ms, args.length ? strArg(args, 0) : null);
      if (s === null) throw methodException('ToString', args.length, 'System.FormatException', 'Input string was not in a correct format.');
      return s;
    },
    CompareTo: (t: PSTimeSpan, args) => compareValues(t, args[0]),
    Equals: (t: PSTimeSpan, args) => dotnetEquals(t, args[0]),
  },
});

add(PSGuid, {
  properties: { Guid: (g: PSGuid) => g.value },
  methods: {
    ToString: (g: PSGuid, args) => {
      const f = args.length ? strArg(args, 0).toUpperCase() : 'D';
      if (f === 'N') return g.value.replace(/-/g, '');
      if (f === 'B') return `{${g.value}}`;
      if (f === 'P') return `(${g.value})`;
      return g.value;
    },
    Equals: (g: PSGuid, args) => dotnetEquals(g, args[0]),
    ToByteArray: (g: PSGuid) => {
      const hex = g.value.replace(/-/g, '');
      const b = Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
      // .NET stores the first three fields little-endian.
      return Uint8Array.from([b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6], ...b.slice(8)]);
    },
  },
});
