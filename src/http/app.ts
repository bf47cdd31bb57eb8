// The Express 5 app (STYLE: createApp() does not listen, so tests can drive it). One middleware routes the request
// through the endpoint trie, reads the body with its cap, runs the endpoint through the injected executor and sends
// what to-response.ts decides; unexpected failures go to the one error handler.
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { EndpointRequest, EndpointResult, HostOutputLine, HttpMethod } from '../engine/protocol/endpoint-types.js';
import type { ErrorRecordData } from '../engine/errors/error-record.js';
import type { ExecutorOptions } from './executor.js';
import type { RouteMatch } from './router.js';
import type { RegisteredEndpoint } from './endpoint-registry.js';
import { BodyTooLarge, NESTED_CALL_HEADER, SESSION_COOKIE, TooManyFields, pathSegments, readBody, sessionOf, toEndpointRequest } from './to-request.js';
import type { AccessVerdict } from './access.js';
import { describeRateLimit, type RateLimitState } from './rate-limiter.js';
import {
  accessRefusedResponse, rateLimitedResponse, withRateLimit, withSessionCookie, badPathResponse, duplicateHostResponse, tooManyFieldsResponse, internalErrorResponse, methodNotAllowedResponse, notFoundResponse, optionsResponse,
  sendResponse, toResponse, tooLargeResponse, type HttpResponseData,
} from './to-response.js';

/** One answered request, for the request log (src/http/request-log.ts). `url` is the path with its query string. */
export interface RequestDone {
  method: string;
  url: string;
  startedAt: number;
  /** The request as the endpoint saw it; null when no endpoint ran (its headers are then read from `rawHeaders`). */
  request: EndpointRequest | null;
  rawHeaders: Request['headers'];
  response: HttpResponseData;
  /** The -Url of the endpoint that answered, or null. */
  endpoint: string | null;
  errors: ErrorRecordData[];
  hostOutput: HostOutputLine[];
  /** The rule that refused the call (an access rule, a rate limit), for the request log; null when none did. */
  refusedBy?: string | null;
}

/** What the app needs from the service. */
export interface AppService {
  match(segments: string[], method: string, path: string): RouteMatch<RegisteredEndpoint>;
  maxRequestBodyKB(): number;
  maxRequestFields(): number;
  runOptions(endpoint: RegisteredEndpoint): ExecutorOptions;
  /** Whether a request came from one of this service's own endpoints (Invoke-RestMethod to its own listener). */
  isNestedCall(marker: string | undefined): boolean;
  execute(key: string, request: EndpointRequest, options: ExecutorOptions): Promise<EndpointResult>;
  /** Who may call (docs/security.md): a verdict at once for an open endpoint, a promise when a token must be checked. */
  authorize(endpoint: RegisteredEndpoint, authorization: string | undefined): AccessVerdict | Promise<AccessVerdict>;
  /** The request log's line for a refusal. */
  refusalRule(verdict: Extract<AccessVerdict, { ok: false }>): string;
  /** The rate limit that counts this request (docs/security.md), or null at once when none does. */
  rateLimit(method: string, path: string, ip: string, access: Extract<AccessVerdict, { ok: true }>): Promise<RateLimitState> | null;
  requestDone(done: RequestDone): void;
  /** The console page's handler when the path is under its prefix and it is on (docs/console.md); else null. */
  console(path: string): ((req: Request, res: Response) => void) | null;
}

export function createApp(service: AppService): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((req: Request, res: Response, next: NextFunction) => {
    handle(service, req, res).catch(next);
  });
  app.use((_error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const response = internalErrorResponse();
    if (!res.headersSent) sendResponse(res, response);
    else res.destroy();
    service.requestDone({
      method: req.method, url: req.url ?? '/', startedAt: Date.now(), request: null, rawHeaders: req.headers, response,
      endpoint: null, errors: [], hostOutput: [],
    });
  });
  return app;
}

const rawPath = (req: Request): string => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

