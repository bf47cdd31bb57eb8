// -replace, -split, -join and -f (about_Comparison_Operators: Replacement operator, about_Split, about_Join,
// about_Operators: Format operator). Regex semantics come from regex.ts; formatting of each argument follows
// .NET's composite formatting with the en-US culture.
import { runtimeError } from '../errors/error-record.js';
import type { ValueContext } from './context.js';
import { formatDateTime, tryFormatTimeSpan } from './date-time.js';
import { formatNumber } from './number-format.js';
import {
  allMatches, applyReplacement, compileRegex, compileReplacement, escapeRegex, toMatchObject,
} from './regex.js';
import { toBoolean } from './conversions.js';
import { elementString, toStringValue } from './to-string.js';
import { PSChar, PSDateTime, PSNumber, PSTimeSpan, ScriptBlockValue } from './types.js';
import { wrappedError } from './value-errors.js';
import { checkStringLength } from './allocation-limit.js';

function items(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v instanceof Uint8Array) return Array.from(v);
  return [v];
}

// ---- -replace ----

/**
 * `asDelegate`: the replacement block is a MatchEvaluator given to [regex]::Replace, which receives the Match as its
 * argument (`param($m)`); the -replace operator's block sees it as `$_` only.
 */
export function replaceOperator(left: unknown, right: unknown, caseSensitive: boolean, ctx: ValueContext | null, asDelegate = false): unknown {
  const args = Array.isArray(right) ? right : [right];
  if (args.length > 2) {
    throw runtimeError(`The -replace operator allows only two elements to follow it, not ${args.length}.`, 'BadReplaceArgument', 'InvalidOperation');
  }
  const c = compileRegex(toStringValue(args[0]), !caseSensitive);
  const replacement = args.length > 1 ? args[1] : '';
  const one = (s: unknown) => replaceOne(toStringValue(s), c, replacement, ctx, asDelegate);
  if (Array.isArray(left)) return left.map(one);
  return one(left);
}

/** Regex.Replace(input, replacement, count) of an instance: at most `count` matches replaced (-1: all). */
export function regexReplace(input: string, c: ReturnType<typeof compileRegex>, replacement: unknown, ctx: ValueContext | null, count = -1): string {
  return replaceOne(input, c, replacement, ctx, true, count);
}

function replaceOne(input: string, c: ReturnType<typeof compileRegex>, replacement: unknown, ctx: ValueContext | null, asDelegate: boolean, count = -1): string {
  const all = allMatches(c, input);
  const matches = count >= 0 ? all.slice(0, count) : all;
  if (!matches.length) return input;
  const pieces = replacement instanceof ScriptBlockValue ? null : compileReplacement(c, toStringValue(replacement));
  let out = '';
  let prev = 0;
  for (const m of matches) {
    out += input.slice(prev, m.index);
    if (pieces) out += applyReplacement(pieces, m, input);
    else {
      // PowerShell 7: a script block replacement sees the Match as $_ and returns the text.
      if (!ctx) throw runtimeError('A script block replacement needs a running script.', 'ScriptBlockReplacement');
      const match = toMatchObject(c, m);
      const result = ctx.invokeScriptBlock(replacement as ScriptBlockValue, match, asDelegate ? [match] : []);
      out += toStringValue(result.length === 1 ? result[0] : result);
    }
    prev = m.index + m[0].length;
    checkStringLength(out.length + input.length - prev);
  }
  return out + input.slice(prev);
}

// ---- -split ----

interface SplitOptions { simple: boolean; ignoreCase: boolean; multiline: boolean; singleline: boolean; prefix: string }

const SPLIT_OPTIONS = ['simplematch', 'regexmatch', 'ignorecase', 'cultureinvariant', 'ignorepatternwhitespace', 'multiline',
  'singleline', 'explicitcapture', 'none'];

function splitOptions(text: unknown, caseSensitive: boolean): SplitOptions {
  const names = toStringValue(text).split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  for (const n of names) {
    if (!SPLIT_OPTIONS.includes(n)) {
      throw runtimeError(`Cannot convert value "${toStringValue(text)}" to type "System.Management.Automation.SplitOptions".`, 'InvalidArgument', 'InvalidArgument');
    }
  }
  const simple = names.includes('simplematch');
  if (simple && names.some((n) => n !== 'simplematch' && n !== 'ignorecase')) {
    throw runtimeError('Cannot use the specified options with SimpleMatch; only IgnoreCase can be combined with it.', 'InvalidSplitOptionCombination', 'InvalidOperation');
  }
  const inline = (names.includes('ignorepatternwhitespace') ? 'x' : '') + (names.includes('explicitcapture') ? 'n' : '');
  return {
    simple, ignoreCase: !caseSensitive || names.includes('ignorecase'),
    multiline: names.includes('multiline'), singleline: names.includes('singleline'), prefix: inline ? `(?${inline})` : '',
  };
}

/**
 * Which split points to use (about_Split): all for 0, the first max-1 for a positive maximum, the last |max|-1 for a
 * negative one (counting from the end of the string).
 */
