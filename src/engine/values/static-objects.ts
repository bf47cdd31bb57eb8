// Static members and constructors of DateTime, TimeSpan, Guid, Regex, Encoding, Uri/WebUtility/HttpUtility,
// StringBuilder, collections and exceptions (about_Methods, about_Object_Creation: `[type]::new(...)`). The clock and
// random numbers come from the host (ctx.host.now(), ctx.host.random()).
import { PSException, TerminatingError } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { convertTo, parseGuid, toArray, toNumber } from './conversions.js';
import {
  EPOCH_OFFSET_MS, TICKS_PER_MS, fromWall, localDateTime, parseDateTime, parseExactDateTime, parseTimeSpan, wallMs,
} from './date-time.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { arity, intArg, numArg, strArg } from './member-helpers.js';
import { allMatches, compileRegex, dotnetEscape, execAt, toMatchObject } from './regex.js';
import { PSList, PSRegex, PSStringBuilder } from './runtime-classes.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { replaceOperator, splitOperator } from './string-operators.js';
import { asciiDecode, asciiEncode, utf16Decode, utf16Encode, utf8Decode, utf8Encode } from './text-encoding.js';
import { toStringValue } from './to-string.js';
import { htmlDecode, htmlEncode, urlDecode, urlEncode } from './url-encoding.js';
import { PSDateTime, PSEnumValue, PSGuid, PSHashtable, PSTimeSpan } from './types.js';
import { methodException } from './value-errors.js';

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const encodingMembers: MemberTable[] = [];
const add = tableAdder(encodingMembers);

/** This module's static member tables (installed by installMemberTables, member-tables.ts). */
export const objectStatics: StaticMembers[] = [];
const addStatic = staticAdder(objectStatics);

function now(ctx: ValueContext | null): PSDateTime {
  return localDateTime(ctx ? ctx.host.now() : 0, ctx?.host);
}

function dateArg(a: unknown[], ctx: ValueContext | null, name: string): PSDateTime {
  const d = parseDateTime(strArg(a, 0), ctx?.host);
  if (!d) throw methodException(name, a.length, 'System.FormatException', `String '${strArg(a, 0)}' was not recognized as a valid DateTime.`);
  return d;
}

function newDate(a: unknown[], ctx: ValueContext): PSDateTime {
  if (a.length === 1) return new PSDateTime(numArg(a, 0) / TICKS_PER_MS - EPOCH_OFFSET_MS, 'Unspecified');
  const [y, mo, d, h = 0, mi = 0, s = 0, ms = 0] = a.filter((x) => typeof x === 'number') as number[];
  // The DateTimeKind argument, as its name or as the enum value ([DateTimeKind]::Utc).
  const kindArg = a.find((x) => typeof x === 'string' || x instanceof PSEnumValue);
  const kindName = kindArg === undefined ? '' : toStringValue(kindArg);
  const kind = /^utc$/i.test(kindName) ? 'Utc' : /^local$/i.test(kindName) ? 'Local' : 'Unspecified';
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate() || h > 23 || mi > 59 || s > 59) {
    throw methodException('new', a.length, 'System.ArgumentOutOfRangeException', 'Year, Month, and Day parameters describe an un-representable DateTime.');
  }
  const base = new Date(0);
  base.setUTCFullYear(y, mo - 1, d);
  base.setUTCHours(h, mi, s, ms);
  return fromWall(base.getTime(), kind, ctx.host);
}

