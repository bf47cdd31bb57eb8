// Turns the bound parameters into the plain request the host sends (PowerShell's WebRequestPSCmdlet.GetRequest and
// FillRequestStream): method, headers, body encoding and timeout.
import type { HttpRequestData } from '../../host.js';
import { PSHashtable, PSObject } from '../../values/types.js';
import { toJson, toStringValue } from './value-ops.js';

export type BuiltRequest = { ok: true; request: HttpRequestData } | { ok: false; id: string; message: string };

const FORM = 'application/x-www-form-urlencoded';

export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && /^\s*(application|text)\/([\w.-]+\+)?json\b/i.test(contentType);
}

export function buildRequest(params: Record<string, unknown>): BuiltRequest {
  const method = methodOf(params.Method);
  const headers = headersOf(params);
  const bad = Object.entries(headers).find(([n, v]) => /[\r\n]/.test(n) || /[\r\n]/.test(v));
  if (bad) return { ok: false, id: 'WebCmdletInvalidHeader', message: `The header '${bad[0]}' contains a line break, which HTTP does not allow.` };
  const givenType = typeof params.ContentType === 'string' ? params.ContentType : headerValue(headers, 'content-type');
  const { url, body, contentType } = encodeBody(String(params.Uri), method, params.Body ?? null, givenType);
  setHeader(headers, 'Content-Type', body !== null ? contentType : null);
  const timeoutSec = typeof params.TimeoutSec === 'number' ? params.TimeoutSec : 0;
  return { ok: true, request: { url, method, headers, body, timeoutMs: timeoutSec * 1000 } };
}

function headersOf(params: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (params.Headers instanceof PSHashtable) {
    for (const [name, value] of params.Headers.entries()) headers[toStringValue(name)] = value == null ? '' : toStringValue(value);
  }
  if (typeof params.UserAgent === 'string') headers['User-Agent'] = params.UserAgent;
  return headers;
}

/** FillRequestStream: how -Body is sent, which may move it into the query string or set the content type. */
function encodeBody(url: string, method: string, value: unknown, contentType: string | null): { url: string; body: string | null; contentType: string | null } {
  if (value === null) return { url, body: null, contentType };
  if (isDictionary(value) && !isJsonContentType(contentType)) {
    const form = formEncode(value);
    // A dictionary body on a GET goes into the query string (PowerShell does the same).
    if (method === 'GET') return { url: url + (url.includes('?') ? '&' : '?') + form, body: null, contentType };
    return { url, body: form, contentType: contentType ?? FORM };
  }
  const body = isJsonContentType(contentType) && (isDictionary(value) || Array.isArray(value))
    ? toJson(value, { depth: 10, compress: true })
    : toStringValue(value);
  // about Invoke-RestMethod: "If this parameter is omitted and the request method is POST, the content type is
  // set to application/x-www-form-urlencoded."
  return { url, body, contentType: contentType ?? (method === 'POST' ? FORM : null) };
}

function methodOf(value: unknown): string {
  const m = typeof value === 'string' ? value.toUpperCase() : 'DEFAULT';
  return m === 'DEFAULT' ? 'GET' : m;
}

function isDictionary(value: unknown): value is PSHashtable | PSObject {
  return value instanceof PSHashtable || (value instanceof PSObject && value.typeNames[0] === 'System.Management.Automation.PSCustomObject');
}

function headerValue(headers: Record<string, string>, name: string): string | null {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? null : headers[key];
}

/** Sets (or, with null, removes) a header whatever the case of its existing name. */
function setHeader(headers: Record<string, string>, name: string, value: string | null): void {
  for (const k of Object.keys(headers)) if (k.toLowerCase() === name.toLowerCase()) delete headers[k];
  if (value !== null) headers[name] = value;
}

/** key=value&key=value with WebUtility.UrlEncode's rules (space as +); an array value repeats its key. */
export function formEncode(value: PSHashtable | PSObject): string {
  const pairs: [string, unknown][] = value instanceof PSHashtable
    ? value.entries().map(([k, v]) => [toStringValue(k), v])
    : value.properties().map((p) => [p.name, p.value]);
  const parts: string[] = [];
  for (const [key, v] of pairs) {
    const values = Array.isArray(v) ? v : [v];
    for (const item of values) parts.push(`${urlEncode(key)}=${urlEncode(item == null ? '' : toStringValue(item))}`);
  }
  return parts.join('&');
}

function urlEncode(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}
