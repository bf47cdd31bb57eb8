// .NET regular expressions on JavaScript's engine (about_Regular_Expressions): the pattern is translated once
// (leading inline options, \A \z \Z, .NET's `$` that also matches before a final newline, (?'name') groups) and
// the group numbering is mapped back to .NET's (unnamed groups first, then named ones).
// The compiled-pattern cache is module state on purpose: it is a pure, bounded cache of immutable translations,
// shared safely by concurrent runs (RegExp.lastIndex is reset before every use and runs are synchronous).
import { runtimeError } from '../errors/error-record.js';
import { RegexGroup, RegexMatch } from './runtime-classes.js';
import { PSHashtable } from './types.js';

export interface CompiledRegex {
  re: RegExp;
  /** For each JavaScript group index (1-based, index 0 unused): the .NET key, a number or a group name. */
  keys: (string | number)[];
  /** .NET key (lower-cased name or number) -> JavaScript group index. */
  byKey: Map<string | number, number>;
}

const CACHE_LIMIT = 500;
const cache = new Map<string, CompiledRegex>();

function remember<T extends CompiledRegex>(key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit) return hit as T;
  const value = make();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

function invalidPattern(pattern: string) {
  return runtimeError(`The regular expression pattern ${pattern} is not valid.`, 'InvalidRegularExpression', 'InvalidOperation',
    'System.Management.Automation.RuntimeException', pattern);
}

function stripExtended(p: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') { out += c + (p[i + 1] ?? ''); i++; continue; }
    if (inClass) { if (c === ']') inClass = false; out += c; continue; }
    if (c === '[') { inClass = true; out += c; continue; }
    if (/\s/.test(c)) continue;
    if (c === '#') { while (i < p.length && p[i] !== '\n') i++; continue; }
    out += c;
  }
  return out;
}

/** Translates a .NET pattern; returns the JS source, extra flags and the capture group layout. */
function translate(pattern: string, multiline: boolean): { source: string; flags: string; groups: (string | null)[] } {
  let p = pattern;
  let flags = '';
  let explicitCapture = false;
  const opts = /^\(\?([imnsx]+)\)/.exec(p);
  if (opts) {
    p = p.slice(opts[0].length);
    if (opts[1].includes('i')) flags += 'i';
    if (opts[1].includes('m')) { flags += 'm'; multiline = true; }
    if (opts[1].includes('s')) flags += 's';
    if (opts[1].includes('x')) p = stripExtended(p);
    explicitCapture = opts[1].includes('n');
  }
  let out = '';
  let inClass = false;
  const groups: (string | null)[] = [];
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') {
      const n = p[i + 1] ?? '';
      if (!inClass && n === 'A') out += '(?<![\\s\\S])';
      else if (!inClass && n === 'z') out += '(?![\\s\\S])';
      else if (!inClass && n === 'Z') out += '(?=\\n?(?![\\s\\S]))';
      else out += c + n;
      i++;
      continue;
    }
    if (inClass) { if (c === ']') inClass = false; out += c; continue; }
    if (c === '[') { inClass = true; out += c; if (p[i + 1] === ']') { out += '\\]'; i++; } continue; }
    if (c === '$' && !multiline) { out += '(?=\\n?(?![\\s\\S]))'; continue; }
    if (c === '(') {
      const named = /^\(\?(?:<([A-Za-z_]\w*)>|'([A-Za-z_]\w*)')/.exec(p.slice(i));
      if (named) { const name = named[1] ?? named[2]; groups.push(name); out += `(?<${name}>`; i += named[0].length - 1; continue; }
      if (p[i + 1] !== '?') {
        // RegexOptions.ExplicitCapture: only named groups capture.
        if (explicitCapture) { out += '(?:'; continue; }
        groups.push(null);
      }
    }
    out += c;
  }
  return { source: out, flags, groups };
}