addStatic('System.DateTime', {
  properties: {
    Now: (ctx) => now(ctx),
    UtcNow: (ctx) => new PSDateTime(ctx ? ctx.host.now() : 0, 'Utc'),
    Today: (ctx) => { const d = now(ctx); return fromWall(Math.floor(wallMs(d) / 86400000) * 86400000, 'Local', ctx?.host); },
    MinValue: () => new PSDateTime(-EPOCH_OFFSET_MS, 'Unspecified'),
    MaxValue: () => new PSDateTime(253402300800000 - 0.0001, 'Unspecified'),
    UnixEpoch: () => new PSDateTime(0, 'Utc'),
  },
  methods: {
    Parse: (a, ctx) => { arity('Parse', a, 1, 3); return dateArg(a, ctx, 'Parse'); },
    ParseExact: (a, ctx) => {
      arity('ParseExact', a, 2, 4);
      const formats = toArray(a[1]) ?? [];
      for (const f of formats) { const d = parseExactDateTime(strArg(a, 0), toStringValue(f), ctx.host); if (d) return d; }
      throw methodException('ParseExact', a.length, 'System.FormatException', `String '${strArg(a, 0)}' was not recognized as a valid DateTime.`);
    },
    DaysInMonth: (a) => new Date(Date.UTC(intArg(a, 0), intArg(a, 1), 0)).getUTCDate(),
    IsLeapYear: (a) => { const y = intArg(a, 0); return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0; },
    SpecifyKind: (a, ctx) => {
      const d = a[0] as PSDateTime;
      const kind = /^utc$/i.test(strArg(a, 1)) ? 'Utc' : /^local$/i.test(strArg(a, 1)) ? 'Local' : 'Unspecified';
      return fromWall(wallMs(d), kind, ctx.host);
    },
    new: (a, ctx) => newDate(a, ctx),
  },
});

function spanFactory(factor: number) { return (a: unknown[]) => new PSTimeSpan(numArg(a, 0) * factor); }

addStatic('System.TimeSpan', {
  properties: { Zero: () => new PSTimeSpan(0), MaxValue: () => new PSTimeSpan(922337203685477.5807), MinValue: () => new PSTimeSpan(-922337203685477.5808),
    TicksPerMillisecond: () => TICKS_PER_MS, TicksPerSecond: () => 1e7 },
  methods: {
    FromDays: spanFactory(86400000), FromHours: spanFactory(3600000), FromMinutes: spanFactory(60000),
    FromSeconds: spanFactory(1000), FromMilliseconds: spanFactory(1), FromTicks: spanFactory(1 / TICKS_PER_MS),
    Parse: (a) => {
      const ms = parseTimeSpan(strArg(a, 0));
      if (ms === null) throw methodException('Parse', a.length, 'System.FormatException', `String '${strArg(a, 0)}' was not recognized as a valid TimeSpan.`);
      return new PSTimeSpan(ms);
    },
    new: (a) => {
      const v = a.map((_, i) => numArg(a, i));
      if (v.length === 1) return new PSTimeSpan(v[0] / TICKS_PER_MS);
      if (v.length === 3) return new PSTimeSpan(((v[0] * 60 + v[1]) * 60 + v[2]) * 1000);
      if (v.length === 4 || v.length === 5) return new PSTimeSpan((((v[0] * 24 + v[1]) * 60 + v[2]) * 60 + v[3]) * 1000 + (v[4] ?? 0));
      throw methodException('new', a.length, 'System.Management.Automation.MethodException', `Cannot find an overload for "new" and the argument count: "${a.length}".`);
    },
  },
});

/** A version 4 GUID from the host's random source. */
export function newGuid(ctx: ValueContext | null): PSGuid {
  const r = () => Math.floor((ctx ? ctx.host.random() : 0) * 256) & 255;
  const b = Array.from({ length: 16 }, r);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return new PSGuid(`${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`);
}

function guidArg(a: unknown[], name: string): PSGuid {
  const g = parseGuid(strArg(a, 0));
  if (!g) throw methodException(name, a.length, 'System.FormatException', 'Guid should contain 32 digits with 4 dashes (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).');
  return g;
}

addStatic('System.Guid', {
  properties: { Empty: () => new PSGuid('00000000-0000-0000-0000-000000000000') },
  methods: {
    NewGuid: (_a, ctx) => newGuid(ctx),
    Parse: (a) => guidArg(a, 'Parse'),
    new: (a) => guidArg(a, 'new'),
  },
});

function optionNames(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  return toStringValue(v).split(/[,\s]+/).filter(Boolean);
}

function regexFor(pattern: unknown, options: unknown) {
  const o = optionNames(options);
  return compileRegex(toStringValue(pattern), o.some((x) => /ignorecase/i.test(x)), o.some((x) => /multiline/i.test(x)), o.some((x) => /singleline/i.test(x)));
}

