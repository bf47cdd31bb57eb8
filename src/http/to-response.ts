// The one mapping from an endpoint's result (and the router's outcomes) to an HTTP response: docs/contract.md 4.3-4.5 and
// its error table. Every status code the service sends is decided in this file.
import type { ServerResponse } from 'node:http';
import type { BodyText, EndpointResult, ExplicitResponseData, OutputBody, ErrorActionName } from '../engine/protocol/endpoint-types.js';
import type { ErrorRecordData } from '../engine/errors/error-record.js';
import type { HttpMethod } from '../engine/protocol/endpoint-types.js';
import type { AccessRefusal } from './access.js';
import { describeRateLimit, rateLimitHeaders, type RateLimitState } from './rate-limiter.js';

export interface HttpResponseData {
  status: number;
  headers: [string, string][];
  body: string | Buffer;
}

const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

const text = (status: number, body: string, extra: [string, string][] = []): HttpResponseData =>
  ({ status, headers: [['Content-Type', TEXT], ...extra], body });

export function toResponse(result: EndpointResult): HttpResponseData {
  switch (result.kind) {
    case 'output':
      // docs/contract.md 4.5: errors under Stop give 500 with the error list; otherwise errors never reach the body.
      if (result.errorAction === 'Stop' && result.errors.length > 0) return text(500, errorListBody(result.errors));
      return outputResponse(result.body);
    case 'response':
      return explicitResponse(result.response);
    case 'terminated':
      return terminatedResponse(result.errors, result.errorAction);
    case 'badRequest':
      return text(400, result.message);
    case 'unavailable':
      return text(503, result.message, [['Retry-After', String(result.retryAfter)]]);
    case 'limit':
      return text(500, limitMessage(result.limit, result.value));
  }
}

/** docs/contract.md 4.5: one line saying which limit, with its value. */
function limitMessage(limit: 'timeout' | 'memory' | 'response', value: number): string {
  switch (limit) {
    case 'timeout': return `The script exceeded its timeout of ${value} seconds.`;
    case 'memory': return `The script exceeded its memory limit of ${value} MB.`;
    case 'response': return `The script's response body exceeded its limit of ${value} KB (the MaxResponseKB setting).`;
  }
}

/** A body as the response sends it: text, or the bytes it crossed the isolate edge as (sent as they are, no copy). */
function sendable(body: BodyText): string | Buffer {
  return typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/**
 * docs/contract.md 4.3: blank, a verbatim string, or compact JSON (a string that parses as JSON comes as 'json': the
 * engine decided it inside the isolate, src/engine/endpoint/serialize-output.ts).
 */
function outputResponse(body: OutputBody): HttpResponseData {
  switch (body.kind) {
    case 'none':
      return { status: 200, headers: [], body: '' };
    case 'string':
      return { status: 200, headers: [['Content-Type', TEXT]], body: sendable(body.value) };
    case 'json':
      return { status: 200, headers: [['Content-Type', JSON_TYPE]], body: sendable(body.value) };
  }
}

/** docs/contract.md 4.5: a terminating error is its message alone under Continue, the full error list under Stop. */
function terminatedResponse(errors: ErrorRecordData[], errorAction: ErrorActionName): HttpResponseData {
  if (errorAction === 'Stop') return text(500, errorListBody(errors));
  const last = errors[errors.length - 1];
  return text(500, last ? last.message : 'The script ended with an error.');
}

/** For each error, oldest first: its message, then its ScriptStackTrace frames, innermost first, one per line. */
export function errorListBody(errors: ErrorRecordData[]): string {
  // A plain loop: flatMap with a spread array per error was ~4 us of every Stop error's response on the main thread.
  let body = '';
  for (let i = 0; i < errors.length; i++) {
    const e = errors[i];
    body += i === 0 ? e.message : '\n' + e.message;
    for (let j = 0; j < e.scriptStackTrace.length; j++) body += '\n' + e.scriptStackTrace[j];
  }
  return body;
}

/** docs/contract.md 4.4: exactly the response New-SvcApiResponse described; CR/LF in a header is refused, never sent. */
function explicitResponse(response: ExplicitResponseData): HttpResponseData {
  const headers: [string, string][] = [];
  const hasBody = response.data === null;
  const contentType = response.contentType ?? (hasBody ? TEXT : 'application/octet-stream');
  headers.push(['Content-Type', contentType]);
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() === 'content-type' && response.contentType === null) headers[0] = [name, value];
    else headers.push([name, value]);
  }
  for (const [name, value] of response.cookies) headers.push(['Set-Cookie', `${name}=${encodeURIComponent(value)}; Path=/`]);
  const bad = headers.find(([name, value]) => /[\r\n]/.test(name) || /[\r\n]/.test(value));
  if (bad) {
    const which = /[\r\n]/.test(bad[0]) ? 'name' : 'value';
    return text(500, `The response was refused: the ${which} of the header '${oneLine(bad[0])}' contains a CR or LF character.`);
  }
  const invalid = headers.find(([name]) => !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name));
  if (invalid) return text(500, `The response was refused: '${invalid[0]}' is not a valid header name.`);
  // RFC 9110 5.5: field values are visible ASCII, spaces, tabs and obs-text; Node refuses anything else.
  const unsendable = headers.find(([, value]) => /[^\t\x20-\x7e\x80-\xff]/.test(value));
  if (unsendable) return text(500, `The response was refused: the value of the header '${unsendable[0]}' contains a character that cannot be sent in a header.`);
  const status = response.statusCode;
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    // A 1xx is never a final response (RFC 9110 15.2): a client would wait for another one.
    return text(500, `The response was refused: ${status} is not a final HTTP status code (200-599).`);
  }
  const body = sendable((hasBody ? response.body : response.data) ?? '');
  return { status, headers, body };
}