/**
 * A .NET pattern as JavaScript source, its flags from leading inline options, and its capture groups in order (a name,
 * or null for an unnamed group): for callers that compile it themselves (the HTTP stage's -RegEx routes).
 */
export function dotNetPatternSource(pattern: string): { source: string; flags: string; groups: (string | null)[] } {
  return translate(pattern, true);
}

/** The compiled form of a .NET pattern, cached. `ignoreCase` is -match vs -cmatch. */
export function compileRegex(pattern: string, ignoreCase: boolean, multiline = false, singleline = false): CompiledRegex {
  const key = `${ignoreCase ? 'i' : ''}${multiline ? 'm' : ''}${singleline ? 's' : ''}/${pattern}`;
  return remember(key, () => {
    const t = translate(pattern, multiline);
    let flags = t.flags + 'g';
    if (ignoreCase && !flags.includes('i')) flags += 'i';
    if (multiline && !flags.includes('m')) flags += 'm';
    if (singleline && !flags.includes('s')) flags += 's';
    let re: RegExp;
    try { re = new RegExp(t.source, flags); } catch { throw invalidPattern(pattern); }
    // .NET numbers unnamed groups first (1..k), then named groups (k+1..).
    const unnamed = t.groups.filter((g) => g === null).length;
    const keys: (string | number)[] = [0];
    const byKey = new Map<string | number, number>([[0, 0]]);
    let nextUnnamed = 1;
    let nextNamed = unnamed + 1;
    t.groups.forEach((g, i) => {
      const js = i + 1;
      if (g === null) { keys.push(nextUnnamed); byKey.set(nextUnnamed++, js); }
      else { keys.push(g); byKey.set(g.toLowerCase(), js); byKey.set(nextNamed++, js); }
    });
    return { re, keys, byKey };
  });
}

/** Runs a regex once from the start (or `from`); null when there is no match. */
export function execAt(c: CompiledRegex, input: string, from = 0): RegExpExecArray | null {
  c.re.lastIndex = from;
  return c.re.exec(input);
}

/** $Matches for a successful match: named groups by name, numbered groups by int, only groups that matched. */
export function matchesTable(c: CompiledRegex, m: RegExpExecArray): PSHashtable {
  const h = new PSHashtable();
  for (let i = 1; i < c.keys.length; i++) if (typeof c.keys[i] === 'string' && m[i] !== undefined) h.set(c.keys[i], m[i]);
  for (let i = c.keys.length - 1; i >= 1; i--) if (typeof c.keys[i] === 'number' && m[i] !== undefined) h.set(c.keys[i], m[i]);
  h.set(0, m[0]);
  return h;
}

/** A System.Text.RegularExpressions.Match for a JS match, groups in .NET order. */
export function toMatchObject(c: CompiledRegex, m: RegExpExecArray | null): RegexMatch {
  if (!m) return new RegexMatch('', 0, false, [new RegexGroup('0', false, '', 0)]);
  const ordered: { key: string | number; js: number }[] = [];
  for (let i = 1; i < c.keys.length; i++) ordered.push({ key: c.keys[i], js: i });
  ordered.sort((a, b) => (typeof a.key === typeof b.key ? (typeof a.key === 'number' ? (a.key as number) - (b.key as number) : 0) : typeof a.key === 'number' ? -1 : 1));
  const groups = [new RegexGroup('0', true, m[0], m.index)];
  for (const { key, js } of ordered) {
    const v = m[js];
    const idx = v === undefined ? 0 : m.index + Math.max(0, m[0].indexOf(v));
    groups.push(new RegexGroup(String(key), v !== undefined, v ?? '', idx));
  }
  return new RegexMatch(m[0], m.index, true, groups);
}

/** Every match of a pattern in a string (Regex.Matches). Empty matches advance by one, as .NET does. */
export function allMatches(c: CompiledRegex, input: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let from = 0;
  while (from <= input.length) {
    const m = execAt(c, input, from);
    if (!m) break;
    out.push(m);
    from = m[0].length === 0 ? m.index + 1 : m.index + m[0].length;
  }
  return out;
}

