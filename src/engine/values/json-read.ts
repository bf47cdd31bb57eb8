// ConvertFrom-Json (PowerShell 7): objects become PSCustomObjects (or hashtables with -AsHashtable) in document
// order, integers Int64 and other numbers Double (as Json.NET reads them), ISO 8601 date-time strings DateTime (Z -> Utc, an offset -> Local, none
// -> Unspecified, as Json.NET does). A hand-written parser keeps property order for numeric-looking keys and gives
// Json.NET-like messages with line and position.
import type { Host } from '../host.js';
import { fromWall, localDateTime, parseDateTime } from './date-time.js';
import { double, int64 } from './numbers.js';
import { PSDateTime, PSHashtable, PSObject } from './types.js';

/**
 * ConvertFrom-Json -DateKind (PowerShell 7.5, JsonObject.ConvertFromJson): how a date-time string is read. Default keeps
 * its kind (Z Utc, an offset Local, none Unspecified); Local and Utc convert to that kind (a string without a zone is
 * taken as already in it); String leaves the text alone.
 */
export type JsonDateKind = 'Default' | 'Local' | 'Utc' | 'String';

export interface FromJsonOptions { asHashtable?: boolean; host?: Host | null; maxDepth?: number; dateKind?: JsonDateKind }

/**
 * Invalid JSON: the caller wraps the message ("Conversion from JSON failed with error: ..."). A document that parses
 * but has no PSCustomObject form (keys differing only in case, an empty key) carries PowerShell's own error id
 * instead, and its message is reported as it is (JsonObject.PopulateFromJDictionary).
 */
export class JsonParseError extends Error {
  constructor(message: string, readonly errorId: 'KeysWithDifferentCasingInJsonString' | 'EmptyKeyInJsonString' | null = null) { super(message); }
}

const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?(Z|[+-]\d{2}:\d{2})?$/;

class Parser {
  private i = 0;
  private readonly path: string[] = [];
  constructor(private readonly s: string, private readonly opts: FromJsonOptions) {}

  fail(what: string): never {
    const before = this.s.slice(0, this.i);
    const line = before.split('\n').length;
    const pos = this.i - (before.lastIndexOf('\n') + 1);
    throw new JsonParseError(`${what} Path '${this.path.join('')}', line ${line}, position ${pos}.`);
  }

  skip(): void {
    this.i = nextSignificant(this.s, this.i, true);
  }

  document(): unknown {
    this.skip();
    if (this.i >= this.s.length) return null;
    const v = this.value(0);
    this.skip();
    if (this.i < this.s.length) this.fail(`Additional text encountered after finished reading JSON content: ${this.s[this.i]}.`);
    return v;
  }

  value(depth: number): unknown {
    if (depth > (this.opts.maxDepth ?? 1024)) this.fail(`The reader's MaxDepth of ${this.opts.maxDepth ?? 1024} has been exceeded.`);
    this.skip();
    const c = this.s[this.i];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"' || c === "'") { const t = this.string(); return DATE.test(t) ? this.date(t) : t; }
    if (c === '-' || (c >= '0' && c <= '9')) return this.number();
    for (const [word, v] of [['true', true], ['false', false], ['null', null]] as const) {
      if (this.s.startsWith(word, this.i)) { this.i += word.length; return v; }
    }
    if (c === undefined) this.fail('Unexpected end when reading JSON.');
    return this.fail(`Unexpected character encountered while parsing value: ${c}.`);
  }

  date(text: string): unknown {
    const kind = this.opts.dateKind ?? 'Default';
    if (kind === 'String') return text;
    const d = parseDateTime(text, this.opts.host, true);
    if (d === null || kind === 'Default') return d ?? text;
    const host = this.opts.host;
    // An Unspecified value's epochMs is its wall clock, a Local or Utc value's its instant: either way the Utc value.
    if (kind === 'Utc') return new PSDateTime(d.epochMs, 'Utc');
    return d.kind === 'Unspecified' ? fromWall(d.epochMs, 'Local', host) : localDateTime(d.epochMs, host);
  }