addStatic('System.Text.RegularExpressions.Regex', {
  methods: {
    Match: (a) => { arity('Match', a, 2, 3); const c = regexFor(a[1], a[2]); return toMatchObject(c, execAt(c, strArg(a, 0))); },
    Matches: (a) => { arity('Matches', a, 2, 3); const c = regexFor(a[1], a[2]); return allMatches(c, strArg(a, 0)).map((m) => toMatchObject(c, m)); },
    IsMatch: (a) => { arity('IsMatch', a, 2, 3); return execAt(regexFor(a[1], a[2]), strArg(a, 0)) !== null; },
    Replace: (a, ctx) => {
      arity('Replace', a, 3, 4);
      const ic = optionNames(a[3]).some((x) => /ignorecase/i.test(x));
      return replaceOperator(strArg(a, 0), [a[1], a[2]], !ic, ctx, true);
    },
    Split: (a, ctx) => splitOperator(strArg(a, 0), [a[1], 0, 'RegexMatch'], !optionNames(a[2]).some((x) => /ignorecase/i.test(x)), ctx),
    Escape: (a) => dotnetEscape(strArg(a, 0)),
    Unescape: (a) => strArg(a, 0).replace(/\\(.)/g, '$1'),
    new: (a) => { arity('new', a, 1, 2); compileRegex(strArg(a, 0), false); return new PSRegex(strArg(a, 0), optionNames(a[1])); },
  },
});

/** [System.Text.Encoding]::UTF8 and friends. */
export class EncodingValue {
  constructor(public readonly webName: 'utf-8' | 'utf-16' | 'us-ascii') {}
}

const codecs = {
  'utf-8': { encode: utf8Encode, decode: utf8Decode, label: 'Unicode (UTF-8)' },
  'utf-16': { encode: utf16Encode, decode: utf16Decode, label: 'Unicode' },
  'us-ascii': { encode: asciiEncode, decode: asciiDecode, label: 'US-ASCII' },
};

function bytesOf(v: unknown): ArrayLike<number> {
  if (v instanceof Uint8Array) return v;
  return (toArray(v) ?? []).map((x) => toNumber(convertTo(x, 'System.Byte')));
}

add(EncodingValue, {
  typeName: 'System.Text.Encoding',
  properties: {
    WebName: (e: EncodingValue) => e.webName,
    BodyName: (e: EncodingValue) => e.webName,
    EncodingName: (e: EncodingValue) => codecs[e.webName].label,
  },
  methods: {
    GetBytes: (e: EncodingValue, a) => codecs[e.webName].encode(a[0] instanceof Array ? a[0].map((c) => toStringValue(c)).join('') : strArg(a, 0)),
    GetString: (e: EncodingValue, a) => {
      const b = bytesOf(a[0]);
      const part = a.length >= 3 ? Array.prototype.slice.call(b, intArg(a, 1), intArg(a, 1) + intArg(a, 2)) : b;
      return codecs[e.webName].decode(part);
    },
    GetByteCount: (e: EncodingValue, a) => codecs[e.webName].encode(strArg(a, 0)).length,
  },
});

addStatic('System.Text.Encoding', {
  properties: {
    UTF8: () => new EncodingValue('utf-8'), Default: () => new EncodingValue('utf-8'),
    Unicode: () => new EncodingValue('utf-16'), ASCII: () => new EncodingValue('us-ascii'),
  },
  methods: { GetEncoding: (a) => new EncodingValue(/ascii/i.test(strArg(a, 0)) ? 'us-ascii' : /16|unicode/i.test(strArg(a, 0)) ? 'utf-16' : 'utf-8') },
});

const uriEscapes = {
  EscapeDataString: (a: unknown[]) => encodeURIComponent(strArg(a, 0)).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase()),
  UnescapeDataString: (a: unknown[]) => { try { return decodeURIComponent(strArg(a, 0)); } catch { return strArg(a, 0); } },
};
addStatic('System.Uri', { methods: uriEscapes });
const webEncoding = (lowerHex: boolean) => ({
  UrlEncode: (a: unknown[]) => (a[0] === null ? null : urlEncode(strArg(a, 0), lowerHex)),
  UrlDecode: (a: unknown[]) => (a[0] === null ? null : urlDecode(strArg(a, 0))),
  HtmlEncode: (a: unknown[]) => (a[0] === null ? null : htmlEncode(strArg(a, 0))),
  HtmlDecode: (a: unknown[]) => (a[0] === null ? null : htmlDecode(strArg(a, 0))),
});
// WebUtility writes upper-case hex, HttpUtility lower-case (docs/values.md, "Web encoding").
addStatic('System.Net.WebUtility', { methods: webEncoding(false) });
addStatic('System.Web.HttpUtility', { methods: webEncoding(true) });