async function handle(service: AppService, req: Request, res: Response): Promise<void> {
  const startedAt = Date.now();
  const path = rawPath(req);
  const finish = (response: HttpResponseData, request: EndpointRequest | null = null, result: EndpointResult | null = null, refusedBy: string | null = null): void => {
    sendResponse(res, response);
    const ran = result !== null && 'errors' in result ? result : null;
    service.requestDone({
      method: req.method, url: req.url ?? '/', startedAt, request, rawHeaders: req.headers, response,
      endpoint: request?.urlDefinition ?? null, errors: ran?.errors ?? [], hostOutput: ran?.hostOutput ?? [], refusedBy,
    });
  };
  // RFC 9112 3.2: a request with more than one Host field is answered 400 (Node keeps the first one silently).
  if (hostFields(req.rawHeaders) > 1) return drainThen(req, () => finish(duplicateHostResponse()));
  const page = service.console(path);
  if (page) return drainThen(req, () => page(req, res));
  const segments = pathSegments(path);
  if (!segments) return drainThen(req, () => finish(badPathResponse()));
  const match = service.match(segments, req.method, path);
  if (match.kind !== 'found') return drainThen(req, () => finish(routeFailure(match, req.method, path)));
  const endpoint = match.value;
  const pending = service.authorize(endpoint, req.headers.authorization);
  const access = pending instanceof Promise ? await pending : pending;
  if (!access.ok) return drainThen(req, () => finish(accessRefusedResponse(access.refusal), null, null, service.refusalRule(access)));
  const limiting = service.rateLimit(req.method === 'HEAD' ? 'GET' : req.method, path, req.socket.remoteAddress ?? '', access);
  const limit = limiting === null ? null : await limiting;
  if (limit?.refused) {
    return drainThen(req, () => finish(rateLimitedResponse(limit), null, null, `New-SvcRateLimit ${describeRateLimit(limit.limit)}: ${limit.client} used its ${limit.limit.limit} requests`));
  }
  const session = sessionOf(req);
  const sessionCookie = (response: HttpResponseData, result: EndpointResult): HttpResponseData =>
    (session.fresh && 'session' in result && result.session === true ? withSessionCookie(response, SESSION_COOKIE, session.id, isEncrypted(req)) : response);
  let body: Buffer;
  try {
    body = await readBody(req, service.maxRequestBodyKB());
  } catch (e) {
    if (!(e instanceof BodyTooLarge)) throw e;
    res.setHeader('Connection', 'close');
    req.resume();
    return finish(tooLargeResponse(e.message));
  }
  const context = callContext(service, req, res);
  let request: EndpointRequest;
  try {
    request = toEndpointRequest(req, { path, urlDefinition: endpoint.info.url, routeParameters: match.routeParameters }, body,
      service.maxRequestFields(), { sessionId: session.id, identity: access.identity });
  } catch (e) {
    if (!(e instanceof TooManyFields)) throw e;
    return finish(tooManyFieldsResponse(e.message));
  }
  let result: EndpointResult;
  try {
    result = await service.execute(endpoint.key, request, { ...service.runOptions(endpoint), ...context });
  } catch {
    return finish(internalErrorResponse(), request);
  }
  finish(withRateLimit(sessionCookie(toResponse(result), result), limit), request, result);
}

/** Served over TLS: the session cookie is then Secure. */
function isEncrypted(req: Request): boolean {
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}

/**
 * What the pool needs to know of the connection: a signal that fires if the client hangs up before its answer, and
 * whether the call is nested. The marker header is removed, so a script never sees (or echoes) it.
 */
function callContext(service: AppService, req: Request, res: Response): { signal: AbortSignal; nested: boolean } {
  const marker = req.headers[NESTED_CALL_HEADER];
  delete req.headers[NESTED_CALL_HEADER];
  const hangUp = new AbortController();
  res.once('close', () => { if (!res.writableFinished) hangUp.abort(); });
  return { signal: hangUp.signal, nested: service.isNestedCall(typeof marker === 'string' ? marker : undefined) };
}

function routeFailure(match: Exclude<RouteMatch<RegisteredEndpoint>, { kind: 'found' }>, method: string, path: string): HttpResponseData {
  if (match.kind === 'notFound') return notFoundResponse(path);
  if (method === 'OPTIONS') return optionsResponse(match.allowed as HttpMethod[]);
  return methodNotAllowedResponse(method, path, match.allowed);
}

function hostFields(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
}

/** Answers without reading a body the request may still be sending (it is discarded). */
function drainThen(req: Request, answer: () => void): void {
  req.resume();
  answer();
}
