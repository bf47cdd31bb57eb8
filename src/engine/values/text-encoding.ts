// UTF-8, UTF-16LE, ASCII and Base64 in pure TypeScript ([System.Text.Encoding], [convert]::ToBase64String): the
// engine runs inside bare V8 isolates, which have neither Buffer nor TextEncoder.

export function utf8Encode(s: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); i++; }
      else c = 0xfffd;
    } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

export function utf8Decode(b: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < b.length;) {
    const x = b[i];
    let c = 0xfffd;
    let n = 1;
    if (x < 0x80) c = x;
    else if (x >= 0xc2 && x < 0xe0 && i + 1 < b.length) { c = ((x & 31) << 6) | (b[i + 1] & 63); n = 2; }
    else if (x >= 0xe0 && x < 0xf0 && i + 2 < b.length) { c = ((x & 15) << 12) | ((b[i + 1] & 63) << 6) | (b[i + 2] & 63); n = 3; }
    else if (x >= 0xf0 && x < 0xf5 && i + 3 < b.length) {
      c = ((x & 7) << 18) | ((b[i + 1] & 63) << 12) | ((b[i + 2] & 63) << 6) | (b[i + 3] & 63); n = 4;
    }
    out += String.fromCodePoint(c);
    i += n;
  }
  return out;
}

export function utf16Encode(s: string): Uint8Array {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) { const c = s.charCodeAt(i); out[i * 2] = c & 255; out[i * 2 + 1] = c >> 8; }
  return out;
}

export function utf16Decode(b: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i + 1 < b.length; i += 2) out += String.fromCharCode(b[i] | (b[i + 1] << 8));
  return out;
}

export function asciiEncode(s: string): Uint8Array {
  return Uint8Array.from(s, (ch) => { const c = ch.charCodeAt(0); return c < 128 ? c : 63; });
}

export function asciiDecode(b: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < b.length; i++) out += b[i] < 128 ? String.fromCharCode(b[i]) : '?';
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function base64Encode(b: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < b.length; i += 3) {
    const n = (b[i] << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < b.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < b.length ? B64[n & 63] : '=');
  }
  return out;
}

/** Base64 to bytes; null when the text is not valid Base64 (the caller raises FormatException). */
export function base64Decode(text: string): Uint8Array | null {
  const s = text.replace(/\s+/g, '');
  if (s.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return null;
  const out: number[] = [];
  for (let i = 0; i < s.length; i += 4) {
    const v = [0, 1, 2, 3].map((k) => (s[i + k] === '=' ? 0 : B64.indexOf(s[i + k])));
    const n = (v[0] << 18) | (v[1] << 12) | (v[2] << 6) | v[3];
    out.push((n >> 16) & 255);
    if (s[i + 2] !== '=') out.push((n >> 8) & 255);
    if (s[i + 3] !== '=') out.push(n & 255);
  }
  return Uint8Array.from(out);
}