  number(): unknown {
    const m = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.s.slice(this.i, this.i + 400));
    if (!m) this.fail(`Unexpected character encountered while parsing value: ${this.s[this.i]}.`);
    this.i += m[0].length;
    if (m[1] === undefined && m[2] === undefined && m[0].length < 20) {
      const b = BigInt(m[0]);
      if (BigInt.asIntN(64, b) === b) return int64(b);
    }
    return double(Number(m[0]));
  }

  string(): string {
    const q = this.s[this.i++];
    let out = '';
    for (;;) {
      const c = this.s[this.i++];
      if (c === undefined) this.fail('Unterminated string. Expected delimiter: ".');
      if (c === q) return out;
      if (c !== '\\') { out += c; continue; }
      const e = this.s[this.i++];
      const simple: Record<string, string> = { '"': '"', "'": "'", '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
      if (e !== undefined && Object.hasOwn(simple, e)) out += simple[e];
      else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.s.slice(this.i, this.i + 4))) { out += String.fromCharCode(parseInt(this.s.slice(this.i, this.i + 4), 16)); this.i += 4; }
      else this.fail(`Bad JSON escape sequence: \\${e ?? ''}.`);
    }
  }

  array(depth: number): unknown[] {
    this.i++;
    const out: unknown[] = [];
    this.skip();
    if (this.s[this.i] === ']') { this.i++; return out; }
    for (;;) {
      this.path.push(`[${out.length}]`);
      out.push(this.value(depth + 1));
      this.path.pop();
      this.skip();
      const c = this.s[this.i++];
      if (c === ']') return out;
      if (c !== ',') { this.i--; this.fail(c === undefined ? 'Unexpected end when reading JSON.' : `After parsing a value an unexpected character was encountered: ${c}.`); }
      this.skip();
      if (this.s[this.i] === ']') { this.i++; return out; }
    }
  }

  object(depth: number): unknown {
    this.i++;
    const entries: [string, unknown][] = [];
    this.skip();
    if (this.s[this.i] === '}') { this.i++; return this.build(entries); }
    for (;;) {
      this.skip();
      const c = this.s[this.i];
      if (c !== '"' && c !== "'") this.fail(c === undefined ? 'Unexpected end when reading JSON.' : `Invalid property identifier character: ${c}.`);
      const key = this.string();
      this.skip();
      if (this.s[this.i++] !== ':') { this.i--; this.fail(`Invalid character after parsing property name. Expected ':' but got: ${this.s[this.i] ?? 'end'}.`); }
      this.path.push(this.path.length ? `.${key}` : key);
      entries.push([key, this.value(depth + 1)]);
      this.path.pop();
      this.skip();
      const d = this.s[this.i++];
      if (d === '}') return this.build(entries);
      if (d !== ',') { this.i--; this.fail(d === undefined ? 'Unexpected end when reading JSON.' : `After parsing a value an unexpected character was encountered: ${d}.`); }
      // Json.NET reads a trailing comma before `}` as it does before `]`.
      this.skip();
      if (this.s[this.i] === '}') { this.i++; return this.build(entries); }
    }
  }

  build(entries: [string, unknown][]): unknown {
    if (this.opts.asHashtable) {
      // PowerShell 7.3+: an OrderedHashtable, which compares keys case-sensitively (its OrderedDictionary's default),
      // so keys that differ only in case are two keys; a repeated key keeps its last value, as Json.NET does.
      const h = new PSHashtable(true, true);
      h.typeName = 'System.Management.Automation.OrderedHashtable';
      for (const [k, v] of entries) h.set(k, v);
      return h;
    }
    const o = new PSObject();
    const seen = new Map<string, string>();
    for (const [k, v] of entries) {
      if (k === '') throw new JsonParseError('The provided JSON includes a property whose name is an empty string, this is only supported using the -AsHashTable switch.', 'EmptyKeyInJsonString');
      const prior = seen.get(k.toLowerCase());
      if (prior !== undefined && prior !== k) {
        throw new JsonParseError(`Cannot convert the JSON string because it contains keys with different casing. Please use the -AsHashTable switch instead. The key that was attempted to be added to the existing key '${prior}' was '${k}'.`, 'KeysWithDifferentCasingInJsonString');
      }
      seen.set(k.toLowerCase(), k);
      o.setProperty(k, v);
    }
    return o;
  }
}

/** ConvertFrom-Json: the value, $null for empty input; throws JsonParseError for invalid JSON. */
export function fromJson(text: string, options: FromJsonOptions = {}): unknown {
  return new Parser(text, options).document();
}

/** ConvertFrom-Json's default -Depth (PowerShell 7: 1024), also the limit of a request body bound by param(). */
export const JSON_MAX_DEPTH = 1024;

/**
 * Whether JSON text nests arrays and objects more than `maxDepth` levels deep: one linear scan that skips strings,
 * so a hostile body is refused before any recursive walk over it (docs/http.md, param() binding).
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** A value JSON.parse made, as ConvertFrom-Json gives it: objects become PSCustomObjects, order kept. */
export function jsonToValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonToValue);
  if (value !== null && typeof value === 'object') {
    return PSObject.from(Object.entries(value as object).map(([k, v]) => [k, jsonToValue(v)]));
  }
  return value;
}

/**
 * Test-Json: whether text is one JSON value as System.Text.Json reads it (PowerShell 7's JsonNode.Parse): strict
 * RFC 8259, so no single quotes, comments or trailing commas unless allowed, and at most 64 levels of nesting (its
 * default MaxDepth). Throws nothing: the reason, when not, is for the caller's error record.
 */
export function isStrictJson(text: string, options: { comments?: boolean; trailingCommas?: boolean } = {}): boolean {
  if (jsonNestingExceeds(text, 64)) return false;
  let source = text;
  if (options.comments || options.trailingCommas) {
    source = relaxedToStrict(text, options.comments === true, options.trailingCommas === true);
  }
  try {
    JSON.parse(source);
    return true;
  } catch {
    return false;
  }
}

/** Drops the comments and trailing commas an option allows, outside strings; what is left must be strict JSON. */
function relaxedToStrict(text: string, comments: boolean, trailingCommas: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (comments && text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (comments && text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return text; // an unclosed comment: leave the text invalid
      i = end + 1;
      out += ' ';
    } else if (trailingCommas && c === ',' && ']}'.includes(text[nextSignificant(text, i + 1, comments)] ?? 'x')) {
      // a comma before a closing bracket goes
    } else out += c;
  }
  return out;
}

/** The index of the next character that is not white space (nor a comment, when comments are allowed). */
function nextSignificant(text: string, from: number, comments: boolean): number {
  let i = from;
  for (;;) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (comments && text.startsWith('//', i)) { while (i < text.length && text[i] !== '\n') i++; continue; }
    if (comments && text.startsWith('/*', i)) { const end = text.indexOf('*/', i + 2); if (end < 0) return text.length; i = end + 2; continue; }
    return i;
  }
}
