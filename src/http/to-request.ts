// An HTTP request as plain data (docs/contract.md 4.2): what crosses into the engine, possibly inside an isolate. The body is
// read here with the MaxRequestBodyKB cap (413 beyond it); it stays raw ($Body, $Data), and form fields are parsed
// for param() binding. JSON is parsed inside the engine, where param() binding happens. Ids come from the Web Crypto
// global, which loads node's crypto with the first request, not before the listener binds (docs/shell.md, "Start-up").
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { EndpointRequest, RequestIdentity } from '../engine/protocol/endpoint-types.js';

/** The name of the header svc's own HTTP client adds to requests to its own listener (docs/sandbox.md, nested calls). */
export const NESTED_CALL_HEADER = 'x-svc-nested-call';

/** Thrown when the body exceeds the cap; the app answers 413. */
export class BodyTooLarge extends Error {
  constructor(public readonly limitKB: number) {
    super(`The request body is larger than the limit of ${limitKB} KB (the MaxRequestBodyKB setting).`);
  }
}

/** Reads the whole body, refusing it as soon as it passes `limitKB`. */
const EMPTY = Buffer.alloc(0);

export function readBody(req: IncomingMessage, limitKB: number): Promise<Buffer> {
  const limit = limitKB * 1024;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge(limitKB));
  // No Content-Length (or 0) and no Transfer-Encoding: the request has no body (RFC 9112 6.3), the usual GET. Answer
  // without waiting for the stream's end event: a few event-loop turns saved on the hot path.
  if (!(declared > 0) && req.headers['transfer-encoding'] === undefined) {
    req.resume();
    return Promise.resolve(EMPTY);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLarge(limitKB));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Splits and percent-decodes the path; null when a segment is not valid percent-encoding. A trailing `/` is ignored. */
export function pathSegments(path: string): string[] | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/' || trimmed === '') return [];
  try {
    return trimmed.slice(1).split('/').map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

/** Thrown when a query string or form has more fields than MaxRequestFields; the app answers 400. */
export class TooManyFields extends Error {
  constructor(public readonly where: 'query string' | 'form', public readonly limit: number) {
    super(`The request's ${where} has more than ${limit} fields (the MaxRequestFields setting).`);
  }
}

/**
 * A plain dictionary: no prototype, so keys named like JavaScript members (`constructor`, `toString`, `__proto__`)
 * are ordinary keys (docs/sandbox.md, request data). JSON.stringify writes them and the guest's JSON.parse defines
 * them as own properties.
 */
export function dictionary<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * Query string or form fields; a repeated key becomes an array (docs/contract.md 4.2). Linear in the number of
 * fields (a repeated key appends in place), and refused past `maxFields`.
 */
export function parseFields(text: string, maxFields: number, where: TooManyFields['where']): Record<string, string | string[]> {
  const fields = dictionary<string | string[]>();
  let count = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++count > maxFields) throw new TooManyFields(where, maxFields);
    const previous = fields[key];
    if (previous === undefined) fields[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[key] = [previous, value];
  }
  return fields;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies = dictionary<string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value, as browsers send it
    }
    if (!(name in cookies)) cookies[name] = value;
  }
  return cookies;
}

/** Header names lower-cased, one string each (repeated headers joined with ", "). */
export function plainHeaders(raw: IncomingMessage['headers']): Record<string, string> {
  const headers = dictionary<string>();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

export interface RequestRoute {
  path: string;
  urlDefinition: string;
  routeParameters: Record<string, string>;
}

/** What the app learnt of the caller before the endpoint runs: its session and, on an -Authentication endpoint, who. */
export interface RequestCaller {
  sessionId: string;
  identity: RequestIdentity | null;
}

/** One id per connection (ASP.NET's HttpContext.Connection.Id, PSU's $ConnectionId), kept as long as the socket lives. */
const connectionIds = new WeakMap<Socket, string>();

export function connectionId(socket: Socket): string {
  let id = connectionIds.get(socket);
  if (id === undefined) connectionIds.set(socket, id = crypto.randomUUID());
  return id;
}

/** The session cookie svc sets (docs/http.md, sessions): its name, and the form of the ids it hands out. */
export const SESSION_COOKIE = 'svc_session';
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The request's session: the id its cookie carries, or a new one (`fresh`) that the response must set. */
export function sessionOf(req: IncomingMessage): { id: string; fresh: boolean } {
  const header = req.headers.cookie;
  if (header !== undefined && header.includes(SESSION_COOKIE)) {
    const sent = parseCookies(header)[SESSION_COOKIE];
    if (sent !== undefined && SESSION_ID.test(sent)) return { id: sent, fresh: false };
  }
  return { id: crypto.randomUUID(), fresh: true };
}

/** Throws TooManyFields when the query string or the form has more than `maxFields` fields. */
export function toEndpointRequest(req: IncomingMessage, route: RequestRoute, body: Buffer, maxFields: number, caller: RequestCaller): EndpointRequest {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
  const text = body.toString('utf8');
  const socket = req.socket;
  return {
    method: req.method ?? 'GET',
    url,
    path: route.path,
    urlDefinition: route.urlDefinition,
    routeParameters: route.routeParameters,
    query: queryAt < 0 ? dictionary() : parseFields(url.slice(queryAt + 1), maxFields, 'query string'),
    headers: plainHeaders(req.headers),
    cookies: parseCookies(req.headers.cookie),
    body: text,
    data: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
    form: contentType.startsWith('application/x-www-form-urlencoded') ? parseFields(text, maxFields, 'form') : null,
    remoteIpAddress: socket.remoteAddress ?? '',
    remotePort: socket.remotePort ?? 0,
    localIpAddress: socket.localAddress ?? '',
    localPort: socket.localPort ?? 0,
    requestId: crypto.randomUUID(),
    connectionId: connectionId(socket),
    sessionId: caller.sessionId,
    identity: caller.identity,
  };
}
