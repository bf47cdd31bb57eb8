// The host side of Invoke-RestMethod / Invoke-WebRequest: one HTTP exchange with Node's own fetch (undici).
// The engine asks for it synchronously through Host.http; whoever hosts the engine (the shell's worker bridge, the
// sandbox) awaits this function and hands the plain-data result back. It never throws: every failure becomes
// `{ ok: false, error, message }` so the cmdlet can raise the PowerShell-shaped error itself.
import { setImmediate } from 'node:timers/promises';
import type { HttpRequestData, HttpResponseData } from '../engine/host.js';

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

/**
 * Performs one request; resolves (never rejects) with the response as plain data. `cancel` lets the caller abandon
 * the request (the shell's Ctrl-C); a cancelled request resolves as `{ ok: false, error: 'other' }`.
 */
export async function performHttpRequest(request: HttpRequestData, baseUrl: string | null, cancel?: AbortSignal,
  ownHeaders?: Record<string, string>): Promise<HttpResponseData> {
  const resolved = resolveUrl(request.url, baseUrl);
  if ('error' in resolved) return { ok: false, error: 'other', message: resolved.error };
  // A request to svc's own listener carries the service's marker (docs/sandbox.md, nested calls); no other does.
  const own = ownHeaders !== undefined && baseUrl !== null && new URL(resolved.url).origin === new URL(baseUrl).origin;
  const abort = new AbortController();
  if (cancel?.aborted) abort.abort();
  cancel?.addEventListener('abort', () => abort.abort(), { once: true });
  let timedOut = false;
  const timer = request.timeoutMs > 0 ? setTimeout(() => { timedOut = true; abort.abort(); }, request.timeoutMs) : null;
  try {
    const response = await fetch(resolved.url, {
      method: request.method.toUpperCase(),
      headers: own ? { ...withDefaults(request.headers), ...ownHeaders } : withDefaults(request.headers),
      body: request.body === null || /^(GET|HEAD)$/i.test(request.method) ? undefined : request.body,
      redirect: 'follow',
      signal: abort.signal,
    });
    // The body is read under the same timeout: a server that sends headers and then stalls still times out.
    const body = await readBody(response, request.maxBodyBytes, abort);
    if (body === null) return { ok: false, error: 'other', message: tooLargeMessage(request.maxBodyBytes!), url: resolved.url };
    return { ok: true, status: response.status, statusText: response.statusText, headers: headersOf(response.headers), body, url: response.url || resolved.url };
  } catch (error) {
    return { ...failure(error, timedOut, resolved.url, request.timeoutMs), url: resolved.url } as HttpResponseData;
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
async function readBody(response: Response, maxBytes: number | undefined, abort: AbortController): Promise<string | null> {
  if (maxBytes === undefined || response.body === null) return response.text();
  const stop = (): null => { abort.abort(); return null; };
  if (Number(response.headers.get('content-length') ?? NaN) > maxBytes) return stop();
  const reader = response.body.getReader();
  const buffer = new ArrayBuffer(0, { maxByteLength: maxBytes });
  let size = 0;
  let sinceYield = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    const chunk = part.value;
    // Aborting the request ends the stream; nothing past the cap is read. The bytes read so far were never decoded:
    // a refused download leaves no strings on the server's heap, only a buffer the next collection frees.
    if (size + chunk.byteLength > maxBytes) return stop();
    if (size + chunk.byteLength > buffer.byteLength) buffer.resize(Math.min(maxBytes, Math.max(size + chunk.byteLength, buffer.byteLength * 2, MIN_BUFFER_BYTES)));
    new Uint8Array(buffer, size, chunk.byteLength).set(chunk);
    size += chunk.byteLength;
    // Chunks already buffered resolve one read after another as microtasks: without a turn of the event loop now and
    // then, a fast 32 MB download would hold the server's main thread for the whole of it.
    sinceYield += chunk.byteLength;
    if (sinceYield >= YIELD_EVERY_BYTES) { sinceYield = 0; await setImmediate(); }
  }
  return new TextDecoder().decode(new Uint8Array(buffer, 0, size));
}

/** A body's buffer commits this much at first and doubles as it fills: a small body stays small, a big one grows in few steps. */
const MIN_BUFFER_BYTES = 64 * 1024;
const YIELD_EVERY_BYTES = 256 * 1024;

function tooLargeMessage(maxBytes: number): string {
  return `The response body exceeded the limit of ${Math.round(maxBytes / 1024)} KB (the MaxResponseKB setting); the download was stopped.`;
}

function withDefaults(headers: Record<string, string>): Record<string, string> {
  const hasAgent = Object.keys(headers).some((k) => k.toLowerCase() === 'user-agent');
  return hasAgent ? headers : { ...headers, 'User-Agent': DEFAULT_USER_AGENT };
}

/** Response headers as one string per name (repeated headers joined with ", ", Set-Cookie kept apart by "\n"). */
function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => { if (name !== 'set-cookie') out[name] = value; });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies.join('\n');
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

/** undici reports network failures as TypeError('fetch failed') with the system error as `cause`. */
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
