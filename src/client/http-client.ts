// The host side of Invoke-RestMethod / Invoke-WebRequest: one HTTP exchange over node:http (http-exchange.ts), its
// redirects followed here hop by hop.
// The engine asks for it synchronously through Host.http; whoever hosts the engine (the shell's worker bridge, the
// sandbox) awaits this function and hands the plain-data result back. It never throws: every failure becomes
// `{ ok: false, error, message }` so the cmdlet can raise the PowerShell-shaped error itself.
import type { IncomingMessage, IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { HttpRequestData, HttpResponseData } from '../engine/host.js';
import { decodedBody, openHop } from './http-exchange.js';
import type { OutboundPolicy } from './outbound-policy.js';

/** What PowerShell 7 sends as User-Agent, with svc named as the platform (PowerShell's WebRequestSession default). */
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (svc) PowerShell/7.4';

/**
 * Resolves the request's URL: a bare path (`/user/bob`) against `baseUrl` (svc's own listener), a URL without a
 * scheme (`localhost:5000/x`) as http, as PowerShell does for a scheme-less -Uri.
 */
export function resolveUrl(url: string, baseUrl: string | null): { url: string } | { error: string } {
  if (url.startsWith('/')) {
    if (baseUrl === null) return { error: `Cannot resolve the relative URI '${url}': no svc listener is running.` };
    return { url: baseUrl.replace(/\/+$/, '') + url };
  }
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : 'http://' + url;
  try {
    const parsed = new URL(absolute);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      return { error: `The '${parsed.protocol.slice(0, -1)}' scheme is not supported.` };
    }
    return { url: parsed.href };
  } catch {
    return { error: 'Invalid URI: The hostname could not be parsed.' };
  }
}

