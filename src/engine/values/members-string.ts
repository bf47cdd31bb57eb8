// System.String members (about_Methods). .NET string methods are ordinal and case-sensitive unless a
// StringComparison argument says otherwise, unlike PowerShell's operators.
import { compareStrings } from './comparison.js';
import { tableAdder, type MemberTable, type Method } from './member-registry.js';
import { argOutOfRange, arity, charSet, ignoresCase, intArg, strArg } from './member-helpers.js';
import { toStringValue } from './to-string.js';
import { PSChar, PSEnumValue } from './types.js';
import { methodException } from './value-errors.js';
import { checkStringLength } from './allocation-limit.js';

/** V8's longest string: a longer padStart throws at once, reported as .NET's ArgumentOutOfRangeException. */
const V8_MAX_STRING = 2 ** 29 - 24;

/** PadLeft/PadRight's totalWidth, refused before a string that big is built (allocation-limit.ts). */
function paddedWidth(args: unknown[]): number {
  const width = intArg(args, 0);
  if (width <= V8_MAX_STRING) checkStringLength(width);
  return width;
}

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const stringMembers: MemberTable[] = [];
const add = tableAdder(stringMembers);

const isString = (v: unknown): boolean => typeof v === 'string';

function search(s: string, value: string, ic: boolean): [string, string] {
  return ic ? [s.toLowerCase(), value.toLowerCase()] : [s, value];
}

function trimWith(s: string, args: unknown[], start: boolean, end: boolean): string {
  if (!args.length) return start && end ? s.trim() : start ? s.trimStart() : s.trimEnd();
  const set = charSet(args);
  let a = 0;
  let b = s.length;
  if (start) while (a < b && set.has(s[a])) a++;
  if (end) while (b > a && set.has(s[b - 1])) b--;
  return s.slice(a, b);
}

function indexOf(last: boolean): Method {
  const name = last ? 'LastIndexOf' : 'IndexOf';
  return (s: string, args) => {
    arity(name, args, 1, 4);
    const needle = args[0] instanceof PSChar ? String.fromCharCode(args[0].code) : strArg(args, 0);
    const rest = args.slice(1);
    // The last argument may be a StringComparison, as its name or as the enum value ([StringComparison]::OrdinalIgnoreCase).
    const cmp = rest[rest.length - 1];
    const ic = (typeof cmp === 'string' || cmp instanceof PSEnumValue) && ignoresCase(cmp);
    const nums = rest.filter((x) => typeof x === 'number') as number[];
    const [hay, n] = search(s, needle, ic);
    if (nums[0] !== undefined && (nums[0] < 0 || nums[0] > s.length)) argOutOfRange(name, args.length, 'Index was out of range. Must be non-negative and less than the size of the collection.', 'startIndex');
    if (last) return nums[0] === undefined ? hay.lastIndexOf(n) : hay.lastIndexOf(n, nums[0]);
    const from = nums[0] ?? 0;
    const r = hay.indexOf(n, from);
    return nums[1] !== undefined && r + n.length > from + nums[1] ? -1 : r;
  };
}

function split(s: string, args: unknown[]): string[] {
  let seps: string[] = [];
  let count = Infinity;
  let options = 0;
  for (const a of args) {
    if (typeof a === 'number') { if (seps.length || args.indexOf(a) > 0) count = a; else seps = [String.fromCharCode(a)]; }
    else if (a instanceof PSEnumValue && a.typeName === 'System.StringSplitOptions') options = a.value;
    else if (typeof a === 'string' && /^(None|RemoveEmptyEntries|TrimEntries)(\s*,\s*(RemoveEmptyEntries|TrimEntries))*$/i.test(a) && seps.length) {
      options = (/RemoveEmptyEntries/i.test(a) ? 1 : 0) | (/TrimEntries/i.test(a) ? 2 : 0);
    } else if (Array.isArray(a)) seps = a.map((x) => (x instanceof PSChar ? String.fromCharCode(x.code) : toStringValue(x)));
    else seps.push(a instanceof PSChar ? String.fromCharCode(a.code) : toStringValue(a));
  }
  if (!seps.length || seps.every((x) => x === '')) seps = [' ', '\t', '\n', '\r', '\v', '\f'];
  let parts: string[] = [];
  let start = 0;
  for (let i = 0; i < s.length && parts.length < count - 1;) {
    const sep = seps.find((x) => x !== '' && s.startsWith(x, i));
    if (sep === undefined) { i++; continue; }
    parts.push(s.slice(start, i));
    i += sep.length;
    start = i;
  }
  parts.push(s.slice(start));
  if (options & 2) parts = parts.map((p) => p.trim());
  if (options & 1) parts = parts.filter((p) => p !== '');
  return parts;
}

