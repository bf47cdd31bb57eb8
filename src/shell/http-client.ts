// The host side of the client cmdlets (Invoke-RestMethod, Invoke-WebRequest) for the shell: the request runs on the
// main thread's event loop (fetch), so the shell's own listener can answer it while the worker waits.
import type { HttpRequestData, HttpResponseData } from '../engine/host.js';

/** `base` resolves a URL starting with `/` against the listener (SPEC 7); null when nothing listens yet. */
export async function performRequest(req: HttpRequestData, base: string | null): Promise<HttpResponseData> {
  let url: string;
  if (req.url.startsWith('/')) {
    if (!base) return { ok: false, error: 'refused', message: `No listener is running, so the relative URL '${req.url}' cannot be resolved.` };
    url = base + req.url;
  } else url = req.url;
  const controller = new AbortController();
  const timer = req.timeoutMs > 0 ? setTimeout(() => controller.abort(), req.timeoutMs) : null;
  try {
    const method = req.method.toUpperCase();
    const res = await fetch(url, { method, headers: req.headers, body: method === 'GET' || method === 'HEAD' ? undefined : req.body ?? undefined, signal: controller.signal, redirect: 'follow' });
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => { headers[k] = v; });
    return { ok: true, status: res.status, statusText: res.statusText, headers, body: await res.text() };
  } catch (e) {
    return failure(e, req.timeoutMs);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

function failure(e: unknown, timeoutMs: number): HttpResponseData {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'AbortError') return { ok: false, error: 'timeout', message: `The request was canceled due to the configured HttpClient.Timeout of ${timeoutMs / 1000} seconds elapsing.` };
  if (err.cause?.code === 'ECONNREFUSED') return { ok: false, error: 'refused', message: `No connection could be made because the target machine actively refused it.` };
  return { ok: false, error: 'other', message: err.cause?.message ?? err.message ?? String(e) };
}