/** As many as fetch follows; PowerShell's own limit (-MaximumRedirection) is not modelled. */
const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * Performs one request, following redirects hop by hop; resolves (never rejects) with the response as plain data.
 * `cancel` lets the caller abandon it (the shell's Ctrl-C: `{ ok: false, error: 'other' }`); `ownHeaders` go to svc's
 * own listener only (docs/sandbox.md, nested calls); `policy` is the outbound policy of endpoint scripts, checked on
 * each hop's resolved address (docs/sandbox.md, "Outbound calls"); without one (the prompt) any address is reached.
 */
export async function performHttpRequest(request: HttpRequestData, baseUrl: string | null, cancel?: AbortSignal,
  ownHeaders?: Record<string, string>, policy: OutboundPolicy | null = null): Promise<HttpResponseData> {
  const resolved = resolveUrl(request.url, baseUrl);
  if ('error' in resolved) return { ok: false, error: 'other', message: resolved.error };
  const ownOrigin = ownHeaders !== undefined && baseUrl !== null ? new URL(baseUrl).origin : null;
  const abort = new AbortController();
  if (cancel?.aborted) abort.abort();
  cancel?.addEventListener('abort', () => abort.abort(), { once: true });
  let timedOut = false;
  const timer = request.timeoutMs > 0 ? setTimeout(() => { timedOut = true; abort.abort(); }, request.timeoutMs) : null;
  let url = new URL(resolved.url);
  let method = request.method.toUpperCase();
  let body = request.body === null || method === 'GET' || method === 'HEAD' ? null : request.body;
  let headers = withDefaults(request.headers);
  try {
    for (let hops = 0; ; hops++) {
      // A request to svc's own listener carries the service's marker; no other hop does.
      const hopHeaders = ownOrigin !== null && url.origin === ownOrigin ? { ...headers, ...ownHeaders } : headers;
      const opened = await openHop({ url, method, headers: hopHeaders, body, signal: abort.signal, policy });
      if ('refused' in opened) return { ok: false, error: 'other', message: opened.refused, url: url.href };
      const response = opened.response;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location !== undefined) {
        response.resume();
        if (hops >= MAX_REDIRECTS) return { ok: false, error: 'other', message: 'An error occurred while sending the request: too many redirects.', url: url.href };
        const next = new URL(location, url);
        if (next.protocol !== 'http:' && next.protocol !== 'https:') return { ok: false, error: 'other', message: `The '${next.protocol.slice(0, -1)}' scheme is not supported.`, url: next.href };
        // 303, and 301/302 after a POST, go on as a GET without the body (RFC 9110 15.4, as fetch and .NET do).
        if (response.statusCode === 303 ? method !== 'HEAD' : (response.statusCode === 301 || response.statusCode === 302) && method === 'POST') {
          method = 'GET';
          body = null;
          headers = without(headers, ['content-type', 'content-length']);
        }
        // Credentials go to the origin they were given for only.
        if (next.origin !== url.origin) headers = without(headers, ['authorization', 'cookie']);
        url = next;
        continue;
      }
      // The body is read under the same timeout: a server that sends headers and then stalls still times out.
      const text = await readBody(response, decodedBody(response, method), request.maxBodyBytes, abort);
      if (text === null) return { ok: false, error: 'other', message: tooLargeMessage(request.maxBodyBytes!), url: url.href };
      return { ok: true, status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers: headersOf(response.headers), body: text, url: url.href };
    }
  } catch (error) {
    return { ...failure(error, timedOut, url.href, request.timeoutMs), url: resolved.url } as HttpResponseData;
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

/**
 * The body as text, read chunk by chunk so that a cap holds while it streams: past `maxBytes` (or at once when the
 * Content-Length says so) the download is aborted and null returned. Nothing beyond the cap is ever buffered.
 *
 * The bytes are copied, as they arrive, into one resizable ArrayBuffer reserved up to the cap (V8 commits its pages
 * as it grows and unmaps them all when it is collected), and each chunk is dropped at once. Kept as a list instead,
 * 8 downloads of 32 MB would leave 256 MB of small chunks in the C allocator's main heap, which it keeps after they
 * are freed (docs/sandbox.md, "Memory after an attack").
 */
async function readBody(response: IncomingMessage, stream: Readable, maxBytes: number | undefined, abort: AbortController): Promise<string | null> {
  const cap = maxBytes ?? Number.MAX_SAFE_INTEGER;
  const stop = (): null => { abort.abort(); stream.destroy(); return null; };
  if (Number(response.headers['content-length'] ?? NaN) > cap) return stop();
  const buffer = new ArrayBuffer(0, { maxByteLength: Math.min(cap, MAX_BUFFER_BYTES) });
  let size = 0;
  let sinceYield = 0;
  for await (const part of stream) {
    const chunk = part as Buffer;
    // Aborting the request ends the stream; nothing past the cap is read. The bytes read so far were never decoded:
    // a refused download leaves no strings on the server's heap, only a buffer the next collection frees.
    if (size + chunk.byteLength > buffer.maxByteLength) return size + chunk.byteLength > cap ? stop() : tooBig();
    if (size + chunk.byteLength > buffer.byteLength) buffer.resize(Math.min(buffer.maxByteLength, Math.max(size + chunk.byteLength, buffer.byteLength * 2, MIN_BUFFER_BYTES)));
    new Uint8Array(buffer, size, chunk.byteLength).set(chunk);
    size += chunk.byteLength;
    // Chunks already buffered resolve one read after another as microtasks: without a turn of the event loop now and
    // then, a fast 32 MB download would hold the server's main thread for the whole of it.
    sinceYield += chunk.byteLength;
    if (sinceYield >= YIELD_EVERY_BYTES) { sinceYield = 0; await setImmediate(); }
  }
  return new TextDecoder().decode(new Uint8Array(buffer, 0, size));
}

/** An uncapped body (the prompt's own calls) past what one string can hold. */
function tooBig(): never {
  throw new Error('the response body is larger than a string can hold');
}

/** Node's limit on one string, in UTF-16 units; a body is never reserved past it. */
const MAX_BUFFER_BYTES = 2 ** 29 - 24;

/** A body's buffer commits this much at first and doubles as it fills: a small body stays small, a big one grows in few steps. */
const MIN_BUFFER_BYTES = 64 * 1024;
const YIELD_EVERY_BYTES = 256 * 1024;

function tooLargeMessage(maxBytes: number): string {
  return `The response body exceeded the limit of ${Math.round(maxBytes / 1024)} KB (the MaxResponseKB setting); the download was stopped.`;
}

/** PowerShell's User-Agent, and compressed bodies accepted (decoded by http-exchange.ts) as fetch did, unless given. */
function withDefaults(headers: Record<string, string>): Record<string, string> {
  const given = new Set(Object.keys(headers).map((k) => k.toLowerCase()));
  return {
    ...headers,
    ...(given.has('user-agent') ? {} : { 'User-Agent': DEFAULT_USER_AGENT }),
    ...(given.has('accept-encoding') ? {} : { 'Accept-Encoding': 'gzip, deflate, br' }),
  };
}

/** The headers without these names (any case). */
function without(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !names.includes(k.toLowerCase())));
}

/** Response headers as one string per name (repeated headers joined with ", ", Set-Cookie kept apart by "\n"). */
function headersOf(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : value;
  }
  return out;
}

function failure(error: unknown, timedOut: boolean, url: string, timeoutMs: number): HttpResponseData {
  if (timedOut) return { ok: false, error: 'timeout', message: `The request timed out after ${timeoutMs / 1000} seconds.` };
  if (error instanceof Error && error.name === 'AbortError') return { ok: false, error: 'other', message: 'The operation was canceled.' };
  const code = errorCode(error);
  const where = new URL(url).host;
  if (code === 'ECONNREFUSED') return { ok: false, error: 'refused', message: `Connection refused (${where})` };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return { ok: false, error: 'other', message: `No such host is known. (${where})` };
  }
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
    return { ok: false, error: 'other', message: `The response ended prematurely. (${where})` };
  }
  const message = error instanceof Error ? innerMessage(error) : String(error);
  return { ok: false, error: 'other', message: `An error occurred while sending the request: ${message}` };
}

/** The system error's code, on the error or on one of its causes. */
function errorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function innerMessage(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.message;
}