add(isString, {
  properties: { Length: (s: string) => s.length },
  methods: {
    ToUpper: (s: string) => s.toUpperCase(),
    ToLower: (s: string) => s.toLowerCase(),
    ToUpperInvariant: (s: string) => s.toUpperCase(),
    ToLowerInvariant: (s: string) => s.toLowerCase(),
    Trim: (s: string, a) => trimWith(s, a, true, true),
    TrimStart: (s: string, a) => trimWith(s, a, true, false),
    TrimEnd: (s: string, a) => trimWith(s, a, false, true),
    Substring: (s: string, args) => {
      arity('Substring', args, 1, 2);
      const start = intArg(args, 0);
      if (start < 0 || start > s.length) argOutOfRange('Substring', args.length, start < 0 ? 'StartIndex cannot be less than zero.' : 'startIndex cannot be larger than length of string.', 'startIndex');
      if (args.length === 1) return s.slice(start);
      const len = intArg(args, 1);
      if (len < 0 || start + len > s.length) argOutOfRange('Substring', 2, len < 0 ? 'Length cannot be less than zero.' : 'Index and length must refer to a location within the string.', 'length');
      return s.substr(start, len);
    },
    IndexOf: indexOf(false),
    LastIndexOf: indexOf(true),
    IndexOfAny: (s: string, args) => { const set = charSet([args[0]]); for (let i = 0; i < s.length; i++) if (set.has(s[i])) return i; return -1; },
    Contains: (s: string, args) => { arity('Contains', args, 1, 2); const [h, n] = search(s, strArg(args, 0), args.length > 1 && ignoresCase(args[1])); return h.includes(n); },
    StartsWith: (s: string, args) => { arity('StartsWith', args, 1, 3); const [h, n] = search(s, strArg(args, 0), args.length > 1 && ignoresCase(args[1])); return h.startsWith(n); },
    EndsWith: (s: string, args) => { arity('EndsWith', args, 1, 3); const [h, n] = search(s, strArg(args, 0), args.length > 1 && ignoresCase(args[1])); return h.endsWith(n); },
    Replace: (s: string, args) => {
      arity('Replace', args, 2, 4);
      const old = args[0] instanceof PSChar ? String.fromCharCode(args[0].code) : strArg(args, 0);
      if (old === '') throw methodException('Replace', args.length, 'System.ArgumentException', "String cannot be of zero length. (Parameter 'oldValue')");
      const nu = args[1] instanceof PSChar ? String.fromCharCode(args[1].code) : strArg(args, 1);
      if (args.length > 2 && ignoresCase(args[args.length - 1])) {
        return s.replace(new RegExp(old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), () => nu);
      }
      const parts = s.split(old);
      checkStringLength(s.length + (parts.length - 1) * (nu.length - old.length));
      return parts.join(nu);
    },
    Split: (s: string, args) => split(s, args),
    PadLeft: (s: string, args) => { arity('PadLeft', args, 1, 2); return s.padStart(paddedWidth(args), args.length > 1 ? strArg(args, 1)[0] ?? ' ' : ' '); },
    PadRight: (s: string, args) => { arity('PadRight', args, 1, 2); return s.padEnd(paddedWidth(args), args.length > 1 ? strArg(args, 1)[0] ?? ' ' : ' '); },
    Insert: (s: string, args) => {
      arity('Insert', args, 2);
      const i = intArg(args, 0);
      if (i < 0 || i > s.length) argOutOfRange('Insert', 2, 'Index was out of range. Must be non-negative and less than or equal to the size of the collection.', 'startIndex');
      return s.slice(0, i) + strArg(args, 1) + s.slice(i);
    },
    Remove: (s: string, args) => {
      arity('Remove', args, 1, 2);
      const i = intArg(args, 0);
      if (i < 0 || i > s.length) argOutOfRange('Remove', args.length, 'startIndex must be less than length of string.', 'startIndex');
      if (args.length === 1) return s.slice(0, i);
      const n = intArg(args, 1);
      if (n < 0 || i + n > s.length) argOutOfRange('Remove', 2, 'Index and count must refer to a location within the string.', 'count');
      return s.slice(0, i) + s.slice(i + n);
    },
    ToCharArray: (s: string) => Array.from(s, (c) => new PSChar(c.charCodeAt(0))),
    Equals: (s: string, args) => {
      arity('Equals', args, 1, 2);
      if (typeof args[0] !== 'string') return false;
      return args.length > 1 && ignoresCase(args[1]) ? s.toLowerCase() === args[0].toLowerCase() : s === args[0];
    },
    CompareTo: (s: string, args) => { arity('CompareTo', args, 1); return args[0] === null ? 1 : compareStrings(s, strArg(args, 0), true); },
    Normalize: (s: string) => s.normalize(),
    GetHashCode: (s: string) => { let h = 0; for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0; return h; },
  },
});
