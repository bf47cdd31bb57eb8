// Turns the bound parameters into the plain request the host sends (PowerShell's WebRequestPSCmdlet.GetRequest and
// FillRequestStream): method, headers, body encoding and timeout.
import type { HttpRequestData } from '../../host.js';
import { PSHashtable } from '../../values/types.js';
import { dotnetToString, toStringValue, urlEncode } from '../../values/index.js';

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

/**
 * FillRequestStream: how -Body is sent (WebRequestPSCmdlet.Common.cs). A dictionary is form-encoded whatever
 * -ContentType says (`case IDictionary` -> FormatDictionary), and on GET it becomes the query string; so JSON is sent
 * as `-Body ($h | ConvertTo-Json) -ContentType application/json`. Anything else, a PSCustomObject or an array
 * included, is sent as its string conversion. Both editions do this (docs/client.md "Request bodies").
 */
function encodeBody(url: string, method: string, value: unknown, contentType: string | null): { url: string; body: string | null; contentType: string | null } {
  if (value === null) return { url, body: null, contentType };
  if (value instanceof PSHashtable) {
    const form = formEncode(value);
    if (method === 'GET') return { url: url + (url.includes('?') ? '&' : '?') + form, body: null, contentType };
    return { url, body: form, contentType: contentType ?? FORM };
  }
  // about Invoke-RestMethod: "If this parameter is omitted and the request method is POST, the content type is
  // set to application/x-www-form-urlencoded."
  return { url, body: toStringValue(value), contentType: contentType ?? (method === 'POST' ? FORM : null) };
}

function methodOf(value: unknown): string {
  const m = typeof value === 'string' ? value.toUpperCase() : 'DEFAULT';
  return m === 'DEFAULT' ? 'GET' : m;
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

/**
 * FormatDictionary: key=value&key=value, each value by its .NET ToString() (an array is `System.Object[]`, as in
 * PowerShell), both encoded by WebUtility.UrlEncode's rules.
 */
export function formEncode(value: PSHashtable): string {
  return value.entries().map(([k, v]) => `${urlEncode(toStringValue(k))}=${v == null ? '' : urlEncode(dotnetToString(v))}`).join('&');
}
