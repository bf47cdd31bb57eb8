// Text files as PowerShell reads them (about_Character_Encoding; PowerShell 7's default for reading, which is how a
// script, Get-Content or Import-Csv reads a file without -Encoding): the byte-order mark decides, UTF-8 (EF BB BF),
// UTF-16 LE (FF FE) or BE (FE FF), UTF-32 LE (FF FE 00 00) or BE (00 00 FE FF); without one, UTF-8. The mark is not
// part of the text. A .ps1 saved by Windows PowerShell 5.1's Out-File is UTF-16 LE with a mark.
import { readFileSync } from 'node:fs';

/** Reads a file as text by its byte-order mark. Throws what readFileSync throws. */
export function readTextFile(path: string): string {
  return decodeText(readFileSync(path));
}

export function decodeText(bytes: Uint8Array): string {
  const b = (i: number) => bytes[i];
  if (b(0) === 0xef && b(1) === 0xbb && b(2) === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (b(0) === 0xff && b(1) === 0xfe && b(2) === 0 && b(3) === 0) return utf32(bytes.subarray(4), true);
  if (b(0) === 0 && b(1) === 0 && b(2) === 0xfe && b(3) === 0xff) return utf32(bytes.subarray(4), false);
  if (b(0) === 0xff && b(1) === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (b(0) === 0xfe && b(1) === 0xff) return new TextDecoder('utf-16le').decode(swapPairs(bytes.subarray(2)));
  return new TextDecoder('utf-8').decode(bytes);
}

function swapPairs(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let i = 0; i + 1 < bytes.length; i += 2) { out[i] = bytes[i + 1]; out[i + 1] = bytes[i]; }
  return out;
}

/** UTF-32 (TextDecoder has no UTF-32): four bytes a code point; one out of range becomes U+FFFD. */
function utf32(bytes: Uint8Array, littleEndian: boolean): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let out = '';
  for (let i = 0; i + 3 < bytes.length; i += 4) {
    const c = view.getUint32(i, littleEndian);
    out += String.fromCodePoint(c <= 0x10ffff && (c < 0xd800 || c > 0xdfff) ? c : 0xfffd);
  }
  return out;
}