addStatic('System.Text.StringBuilder', {
  methods: { new: (a) => { const b = new PSStringBuilder(); if (a.length && typeof a[0] === 'string') b.parts.push(a[0]); return b; } },
});

addStatic('System.Collections.ArrayList', {
  methods: { new: (a) => PSList.create('System.Collections.ArrayList', null, a.length && typeof a[0] !== 'number' ? (toArray(a[0]) ?? []) : []) },
});

addStatic('System.Collections.Generic.List', {
  methods: {
    new: (a, ctx, full) => {
      const el = /\[(.+)\]$/.exec(full)?.[1] ?? 'System.Object';
      const items = a.length && typeof a[0] !== 'number' ? (toArray(a[0]) ?? []) : [];
      return PSList.create(full, el, items.map((x) => (el === 'System.Object' ? x : convertTo(x, el, ctx))));
    },
  },
});

// .NET's default key comparer is case-sensitive; a comparer argument whose name ends in IgnoreCase is not.
const comparerIgnoresCase = (a: unknown[]) => a.some((x) => /ignorecase$/i.test(toStringValue(x)));
addStatic('System.Collections.Hashtable', { methods: { new: (a) => new PSHashtable(false, !comparerIgnoresCase(a)) } });
// Dictionary[K,V] is a hashtable in svc (docs/values.md): same members.
addStatic('System.Collections.Generic.Dictionary', { methods: { new: (a) => new PSHashtable(false, !comparerIgnoresCase(a)) } });
addStatic('System.Collections.Specialized.OrderedDictionary', { methods: { new: (a) => new PSHashtable(true, !comparerIgnoresCase(a)) } });
addStatic('System.StringComparer', {
  properties: {
    Ordinal: () => 'Ordinal', OrdinalIgnoreCase: () => 'OrdinalIgnoreCase', InvariantCulture: () => 'InvariantCulture',
    InvariantCultureIgnoreCase: () => 'InvariantCultureIgnoreCase', CurrentCulture: () => 'CurrentCulture',
    CurrentCultureIgnoreCase: () => 'CurrentCultureIgnoreCase',
  },
});

// about_Script_Blocks: [scriptblock]::Create('...') parses text at run time; the interpreter owns the parser.
addStatic('System.Management.Automation.ScriptBlock', {
  methods: {
    Create: (a, ctx) => {
      arity('Create', a, 1, 1);
      if (!ctx.parseScriptBlock) throw methodException('Create', 1, 'System.NotSupportedException', 'Script blocks cannot be created here.');
      try {
        return ctx.parseScriptBlock(strArg(a, 0));
      } catch (e) {
        if (!(e instanceof Error) || e instanceof TerminatingError) throw e;
        throw methodException('Create', 1, 'System.Management.Automation.ParseException', e.message);
      }
    },
  },
});

const ARGUMENT_DEFAULTS: Record<string, string> = {
  'System.ArgumentException': 'Value does not fall within the expected range.',
  'System.ArgumentNullException': 'Value cannot be null.',
  'System.ArgumentOutOfRangeException': 'Specified argument was out of the range of valid values.',
};

/**
 * The argument exceptions' constructors that take a parameter name (System.ArgumentException and its subtypes): the
 * message gains ` (Parameter 'name')` and ParamName is set. ArgumentException takes (message, paramName); the null
 * and out-of-range ones take (paramName) or (paramName, message), and out-of-range also (paramName, actualValue,
 * message), whose value is told on a line of its own. Other argument lists are the plain Exception ones (null here).
 */
