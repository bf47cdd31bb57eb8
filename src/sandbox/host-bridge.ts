// The host side of the powers an endpoint script may use (docs/contract.md 6: bridged explicitly), for one isolate. The guest
// waits on each with applySyncPromise: its thread blocks, burning no CPU, while the host's event loop stays free.
// Everything pending is tracked so that disposing the isolate also ends it: a sleeping or fetching script must not
// keep timers or sockets alive after its isolate is gone (a limit, close()).
import ivm from 'isolated-vm';
import type { HttpRequestData, HttpResponseData } from '../engine/host.js';

/** Performs an HTTP request for Invoke-RestMethod / Invoke-WebRequest; never rejects (src/client/http-client.ts). */
export type HttpClient = (request: HttpRequestData, cancel: AbortSignal) => Promise<HttpResponseData>;

/**
 * Serves one cache request for a script (the shared store, src/store/serve-cache.ts serveCacheJson): the request's
 * JSON in, its StoreOutcome's JSON out; never rejects.
 */
export type CacheServer = (requestJson: string) => Promise<string>;

const MAX_TIMER_MS = 2 ** 31 - 1;
/** Response bodies from this length on cross beside the response's JSON instead of inside it. */
const BODY_APART_CHARS = 16 * 1024;

export class HostBridge {
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private readonly requests = new Set<AbortController>();

  constructor(private readonly httpClient: HttpClient | undefined, readonly cache: CacheServer | undefined = undefined) {}

  get hasHttp(): boolean {
    return this.httpClient !== undefined;
  }

  sleep(ms: number): Promise<void> {
    const wait = Math.min(Math.max(0, Number(ms) || 0), MAX_TIMER_MS);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, wait);
      this.timers.set(timer, resolve);
    });
  }

  /**
   * Request and response as JSON text: only strings cross the edge. A big response body crosses apart, as a string
   * copied once into the isolate's heap (where it counts against the script's memory limit), never inside JSON the
   * host would have to write: [responseJson without the body, body].
   */
  async http(requestJson: string): Promise<string | ivm.Copy<[string, string]>> {
    const abort = new AbortController();
    this.requests.add(abort);
    try {
      const request = parseRequest(requestJson);
      const response: HttpResponseData = request === null
        ? { ok: false, error: 'other', message: 'Invalid HTTP request from the script engine.' }
        : await this.httpClient!(request, abort.signal);
      if (!response.ok || response.body.length < BODY_APART_CHARS) return JSON.stringify(response);
      return new ivm.ExternalCopy<[string, string]>([JSON.stringify({ ...response, body: '' }), response.body]).copyInto({ release: true });
    } catch (e) {
      return JSON.stringify({ ok: false, error: 'other', message: e instanceof Error ? e.message : String(e) });
    } finally {
      this.requests.delete(abort);
    }
  }

  /**
   * Ends what the guest waits on now: pending sleeps resolve early and HTTP requests are aborted, so a guest asked
   * to stop returns from its wait and sees the stop flag (the isolate keeps running; nothing is disposed under it).
   */
  wake(): void {
    for (const [timer, resolve] of this.timers) {
      clearTimeout(timer);
      resolve();
    }
    this.timers.clear();
    for (const request of this.requests) request.abort();
  }

  clear(): void {
    for (const timer of this.timers.keys()) clearTimeout(timer);
    this.timers.clear();
    for (const request of this.requests) request.abort();
    this.requests.clear();
  }
}

/** The guest is our own code, but its JSON is checked anyway before it drives a socket. */
function parseRequest(json: string): HttpRequestData | null {
  const r = JSON.parse(String(json)) as Partial<HttpRequestData>;
  const headersOk = typeof r.headers === 'object' && r.headers !== null
    && Object.values(r.headers).every((v) => typeof v === 'string');
  if (typeof r.url !== 'string' || typeof r.method !== 'string' || !headersOk) return null;
  if (r.body !== null && typeof r.body !== 'string') return null;
  const maxBodyBytes = Number(r.maxBodyBytes) > 0 ? Number(r.maxBodyBytes) : undefined;
  return { url: r.url, method: r.method, headers: r.headers!, body: r.body ?? null, timeoutMs: Number(r.timeoutMs) || 0, maxBodyBytes };
}
