// UTF-8 for a result body leaving the isolate (a bare V8 context has no TextEncoder). Two passes over the string,
// counting then filling one preallocated Uint8Array: no intermediate array, so encoding a 16 MB body costs the
// isolate 16 MB more, not the ~130 MB a growing number[] would (the body counts against the script's memory limit).

/** Bytes of `s` in UTF-8; an unpaired surrogate counts as U+FFFD (3 bytes), as encoding writes it. */
export function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) { n += 1; continue; }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      // A surrogate pair: two UTF-16 units, four bytes.
      if (d >= 0xdc00 && d <= 0xdfff) { n += 2; i++; continue; }
    }
    n += 2;
  }
  return n;
}

export function utf8Bytes(s: string, length = utf8Length(s)): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) { out[at++] = c; continue; }
    if (c < 0x800) { out[at++] = 0xc0 | (c >> 6); out[at++] = 0x80 | (c & 63); continue; }
    if (c >= 0xd800 && c <= 0xdfff) c = surrogate(s, i, c);
    if (c > 0xffff) {
      i++;
      out[at++] = 0xf0 | (c >> 18); out[at++] = 0x80 | ((c >> 12) & 63);
      out[at++] = 0x80 | ((c >> 6) & 63); out[at++] = 0x80 | (c & 63);
      continue;
    }
    out[at++] = 0xe0 | (c >> 12); out[at++] = 0x80 | ((c >> 6) & 63); out[at++] = 0x80 | (c & 63);
  }
  return out;
}

/** The code point of a surrogate pair starting at i, or U+FFFD for an unpaired surrogate. */
function surrogate(s: string, i: number, c: number): number {
  if (c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
  }
  return 0xfffd;
}
