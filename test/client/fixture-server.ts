// A plain Node HTTP server with fixed answers: the "third-party" server the client cmdlets are tested against
// (not svc's own listener). Listens on 127.0.0.1 with an ephemeral port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureServer {
  baseUrl: string;
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;

function send(res: http.ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': contentType, ...headers });
  res.end(body);
}

const routes: Record<string, Handler> = {
  '/json': (_q, _b, res) => send(res, 200, 'application/json; charset=utf-8', '{"name":"Adam","n":1,"tags":["a","b"]}'),
  '/array': (_q, _b, res) => send(res, 200, 'application/json', '[{"id":1},{"id":2},{"id":3}]'),
  '/text': (_q, _b, res) => send(res, 200, 'text/plain; charset=utf-8', 'hello world'),
  '/empty': (_q, _b, res) => send(res, 200, 'text/plain', ''),
  '/headers': (_q, _b, res) => send(res, 200, 'text/plain', 'ok', { 'X-Custom': 'yes' }),
  '/notfound': (_q, _b, res) => send(res, 404, 'text/plain; charset=utf-8', 'Not here'),
  '/empty404': (_q, _b, res) => send(res, 404, 'text/plain', ''),
  '/fail-json': (_q, _b, res) => send(res, 500, 'application/json', '{"error":"boom","code":42}'),
  '/fail-html': (_q, _b, res) => send(res, 503, 'text/html', '<html><body><h1>Down</h1></body></html>'),
  '/stack': (_q, _b, res) => send(res, 500, 'text/plain; charset=utf-8', 'Whoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1'),
  '/slow': (_q, _b, res) => { const t = setTimeout(() => send(res, 200, 'text/plain', 'late'), 5000); res.on('close', () => clearTimeout(t)); },
  '/redirect': (req, _b, res) => send(res, 302, 'text/plain', '', { Location: new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/' }),
  '/echo': (req, body, res) => send(res, 200, 'application/json', JSON.stringify({
    method: req.method, url: req.url, contentType: req.headers['content-type'] ?? null, body,
    userAgent: req.headers['user-agent'] ?? null, custom: req.headers['x-custom'] ?? null,
  })),
};

export async function startFixtureServer(): Promise<FixtureServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const handler = routes[path];
      if (handler) handler(req, Buffer.concat(chunks).toString('utf8'), res);
      else send(res, 404, 'text/plain', 'no such fixture');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A port nothing listens on (bound, read, released). */
export async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
