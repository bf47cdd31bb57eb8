// The HTTP listener: bound lazily, rebound live (a new socket opens before the old one closes, so a failed rebind
// keeps the service where it was), closed gracefully. A bind failure is one line naming the address (docs/contract.md 2).
import type { RequestListener, Server } from 'node:http';
import { nodeHttp } from '../client/node-http.js';

const { createServer } = nodeHttp;

export interface BoundAddress {
  host: string;
  port: number;
  url: string;
}

/** Why an address could not be bound: the port (in use, not allowed) or the address (not on this machine, unknown). */
export type ListenFailureKind = 'portInUse' | 'portDenied' | 'addressUnavailable' | 'hostUnknown' | 'other';

/** A bind failure as data: its kind, the address asked for, and one line naming them. */
export class ListenError extends Error {
  constructor(readonly kind: ListenFailureKind, readonly host: string, readonly port: number, message: string) {
    super(message);
    this.name = 'ListenError';
  }
}

export class Listener {
  private server: Server | null = null;
  private current: BoundAddress | null = null;

  constructor(private readonly handler: RequestListener) {}

  get address(): BoundAddress | null {
    return this.current;
  }

  /**
   * Binds host:port (port 0: a free one); on success the previous socket, if any, is closed gracefully. When the
   * port is held by this listener itself (same port, another address), the old socket stops listening first and is
   * put back if the new address cannot be bound.
   */
  async bind(host: string, port: number, graceMs = 5000): Promise<BoundAddress> {
    let server: Server;
    try {
      server = await openServer(this.handler, host, port);
    } catch (e) {
      const previous = this.current;
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || !this.server || !previous || previous.port !== port) {
        throw bindFailure(e as NodeJS.ErrnoException, host, port);
      }
      void closeServer(this.server, graceMs);
      this.server = null;
      this.current = null;
      try {
        server = await openServer(this.handler, host, port);
      } catch (again) {
        await this.restore(previous);
        throw bindFailure(again as NodeJS.ErrnoException, host, port);
      }
    }
    return this.adopt(server, host, port, graceMs);
  }

  private adopt(server: Server, host: string, port: number, graceMs: number): BoundAddress {
    const actual = server.address();
    const boundPort = typeof actual === 'object' && actual ? actual.port : port;
    const previous = this.server;
    this.server = server;
    this.current = { host, port: boundPort, url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}` };
    if (previous) void closeServer(previous, graceMs);
    return this.current;
  }

  private async restore(previous: BoundAddress): Promise<void> {
    try {
      this.adopt(await openServer(this.handler, previous.host, previous.port), previous.host, previous.port, 0);
    } catch {
      // The old address is gone too: the service stays unbound; the error of the new bind is what gets reported.
    }
  }

  /**
   * Stops accepting; requests in flight get up to graceMs to finish. Then `atGrace` runs (the service stops the
   * scripts still running, which answer 503) and the connections left after CUT_AFTER_GRACE_MS more are cut.
   */
  async close(graceMs = 5000, atGrace?: () => void): Promise<void> {
    const server = this.server;
    this.server = null;
    this.current = null;
    if (server) await closeServer(server, graceMs, atGrace);
  }
}

/**
 * Slow clients are cut (docs/http.md, slow connections): the request line and headers must arrive within
 * HEADERS_TIMEOUT_MS and the whole request, body included, within REQUEST_TIMEOUT_MS (Node answers 408 and closes).
 * Node checks them every CHECK_INTERVAL_MS (its default of 30 s would let a one-byte-a-second client linger that
 * long past its limit). The script's own run time is not counted: it starts once the request has arrived.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
const CHECK_INTERVAL_MS = 1_000;

function openServer(handler: RequestListener, host: string, port: number): Promise<Server> {
  const server = createServer({
    headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CHECK_INTERVAL_MS,
  }, handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.removeListener('error', reject);
      resolve(server);
    });
  });
}

/**
 * The backstop for the answers of the calls stopped at the grace: connections still open this long after it are cut.
 * Each connection closes as soon as its 503 is written (the idle sweep), so this wait is only reached by a connection
 * that never answers; a short backstop cut answers that were still on their way on a loaded machine.
 */
const CUT_AFTER_GRACE_MS = 5000;

/** While the stopped calls' answers are written, connections are closed as soon as they fall idle. */
const IDLE_SWEEP_MS = 25;

function closeServer(server: Server, graceMs: number, atGrace?: () => void): Promise<void> {
  return new Promise((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      if (atGrace === undefined) return server.closeAllConnections();
      atGrace();
      server.closeIdleConnections();
      // A keep-alive connection whose 503 has just been written is idle: closed at once, not at the cut.
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
      setTimeout(() => server.closeAllConnections(), CUT_AFTER_GRACE_MS).unref();
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

function bindFailure(e: NodeJS.ErrnoException, host: string, port: number): ListenError {
  const failure = (kind: ListenFailureKind, why: string) => new ListenError(kind, host, port, `Cannot listen on ${host}:${port}: ${why}.`);
  switch (e.code) {
    case 'EADDRINUSE': return failure('portInUse', `port ${port} is already in use`);
    case 'EACCES': return failure('portDenied', `permission denied for port ${port}`);
    case 'EADDRNOTAVAIL': return failure('addressUnavailable', `the address ${host} is not available on this machine`);
    case 'ENOTFOUND': case 'EAI_AGAIN': return failure('hostUnknown', `the host name ${host} cannot be resolved`);
    default: return failure('other', e.code ?? e.message);
  }
}