function pickPoints<T>(points: T[], max: number): T[] {
  if (max > 0) return points.slice(0, max - 1);
  if (max < 0) return points.slice(Math.max(0, points.length - (-max - 1)));
  return points;
}

export function splitOperator(left: unknown, right: unknown, caseSensitive: boolean, ctx: ValueContext | null): string[] {
  const args = Array.isArray(right) ? right : [right];
  const delimiter = args[0];
  const max = args.length > 1 && args[1] !== null ? Math.trunc(Number(toStringValue(args[1])) || 0) : 0;
  const out: string[] = [];
  if (delimiter instanceof ScriptBlockValue) {
    for (const s of items(left)) out.push(...splitByScript(toStringValue(s), delimiter, max, ctx));
    return out;
  }
  const opts = splitOptions(args.length > 2 ? args[2] : '', caseSensitive);
  const pattern = opts.simple ? escapeRegex(toStringValue(delimiter)) : opts.prefix + toStringValue(delimiter);
  const c = compileRegex(pattern, opts.ignoreCase, opts.multiline, opts.singleline);
  for (const s of items(left)) out.push(...regexSplit(toStringValue(s), c, max));
  return out;
}

/** Regex.Split: at most `max` pieces (0: no limit), captured groups included. */
export function regexSplit(input: string, c: ReturnType<typeof compileRegex>, max: number): string[] {
  const out: string[] = [];
  let prev = 0;
  for (const m of pickPoints(allMatches(c, input), max)) {
    out.push(input.slice(prev, m.index));
    for (let g = 1; g < m.length; g++) if (m[g] !== undefined) out.push(m[g]);
    prev = m.index + m[0].length;
  }
  out.push(input.slice(prev));
  return out;
}

function splitByScript(input: string, sb: ScriptBlockValue, max: number, ctx: ValueContext | null): string[] {
  if (!ctx) return [input];
  const points: number[] = [];
  for (let i = 0; i < input.length; i++) {
    if (max > 0 && points.length >= max - 1) break;
    if (toBoolean(ctx.invokeScriptBlock(sb, new PSChar(input.charCodeAt(i)), []))) points.push(i);
  }
  const out: string[] = [];
  let prev = 0;
  for (const i of pickPoints(points, max)) { out.push(input.slice(prev, i)); prev = i + 1; }
  out.push(input.slice(prev));
  return out;
}

/** Unary -split: splits on runs of white space, ignoring leading and trailing white space. */
export function splitWhitespace(v: unknown): string[] {
  const out: string[] = [];
  for (const s of items(v)) {
    const t = toStringValue(s).trim();
    out.push(...(t === '' ? [''] : t.split(/\s+/)));
  }
  return out;
}

// ---- -join ----

export function joinOperator(left: unknown, delimiter: unknown): string {
  const sep = toStringValue(delimiter);
  let out = '';
  const list = items(left);
  for (let i = 0; i < list.length; i++) {
    out += (i ? sep : '') + elementString(list[i]);
    // Small parts can join into a huge string (one string many times, a long separator): refused as it grows.
    checkStringLength(out.length);
  }
  return out;
}

// ---- -f ----

function formatError(message: string) {
  return wrappedError(`Error formatting a string: ${message}`, 'FormatError', 'InvalidOperation', 'System.FormatException', message);
}

/** One argument of a composite format: IFormattable values honour the format string (en-US culture). */
export function formatItem(v: unknown, format: string | null): string {
  if (typeof v === 'number' || v instanceof PSNumber) {
    const s = formatNumber(v, format);
    if (s === null) throw formatError('Format specifier was invalid.');
    return s;
  }
  if (v instanceof PSDateTime) return formatDateTime(v, format, false);
  if (v instanceof PSTimeSpan) {
    const s = tryFormatTimeSpan(v.ms, format);
    if (s === null) throw formatError('Input string was not in a correct format.');
    return s;
  }
  return elementString(v);
}

/** `"{0,-5:N2}" -f $x`: .NET composite formatting, with {{ and }} as literal braces. */
export function formatOperator(formatString: string, args: unknown[]): string {
  let out = '';
  const f = formatString;
  for (let i = 0; i < f.length; i++) {
    const c = f[i];
    if (c === '}') {
      if (f[i + 1] === '}') { out += '}'; i++; continue; }
      throw formatError('Input string was not in a correct format.');
    }
    if (c !== '{') { out += c; continue; }
    if (f[i + 1] === '{') { out += '{'; i++; continue; }
    const m = /^\{\s*(\d+)\s*(?:,\s*(-?\d+)\s*)?(?::([^}]*))?\}/.exec(f.slice(i));
    if (!m) throw formatError('Input string was not in a correct format.');
    const index = Number(m[1]);
    if (index >= args.length) {
      throw formatError('Index (zero based) must be greater than or equal to zero and less than the size of the argument list.');
    }
    let text = formatItem(args[index], m[3] ?? null);
    const width = m[2] ? Number(m[2]) : 0;
    checkStringLength(out.length + Math.abs(width));
    if (width > 0) text = text.padStart(width);
    else if (width < 0) text = text.padEnd(-width);
    out += text;
    i += m[0].length - 1;
  }
  return out;
}
