// URL and HTML encoding as .NET's WebUtility and HttpUtility do it (docs/values.md, "Web encoding"): one owner for
// [System.Net.WebUtility], [System.Web.HttpUtility] and the form bodies Invoke-RestMethod builds from a hashtable.
import { utf8Decode, utf8Encode } from './text-encoding.js';

/** Kept as they are by UrlEncode: letters, digits and - _ . ! * ( ) (.NET's IsUrlSafeChar). */
const URL_SAFE = /[A-Za-z0-9\-_.!*()]/;

/**
 * WebUtility.UrlEncode (upper-case hex) and HttpUtility.UrlEncode (lower-case hex): a space is '+', a URL-safe
 * character stays, every other character is '%XX' for each of its UTF-8 bytes.
 */
export function urlEncode(text: string, lowerHex = false): string {
  let out = '';
  for (const ch of text) {
    if (ch === ' ') out += '+';
    else if (URL_SAFE.test(ch)) out += ch;
    else {
      for (const byte of utf8Encode(ch)) {
        const hex = byte.toString(16).padStart(2, '0');
        out += '%' + (lowerHex ? hex : hex.toUpperCase());
      }
    }
  }
  return out;
}

/**
 * UrlDecode: '+' is a space and each '%XX' a byte, the bytes read as UTF-8; a '%' not followed by two hex digits
 * stays as it is (.NET does not throw on it).
 */
export function urlDecode(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch === '+') bytes.push(0x20);
    else bytes.push(...utf8Encode(ch));
  }
  return utf8Decode(Uint8Array.from(bytes));
}

/** HtmlEncode: & < > " and ' as entities (&#39; for the apostrophe). */
export function htmlEncode(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HtmlDecode: the named entities above and numeric ones (&#39; &#x27;); anything else stays as written. */
export function htmlDecode(text: string): string {
  return text.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return safeCodePoint(parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(parseInt(name.slice(1), 10), whole);
    return NAMED_ENTITIES[name] ?? whole;
  });
}

function safeCodePoint(code: number, whole: string): string {
  return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}