type Piece = string | { group: number } | { special: '`' | "'" | '_' | '+' };

/** A .NET replacement string ($1, ${name}, $$, $&, $`, $', $_, $+) compiled against a pattern's groups. */
export function compileReplacement(c: CompiledRegex, replacement: string): Piece[] {
  const pieces: Piece[] = [];
  let lit = '';
  const flush = () => { if (lit) { pieces.push(lit); lit = ''; } };
  for (let i = 0; i < replacement.length; i++) {
    const ch = replacement[i];
    if (ch !== '$' || i + 1 >= replacement.length) { lit += ch; continue; }
    const n = replacement[i + 1];
    if (n === '$') { lit += '$'; i++; continue; }
    if (n === '&') { flush(); pieces.push({ group: 0 }); i++; continue; }
    if (n === '`' || n === "'" || n === '_' || n === '+') { flush(); pieces.push({ special: n }); i++; continue; }
    const braced = /^\{(\w+)\}/.exec(replacement.slice(i + 1));
    const digits = /^\d+/.exec(replacement.slice(i + 1));
    const ref = braced ? braced[1] : digits ? digits[0] : null;
    if (ref !== null) {
      const key = /^\d+$/.test(ref) ? Number(ref) : ref.toLowerCase();
      const js = c.byKey.get(key);
      if (js !== undefined) { flush(); pieces.push({ group: js }); i += (braced ? braced[0] : digits![0]).length; continue; }
    }
    lit += ch;
  }
  flush();
  return pieces;
}

export function applyReplacement(pieces: Piece[], m: RegExpExecArray, input: string): string {
  let out = '';
  for (const p of pieces) {
    if (typeof p === 'string') out += p;
    else if ('group' in p) out += m[p.group] ?? '';
    else if (p.special === '`') out += input.slice(0, m.index);
    else if (p.special === "'") out += input.slice(m.index + m[0].length);
    else if (p.special === '_') out += input;
    else out += m[m.length - 1] ?? '';
  }
  return out;
}

/** -like patterns (about_Wildcards): * ? [a-c] [abc], backtick escapes; anchored at both ends. */
/** -like: wildcard match (about_Wildcards), case-insensitive unless asked. */
export function wildcardMatch(text: string, pattern: string, caseSensitive = false): boolean {
  return compileWildcard(pattern, caseSensitive).test(text);
}

/** Whether a name is a wildcard pattern (about_Wildcards: *, ? and [ ]). */
export function hasWildcard(text: string): boolean {
  return /[*?[]/.test(text);
}

export function compileWildcard(pattern: string, caseSensitive: boolean): RegExp {
  const key = `${caseSensitive ? 'W' : 'w'}/${pattern}`;
  return remember(key, () => {
    let src = '';
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === '`' && i + 1 < pattern.length) { src += escapeRegex(pattern[++i]); continue; }
      if (c === '*') src += '[\\s\\S]*';
      else if (c === '?') src += '[\\s\\S]';
      else if (c === '[') {
        const end = pattern.indexOf(']', i + 1);
        if (end < 0) { src += '\\['; continue; }
        const body = pattern.slice(i + 1, end).replace(/[\\\]^]/g, '\\$&');
        src += `[${body}]`;
        i = end;
      } else src += escapeRegex(c);
    }
    const re = new RegExp(`^${src}$`, caseSensitive ? '' : 'i');
    return { re, keys: [], byKey: new Map() };
  }).re;
}

export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** [regex]::Escape: .NET escapes \ * + ? | { [ ( ) ^ $ . # and white space. */
export function dotnetEscape(s: string): string {
  return s.replace(/[\\*+?|{[()^$.#]/g, '\\$&').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    .replace(/\f/g, '\\f').replace(/ /g, '\\ ');
}