const oneLine = (s: string): string => s.replace(/\r/g, '\\r').replace(/\n/g, '\\n');

export function notFoundResponse(path: string): HttpResponseData {
  return text(404, `No endpoint is defined for ${path}.`);
}

export function methodNotAllowedResponse(method: string, path: string, allowed: HttpMethod[]): HttpResponseData {
  const methods = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  return text(405, `The method ${method} is not allowed for ${path}.`, [['Allow', methods.join(', ')]]);
}

/** OPTIONS on a known path without an Options endpoint: the methods it serves (as Express's router answers). */
export function optionsResponse(allowed: HttpMethod[]): HttpResponseData {
  const methods = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  return { status: 204, headers: [['Allow', [...methods, 'OPTIONS'].join(', ')]], body: '' };
}

export function badPathResponse(): HttpResponseData {
  return text(400, 'The request path is not valid percent-encoding.');
}

export function duplicateHostResponse(): HttpResponseData {
  return text(400, 'The request has more than one Host header.');
}

export function tooManyFieldsResponse(message: string): HttpResponseData {
  return text(400, message);
}

export function tooLargeResponse(message: string): HttpResponseData {
  return text(413, message);
}

/** An unexpected failure of the service itself: a fixed message, never a JavaScript stack or a server path. */
export function internalErrorResponse(): HttpResponseData {
  return text(500, 'The service failed to run the endpoint.');
}

export function sendResponse(res: ServerResponse, response: HttpResponseData): void {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() === 'set-cookie') res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
  res.end(response.body);
}

/**
 * A call the endpoint's access rules refused (docs/security.md): 401 with RFC 6750's `WWW-Authenticate: Bearer` (its
 * `error` attribute where the RFC defines one; none when the request sent no token, RFC 6750 3.1), or 403 for a
 * token without a required role (`insufficient_scope`). One line of body, as svc's other refusals.
 */
export function accessRefusedResponse(refusal: AccessRefusal): HttpResponseData {
  if (refusal.kind === 'forbidden') {
    return text(403, `The app token of '${refusal.identity}' does not hold a role this endpoint requires (${refusal.required.join(', ')}).`,
      [['WWW-Authenticate', 'Bearer realm="svc", error="insufficient_scope"']]);
  }
  const { error, reason, unavailable } = refusal.refusal;
  if (unavailable) return text(503, `The endpoint requires an app token, and ${reason}.`, [['Retry-After', '1']]);
  const challenge = error === null ? 'Bearer realm="svc"' : `Bearer realm="svc", error="${error}", error_description="${reason.replace(/"/g, "'")}"`;
  return text(401, `The endpoint requires a valid app token: ${reason}.`, [['WWW-Authenticate', challenge]]);
}

/** svc's session cookie (docs/http.md, sessions), set on the response that started the session. */
export function withSessionCookie(response: HttpResponseData, name: string, id: string, secure: boolean): HttpResponseData {
  const cookie = `${name}=${id}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { ...response, headers: [...response.headers, ['Set-Cookie', cookie]] };
}

/** A rate limit is used up (docs/security.md, rate limits): 429 with Retry-After and the draft's RateLimit fields. */
export function rateLimitedResponse(state: RateLimitState): HttpResponseData {
  return text(429, `The rate limit ${describeRateLimit(state.limit)} is used up for ${state.client}; retry in ${state.resetSeconds} seconds.`,
    [['Retry-After', String(state.resetSeconds)], ...rateLimitHeaders(state)]);
}

/** A response counted by a rate limit carries what is left of it (the IETF httpapi draft: on every limited response). */
export function withRateLimit(response: HttpResponseData, state: RateLimitState | null): HttpResponseData {
  return state === null ? response : { ...response, headers: [...response.headers, ...rateLimitHeaders(state)] };
}
