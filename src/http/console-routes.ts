// The console page under the reserved prefix (docs/console.md): the page and its bundled assets, the endpoint list,
// a live request log over Server-Sent Events, the OpenAPI document and Swagger UI. The document itself is built by
// the engine (src/engine/endpoint/openapi/), which reads the endpoint scripts; this file only serves it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestRecord } from './request-log.js';
import type { StoreEntryInfo } from '../engine/protocol/store-types.js';

/** What the console shows of an endpoint: its definition with the settings it runs under filled in. */
export interface ConsoleEndpoint {
  id: number;
  url: string;
  methods: string[];
  errorAction: string;
  timeout: number;
  description: string | null;
  tags: string[];
  script: string;
  /** -Authentication and -Role (docs/security.md): the page marks the endpoint and its try-it form takes a token. */
  authentication: boolean;
  roles: string[];
}

export type ConsoleEvent = { type: 'request'; record: RequestRecord } | { type: 'endpoints' } | { type: 'cache' };

/** The cache panel's data: the store's name and its keys, or why they cannot be listed now. */
export type ConsoleCache = { store: string; entries: StoreEntryInfo[] } | { store: string; error: string };

/** What the console needs from the service. */
export interface ConsoleService {
  endpoints(): ConsoleEndpoint[];
  requests(): RequestRecord[];
  subscribe(listener: (event: ConsoleEvent) => void): () => void;
  openApi(): Promise<Record<string, unknown>>;
  /** The cache's keys (docs/state.md), for the cache panel. */
  cache(): Promise<ConsoleCache>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.png': 'image/png', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
};

/** dist/console-page (the bundled page), whether this module runs compiled (dist/src/http) or from source (src/http). */
function pageDirectory(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const compiled = path.basename(path.resolve(here, '../..')) === 'dist';
  return path.resolve(here, compiled ? '../../console-page' : '../../dist/console-page');
}

function swaggerDirectory(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** Swagger UI's own page, pointed at the document beside it (swagger-ui-dist's index.html loads a demo URL). */
const SWAGGER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>svc API</title>
<link rel="stylesheet" href="swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="swagger-ui-bundle.js"></script>
<script src="swagger-init.js"></script></body></html>`;
const SWAGGER_INIT = `window.ui = SwaggerUIBundle({ url: '../openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** Answers a request under the prefix; `rest` is the path after the prefix ('' or starting with '/'). */
export function createConsoleHandler(service: ConsoleService): (req: IncomingMessage, res: ServerResponse, prefix: string, rest: string) => void {
  const pages = pageDirectory();
  const swagger = swaggerDirectory();
  const cache = new Map<string, Buffer>();
  const file = (res: ServerResponse, full: string) => {
    let data = cache.get(full);
    if (!data) {
      if (!existsSync(full)) return send(res, 404, 'text/plain; charset=utf-8', 'Not found.');
      data = readFileSync(full);
      cache.set(full, data);
    }
    send(res, 200, TYPES[path.extname(full)] ?? 'application/octet-stream', data);
  };
  return (req, res, prefix, rest) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'The console answers GET only.', [['Allow', 'GET, HEAD']]);
    if (rest === '' ) return redirect(res, prefix + '/');
    if (rest === '/docs') return redirect(res, prefix + '/docs/');
    if (rest === '/') return file(res, path.join(pages, 'index.html'));
    if (rest === '/api/endpoints') return json(res, service.endpoints());
    if (rest === '/api/requests') return json(res, service.requests());
    if (rest === '/api/cache') {
      service.cache().then((listed) => json(res, listed), () => send(res, 500, 'text/plain; charset=utf-8', 'The cache could not be listed.'));
      return;
    }
    if (rest === '/openapi.json') {
      service.openApi().then((doc) => json(res, doc), () => send(res, 500, 'text/plain; charset=utf-8', 'The OpenAPI document could not be built.'));
      return;
    }
    if (rest === '/events') return events(res, service);
    if (rest === '/docs/') return send(res, 200, TYPES['.html']!, SWAGGER_PAGE);
    if (rest === '/docs/swagger-init.js') return send(res, 200, TYPES['.js']!, SWAGGER_INIT);
    const asset = /^\/(docs\/)?([A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(rest);
    if (asset) return file(res, path.join(asset[1] ? swagger : pages, asset[2]!));
    send(res, 404, 'text/plain; charset=utf-8', 'Not found.');
  };
}

/**
 * Server-Sent Events: `endpoints` when the list changes, `request` for each answered request (its sequence is the id),
 * `cache` when this process changed the cache.
 */
function events(res: ServerResponse, service: ConsoleService): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  res.write('retry: 1000\n\n');
  const stop = service.subscribe((event) => {
    if (event.type === 'endpoints') res.write('event: endpoints\ndata: {}\n\n');
    else if (event.type === 'cache') res.write('event: cache\ndata: {}\n\n');
    else res.write(`id: ${event.record.sequence}\nevent: request\ndata: ${JSON.stringify(event.record)}\n\n`);
  });
  // A comment line now and then keeps proxies and idle timeouts from closing a quiet stream.
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15000);
  keepAlive.unref();
  // The response's close (the client went away); the request's own close fires as soon as its (empty) body is read.
  res.on('close', () => { clearInterval(keepAlive); stop(); });
}

function json(res: ServerResponse, value: unknown): void {
  send(res, 200, TYPES['.json']!, JSON.stringify(value));
}

function redirect(res: ServerResponse, location: string): void {
  send(res, 301, 'text/plain; charset=utf-8', `Moved to ${location}`, [['Location', location]]);
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, extra: [string, string][] = []): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of extra) res.setHeader(name, value);
  res.end(body);
}
