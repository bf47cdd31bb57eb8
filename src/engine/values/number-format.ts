// Numbers as .NET writes them. Two default renderings matter (about_Type_Conversion): PowerShell's string
// conversion of a double ("$x", [string]$x, output) uses 15 significant digits ("G15": 1/3 -> 0.333333333333333,
// 0.1+0.2 -> 0.3), while Double.ToString() in .NET Core 3+ is the shortest round-trip form (0.30000000000000004).
// Both switch to exponent notation (1E+20) for exponents >= 15 or < -4. Format strings (ToString('N2'), -f) follow
// .NET's standard and custom numeric format strings with en-US symbols.
import { decimalToString } from './decimal.js';
import { PSNumber } from './types.js';

/** Round half to even (banker's rounding), as Math.Round and every [int] cast in .NET. */
export function roundHalfEven(x: number): number {
  const f = Math.floor(x);
  const diff = x - f;
  if (diff > 0.5) return f + 1;
  if (diff < 0.5) return f;
  return f % 2 === 0 ? f : f + 1;
}

/** [math]::Round(x, digits): scale, round half to even, unscale (what .NET does, binary error included). */
export function roundDigits(x: number, digits: number): number {
  if (digits <= 0) return roundHalfEven(x);
  const p = Math.pow(10, digits);
  const r = roundHalfEven(x * p) / p;
  return Number.isFinite(r) ? r : x;
}

function specials(n: number): string | null {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return 'Infinity';
  if (n === -Infinity) return '-Infinity';
  // .NET Core 3+ keeps the sign of a negative zero Double (`-0.0` is "-0").
  if (n === 0 && Object.is(n, -0)) return '-0';
  return null;
}