function argumentException(full: string, a: unknown[]): PSException | null {
  const base = ARGUMENT_DEFAULTS[full];
  if (base === undefined || a.some((x) => x instanceof PSException)) return null;
  let param: unknown; let message: string; let actual = '';
  if (full === 'System.ArgumentException') {
    if (a.length !== 2) return null;
    [message, param] = [a[0] === null ? base : strArg(a, 0), a[1]];
  } else {
    if (a.length < 1 || a.length > 3) return null;
    param = a[0];
    message = a.length === 1 ? base : a[a.length - 1] === null ? base : strArg(a, a.length - 1);
    if (a.length === 3) actual = `\nActual value was ${toStringValue(a[1])}.`;
  }
  const name = param === null || param === undefined ? null : toStringValue(param);
  const e = new PSException(full, (name ? `${message} (Parameter '${name}')` : message) + actual);
  e.extra.set('ParamName', name);
  if (a.length === 3) e.extra.set('ActualValue', a[1]);
  return e;
}

/** The message .NET gives an exception made without one (its SR resources); others say `Exception of type 'T' was thrown.` */
const DEFAULT_MESSAGES: Record<string, string> = {
  'System.SystemException': 'System error.',
  'System.InvalidOperationException': 'Operation is not valid due to the current state of the object.',
  'System.NotImplementedException': 'The method or operation is not implemented.',
  'System.NotSupportedException': 'Specified method is not supported.',
  'System.FormatException': 'One of the identified items was in an invalid format.',
  'System.TimeoutException': 'The operation has timed out.',
  'System.UnauthorizedAccessException': 'Attempted to perform an unauthorized operation.',
  'System.IO.IOException': 'I/O error occurred.',
  'System.IO.FileNotFoundException': 'Unable to find the specified file.',
  'System.Collections.Generic.KeyNotFoundException': 'The given key was not present in the dictionary.',
  'System.InvalidCastException': 'Specified cast is not valid.',
  'System.DivideByZeroException': 'Attempted to divide by zero.',
  'System.OverflowException': 'Arithmetic operation resulted in an overflow.',
  'System.MemberAccessException': 'Cannot access member.',
  'System.MissingMemberException': 'Attempted to access a missing member.',
  'System.MissingFieldException': 'Attempted to access a non-existing field.',
  'System.MissingMethodException': 'Attempted to access a missing method.',
};

/**
 * FileNotFoundException(message, fileName): FileName is the second argument (an inner exception there is the
 * (message, inner) form); without a message it says `Could not find file 'name'.`
 */
function fileNotFound(a: unknown[]): PSException | null {
  if (a.length !== 2 || a[1] instanceof PSException) return null;
  const fileName = a[1] === null || a[1] === undefined ? null : toStringValue(a[1]);
  const message = a[0] === null || a[0] === undefined
    ? (fileName === null ? DEFAULT_MESSAGES['System.IO.FileNotFoundException'] : `Could not find file '${fileName}'.`) : strArg(a, 0);
  const e = new PSException('System.IO.FileNotFoundException', message);
  e.extra.set('FileName', fileName);
  return e;
}

/** `[System.Exception]::new('msg'[, inner])` for an exception type; its bases come from the type table. */
function exceptionConstructor(full: string): void {
  addStatic(full, {
    methods: {
      new: (a) => {
        const special = full === 'System.IO.FileNotFoundException' ? fileNotFound(a) : argumentException(full, a);
        if (special !== null) return special;
        const message = a.length && a[0] !== null ? strArg(a, 0) : DEFAULT_MESSAGES[full] ?? `Exception of type '${full}' was thrown.`;
        const inner = a.length > 1 && a[1] instanceof PSException ? a[1] : null;
        const e = new PSException(full, message, inner);
        if (full === 'System.IO.FileNotFoundException') e.extra.set('FileName', null);
        return e;
      },
    },
  });
}

for (const full of ['System.Exception', 'System.SystemException', 'System.Management.Automation.RuntimeException',
  'System.ArgumentException', 'System.ArgumentNullException', 'System.ArgumentOutOfRangeException',
  'System.InvalidOperationException', 'System.NotImplementedException', 'System.NotSupportedException',
  'System.FormatException', 'System.TimeoutException', 'System.UnauthorizedAccessException', 'System.IO.IOException',
  'System.IO.FileNotFoundException', 'System.Collections.Generic.KeyNotFoundException', 'System.InvalidCastException',
  'System.DivideByZeroException', 'System.OverflowException', 'System.Management.Automation.ItemNotFoundException',
  'System.MemberAccessException', 'System.MissingMemberException', 'System.MissingFieldException', 'System.MissingMethodException']) {
  exceptionConstructor(full);
}
