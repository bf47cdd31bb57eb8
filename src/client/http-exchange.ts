// One hop of an HTTP exchange over node:http / node:https (http-client.ts follows the redirects). Not fetch: fetch
// refuses the ports it calls "bad" (6000, 5060, ...) and the TRACE method, which PowerShell reaches, and it resolves
// host names where no policy can see the address. Here the name is resolved first, each address is checked against
// the outbound policy, and the socket connects only to the addresses that passed (docs/sandbox.md, "Outbound calls").
import type { IncomingMessage } from 'node:http';
import { nodeHttp as http, nodeHttps } from './node-http.js';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { OutboundPolicy } from './outbound-policy.js';

export interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  signal: AbortSignal;
  /** Null: any address (the prompt's own calls, as PowerShell's). */
  policy: OutboundPolicy | null;
}

export type HopResult = { response: IncomingMessage } | { refused: string };

type Resolved = { address: string; family: 4 | 6 };

/** Opens the hop: resolves and checks the host, sends the request, resolves with the response's head. */
export async function openHop(hop: Hop): Promise<HopResult> {
  const host = hop.url.hostname.replace(/^\[(.*)\]$/, '$1');
  const secure = hop.url.protocol === 'https:';
  const port = Number(hop.url.port || (secure ? 443 : 80));
  let connectTo: LookupFunction | undefined;
  if (hop.policy !== null) {
    const literal = isIP(host);
    const addresses: Resolved[] = literal ? [{ address: host, family: literal as 4 | 6 }]
      : (await lookup(host, { all: true })).map((a) => ({ address: a.address, family: a.family as 4 | 6 }));
    const policy = hop.policy;
    const allowed = addresses.filter((a) => policy.refusal({ name: host, ...a, port }) === null);
    if (allowed.length === 0) return { refused: policy.refusal({ name: host, ...addresses[0]!, port })! };
    connectTo = pinnedLookup(allowed);
  }
  const body = hop.body === null ? null : Buffer.from(hop.body, 'utf8');
  const headers = body === null ? hop.headers : { ...hop.headers, 'Content-Length': String(body.byteLength) };
  const request = (secure ? nodeHttps() : http).request({
    protocol: hop.url.protocol, hostname: host, port, path: hop.url.pathname + hop.url.search,
    method: hop.method, headers, signal: hop.signal, lookup: connectTo,
  });
  return new Promise<HopResult>((resolve, reject) => {
    request.once('response', (response) => resolve({ response }));
    request.once('error', reject);
    request.end(body ?? undefined);
  });
}

/** A lookup that answers with the addresses already checked, so the socket connects to nothing else. */
function pinnedLookup(addresses: readonly Resolved[]): LookupFunction {
  return ((_name: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses.map((a) => ({ address: a.address, family: a.family })));
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as unknown as LookupFunction;
}

/** The body as sent, decoded from the Content-Encoding the server chose (gzip, deflate, br), as fetch did. */
export function decodedBody(response: IncomingMessage, method: string): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (method === 'HEAD' || response.statusCode === 204 || response.statusCode === 304) return response;
  const decoder = encoding === 'gzip' || encoding === 'x-gzip' ? createGunzip() : encoding === 'deflate' ? createInflate()
    : encoding === 'br' ? createBrotliDecompress() : null;
  if (decoder === null) return response;
  response.on('error', (e) => decoder.destroy(e));
  return response.pipe(decoder);
}
