// ConvertTo-Json (PowerShell 7, Newtonsoft style): property order kept, 2-space indentation or -Compress, strings
// escaped as Json.NET does by default, DateTime as ISO 8601 ("o" without trailing zero digits), and objects nested
// deeper than -Depth written as their string form (PowerShell 7.1+ then warns: the caller does, from the flag).
import { formatDateTime } from './date-time.js';
import { getMember } from './member-access.js';
import { propertyNamesOf } from './member-registry.js';
import { formatRoundTrip } from './number-format.js';
import { scriptBlockText, toStringValue } from './to-string.js';
import {
  PSChar, PSDateTime, PSEnumValue, PSGuid, PSHashtable, PSObject, PSTimeSpan, PSTypeValue, ScriptBlockValue, PSNumber,
} from './types.js';
import { enumName } from './enums.js';
import type { ValueContext } from './context.js';

/** enumsAsStrings: ConvertTo-Json -EnumsAsStrings (an enum is otherwise its number, as Json.NET writes it). */
/** `ctx` runs script and alias properties (Add-Member) so their values are written; without it they are null. */
export interface JsonOptions { depth?: number; compress?: boolean; enumsAsStrings?: boolean; ctx?: ValueContext | null }
export interface JsonResult { text: string; depthExceeded: boolean }

const ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function jsonQuote(s: string): string {
  // eslint-disable-next-line no-control-regex
  return '"' + s.replace(/["\\\u0000-\u001f\u0085\u2028\u2029]/g, (c) => ESCAPES[c] ?? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')) + '"';
}

/** Json.NET's DateTime format: yyyy-MM-ddTHH:mm:ss.FFFFFFFK (no trailing zero digits; Z for Utc, offset for Local). */
export function jsonDate(d: PSDateTime): string {
  const frac = formatDateTime(d, '%FFFFFFF');
  return formatDateTime(d, "yyyy'-'MM'-'dd'T'HH':'mm':'ss") + (frac ? '.' + frac : '') + formatDateTime(d, '%K');
}

/** Json.NET writes a Double with a fraction (2.0), Int64 and Decimal exactly (1.10 keeps its zero). */
function jsonNumber(v: number | PSNumber): string {
  const n = typeof v === 'number' ? v : v.n;
  if (!Number.isFinite(n)) return jsonQuote(Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity');
  const s = formatRoundTrip(v);
  const isDouble = typeof v === 'number' ? (v | 0) !== v : v.type === 'System.Double' || v.type === 'System.Single';
  return isDouble && /^-?\d+$/.test(s) ? s + '.0' : s;
}

/** A scalar's JSON text, or null when the value is a container (object or array). */
function scalarJson(v: unknown): string | null {
  if (v === null || v === undefined) return 'null';
  switch (typeof v) {
    case 'string': return jsonQuote(v);
    case 'number': return jsonNumber(v);
    case 'boolean': return v ? 'true' : 'false';
    default: break;
  }
  if (v instanceof PSNumber) return jsonNumber(v);
  if (v instanceof PSChar) return jsonQuote(String.fromCharCode(v.code));
  if (v instanceof PSDateTime) return jsonQuote(jsonDate(v));
  if (v instanceof PSGuid) return jsonQuote(v.value);
  if (v instanceof PSTypeValue) return jsonQuote(v.fullName);
  if (v instanceof ScriptBlockValue) return jsonQuote(scriptBlockText(v));
  return null;
}

function entriesOf(v: unknown, ctx: ValueContext | null): [string, unknown][] | null {
  if (v instanceof PSHashtable) return v.entries().map(([k, x]) => [toStringValue(k), x]);
  if (v instanceof PSObject) return v.properties().map((p) => [p.name, p.getter === undefined && p.aliasOf === undefined ? p.value : getMember(v, p.name, ctx)]);
  if (v instanceof PSTimeSpan) {
    return ['Ticks', 'Days', 'Hours', 'Milliseconds', 'Minutes', 'Seconds', 'TotalDays', 'TotalHours', 'TotalMilliseconds',
      'TotalMinutes', 'TotalSeconds'].map((n) => [n, getMember(v, n, null)]);
  }
  const names = propertyNamesOf(v).filter((n) => !/^(PSObject|Count|Length)$/i.test(n));
  if (!names.length) return null;
  return names.map((n) => [n, getMember(v, n, null)]);
}

class Writer {
  depthExceeded = false;
  constructor(private readonly depth: number, private readonly compress: boolean, private readonly enumsAsStrings = false, private readonly ctx: ValueContext | null = null) {}

  write(v: unknown, level: number, indent: string): string {
    if (v instanceof PSEnumValue) return this.enumsAsStrings ? jsonQuote(enumName(v)) : String(v.value);
    const s = scalarJson(v);
    if (s !== null) return s;
    if (level > this.depth) { this.depthExceeded = true; return jsonQuote(toStringValue(v)); }
    if (Array.isArray(v) || v instanceof Uint8Array) return this.list(Array.from(v as ArrayLike<unknown>), level, indent);
    const entries = entriesOf(v, this.ctx);
    if (entries === null) return jsonQuote(toStringValue(v));
    return this.object(entries, level, indent);
  }

  private list(items: unknown[], level: number, indent: string): string {
    if (!items.length) return '[]';
    if (this.compress) return '[' + items.map((x) => this.write(x, level + 1, '')).join(',') + ']';
    const inner = indent + '  ';
    return '[\n' + items.map((x) => inner + this.write(x, level + 1, inner)).join(',\n') + '\n' + indent + ']';
  }

  private object(entries: [string, unknown][], level: number, indent: string): string {
    if (!entries.length) return '{}';
    if (this.compress) return '{' + entries.map(([k, x]) => jsonQuote(k) + ':' + this.write(x, level + 1, '')).join(',') + '}';
    const inner = indent + '  ';
    return '{\n' + entries.map(([k, x]) => `${inner}${jsonQuote(k)}: ${this.write(x, level + 1, inner)}`).join(',\n') + '\n' + indent + '}';
  }
}

/** ConvertTo-Json with the truncation flag (PowerShell 7.1+ warns "Resulting JSON is truncated..."). */
export function toJsonResult(value: unknown, options: JsonOptions = {}): JsonResult {
  const w = new Writer(options.depth ?? 2, options.compress ?? false, options.enumsAsStrings ?? false, options.ctx ?? null);
  const text = w.write(value, 0, '');
  return { text, depthExceeded: w.depthExceeded };
}

/** ConvertTo-Json's text (default depth 2, indented). */
/**
 * ConvertTo-Json -EscapeHandling (Json.NET's StringEscapeHandling) over written JSON: EscapeNonAscii writes every
 * character above U+007F as `\uXXXX`; EscapeHtml writes `< > & ' "` inside strings as `\u003c` ... `\u0022`
 * (ConvertTo-Json.Tests.ps1: `'def'` becomes `\u0027def\u0027`). Only string contents can hold these characters.
 */
export function applyEscapeHandling(json: string, mode: 'Default' | 'EscapeNonAscii' | 'EscapeHtml'): string {
  if (mode === 'Default') return json;
  const hex = (c: string) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (!inString) { if (c === '"') inString = true; out += c; continue; }
    if (c === '\\') {
      const next = json[i + 1];
      out += next === '"' && mode === 'EscapeHtml' ? hex('"') : c + next;
      i++;
    } else if (c === '"') { inString = false; out += c; }
    else if (mode === 'EscapeNonAscii' ? c.charCodeAt(0) > 0x7f : '<>&\''.includes(c)) out += hex(c);
    else out += c;
  }
  return out;
}

export function toJson(value: unknown, options: JsonOptions = {}): string {
  return toJsonResult(value, options).text;
}