/** Lays out a digit string with decimal exponent `exp` (value = 0.d1d2... * 10^(exp+1)) in .NET's G style. */
function layoutG(negative: boolean, digits: string, exp: number): string {
  digits = digits.replace(/0+$/, '') || '0';
  let body: string;
  if (exp > -5 && exp < 15) {
    if (exp >= 0) {
      const int = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
      const frac = digits.slice(exp + 1);
      body = frac ? `${int}.${frac}` : int;
    } else {
      body = '0.' + '0'.repeat(-exp - 1) + digits;
    }
  } else {
    const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    body = `${mant}E${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  return negative ? '-' + body : body;
}

function gDigits(n: number, precision: number | null): string {
  if (n === 0) return '0';
  const s = precision === null ? Math.abs(n).toExponential() : Math.abs(n).toExponential(precision - 1);
  const [mant, e] = s.split('e');
  return layoutG(n < 0, mant.replace('.', ''), Number(e));
}

/** PowerShell's string conversion of a number ("$x"): integers as digits, doubles with 15 significant digits. */
export function formatPSNumber(v: number | PSNumber): string {
  if (typeof v !== 'number') return formatBoxed(v, 15);
  if ((v | 0) === v) return String(v);
  return specials(v) ?? gDigits(v, 15);
}

/** Double.ToString() in .NET Core 3+: the shortest string that round-trips. */
export function formatRoundTrip(v: number | PSNumber): string {
  if (typeof v !== 'number') return formatBoxed(v, null);
  if ((v | 0) === v) return String(v);
  return specials(v) ?? gDigits(v, null);
}

/** Int64 and Decimal exactly (every digit, the decimal's scale kept), Single as its shortest round trip. */
function formatBoxed(v: PSNumber, precision: number | null): string {
  if (v.big !== null) return v.big.toString();
  if (v.dec !== null) return decimalToString(v.dec);
  if (v.type === 'System.Double') return specials(v.n) ?? gDigits(v.n, precision);
  if (v.type === 'System.Single') return specials(v.n) ?? gDigits(v.n, singlePrecision(v.n));
  return String(v.n);
}

/** The fewest significant digits that read back as the same single-precision value. */
function singlePrecision(n: number): number {
  for (let p = 1; p < 9; p++) if (Math.fround(Number(n.toPrecision(p))) === n) return p;
  return 9;
}

function group(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** |n| in fixed-point with `decimals` digits; JavaScript's toFixed switches to exponents from 1e21, .NET does not. */
function fixed(n: number, decimals: number): string {
  const d = Math.min(Math.max(decimals, 0), 100);
  const a = Math.abs(n);
  if (a < 1e21 || !Number.isFinite(a)) return a.toFixed(d);
  return BigInt(a).toString() + (d ? '.' + '0'.repeat(d) : '');
}

/** Standard numeric format strings: C D E F G N P R X (about .NET "Standard numeric format strings"). */
function standardFormat(n: number, letter: string, precision: number | null): string | null {
  const neg = n < 0;
  const sign = (s: string) => (neg && /[1-9]/.test(s) ? '-' + s : s);
  switch (letter.toUpperCase()) {
    case 'C': { const s = fixed(n, precision ?? 2); const [i, f] = s.split('.'); return sign('$' + group(i) + (f ? '.' + f : '')); }
    case 'D': {
      if (!Number.isInteger(n)) return null;
      return (n < 0 ? '-' : '') + String(Math.abs(n)).padStart(precision ?? 0, '0');
    }
    case 'E': {
      const s = Math.abs(n).toExponential(precision ?? 6);
      const [m, e] = s.split('e');
      const exp = Number(e);
      return sign(`${m}${letter === 'e' ? 'e' : 'E'}${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(3, '0')}`);
    }
    case 'F': return sign(fixed(n, precision ?? 2));
    case 'N': { const s = fixed(n, precision ?? 2); const [i, f] = s.split('.'); return sign(group(i) + (f ? '.' + f : '')); }
    case 'P': { const s = fixed(n * 100, precision ?? 2); const [i, f] = s.split('.'); return sign(group(i) + (f ? '.' + f : '') + '%'); }
    case 'G': {
      if (precision === null || precision === 0) return formatRoundTrip(n);
      return specials(n) ?? gDigits(n, precision);
    }
    case 'R': return formatRoundTrip(n);
    case 'X': {
      if (!Number.isInteger(n)) return null;
      let v = BigInt(n);
      if (v < 0n) v = BigInt.asUintN((n | 0) === n ? 32 : 64, v);
      const hex = v.toString(16).padStart(precision ?? 0, '0');
      return letter === 'x' ? hex : hex.toUpperCase();
    }
    default: return null;
  }
}

/** n.ToString(format) / "{0:format}" -f n. Returns null when the format is invalid for the value (FormatException). */
export function formatNumber(v: number | PSNumber, format: string | null | undefined): string | null {
  if (!format) return formatRoundTrip(v);
  if (typeof v !== 'number' && v.big !== null && /^[dDxXnNfF]\d{0,2}$/.test(format)) return formatBig(v.big, v.type, format);
  const n = typeof v === 'number' ? v : v.n;
  const m = /^([A-Za-z])(\d{0,2})$/.exec(format);
  if (m) {
    const special = specials(n);
    if (special !== null && !/[xXdD]/.test(m[1])) return special;
    return standardFormat(n, m[1], m[2] === '' ? null : Number(m[2]));
  }
  return customFormat(n, format);
}

interface Section { tokens: string[] }

function splitSections(format: string): Section[] {
  const sections: Section[] = [{ tokens: [] }];
  for (let i = 0; i < format.length; i++) {
    const c = format[i];
    const cur = sections[sections.length - 1].tokens;
    if (c === '\\' && i + 1 < format.length) { cur.push('\\' + format[++i]); continue; }
    if (c === '"' || c === "'") {
      const end = format.indexOf(c, i + 1);
      const stop = end < 0 ? format.length : end;
      cur.push('\\' + format.slice(i + 1, stop));
      i = stop;
      continue;
    }
    if (c === ';') { sections.push({ tokens: [] }); continue; }
    cur.push(c);
  }
  return sections;
}

/** Custom numeric format strings: 0 # . , % and literals, with ; sections (positive;negative;zero). */
function customFormat(n: number, format: string): string {
  const sections = splitSections(format);
  let section = sections[0];
  let useSign = true;
  if (n < 0 && sections.length > 1 && sections[1].tokens.length) { section = sections[1]; useSign = false; }
  if (n === 0 && sections.length > 2 && sections[2].tokens.length) section = sections[2];
  const t = section.tokens;
  const point = t.indexOf('.');
  const intTokens = point < 0 ? t : t.slice(0, point);
  const fracTokens = point < 0 ? [] : t.slice(point + 1);
  const isPh = (s: string) => s === '0' || s === '#';
  let scale = 1;
  if (t.includes('%')) scale *= 100;
  // Commas right after the last integer placeholder divide by 1000 each; commas between placeholders group.
  let lastPh = -1;
  intTokens.forEach((s, i) => { if (isPh(s)) lastPh = i; });
  let grouping = false;
  for (let i = 0; i < intTokens.length; i++) {
    if (intTokens[i] !== ',') continue;
    if (i > lastPh) scale /= 1000;
    else if (intTokens.slice(0, i).some(isPh)) grouping = true;
  }
  const maxFrac = fracTokens.filter(isPh).length;
  const minFrac = fracTokens.reduce((acc, s, i) => (s === '0' ? i + 1 : acc), 0);
  const minFracPh = fracTokens.slice(0, minFrac).filter(isPh).length;
  const firstZero = intTokens.indexOf('0');
  const minInt = firstZero < 0 ? 0 : intTokens.slice(firstZero).filter(isPh).length;
  const v = Math.abs(n * scale);
  const [intRaw, fracRaw = ''] = fixed(v, maxFrac).split('.');
  let frac = fracRaw;
  while (frac.length > minFracPh && frac.endsWith('0')) frac = frac.slice(0, -1);
  let intDigits = intRaw === '0' ? '' : intRaw;
  intDigits = intDigits.padStart(minInt, '0');
  const intOut = fillInteger(intTokens.filter((s) => s !== ','), intDigits, grouping);
  const fracOut = fillFraction(fracTokens, frac);
  const body = intOut + (frac.length ? '.' : '') + fracOut;
  const nonZero = /[1-9]/.test(intDigits + frac);
  return (useSign && n < 0 && nonZero ? '-' : '') + body;
}

function literal(s: string): string {
  if (s.startsWith('\\')) return s.slice(1);
  return s;
}

function fillInteger(tokens: string[], digits: string, grouping: boolean): string {
  const phCount = tokens.filter((s) => s === '0' || s === '#').length;
  if (grouping) digits = group(digits);
  let out = '';
  let di = digits.length;
  let seen = 0;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const s = tokens[i];
    if (s === '0' || s === '#') {
      seen++;
      if (seen === phCount) { out = digits.slice(0, di) + out; di = 0; }
      else if (di > 0) {
        // With grouping a separator travels with the digit before it.
        let take = 1;
        if (grouping && digits[di - 1] === ',') take = 2;
        out = digits.slice(di - take, di) + out; di -= take;
      }
    } else out = literal(s) + out;
  }
  if (phCount === 0) out = digits + out;
  return out;
}

function fillFraction(tokens: string[], digits: string): string {
  let out = '';
  let di = 0;
  for (const s of tokens) {
    if (s === '0' || s === '#') { if (di < digits.length) out += digits[di++]; }
    else if (s !== ',') out += literal(s);
  }
  return out;
}

/** D and X formats of an Int64 or UInt64, on its exact value. */
function formatBig(b: bigint, type: string, format: string): string {
  const width = Number(format.slice(1) || 0);
  if (/^[nNfF]/.test(format)) {
    const digits = (b < 0n ? -b : b).toString();
    const places = format.length > 1 ? width : 2;
    return (b < 0n ? '-' : '') + (/^[nN]/.test(format) ? group(digits) : digits) + (places ? '.' + '0'.repeat(places) : '');
  }
  if (/^[dD]/.test(format)) return (b < 0n ? '-' : '') + (b < 0n ? -b : b).toString().padStart(width, '0');
  const hex = BigInt.asUintN(type === 'System.UInt64' ? 64 : 64, b).toString(16).padStart(width, '0');
  return format[0] === 'x' ? hex : hex.toUpperCase();
}
