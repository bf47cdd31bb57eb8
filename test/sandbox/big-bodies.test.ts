// Big bodies and big allocations cost only the script's own limits (docs/sandbox.md, limits): a result body leaves
// the isolate as bytes and is capped by MaxResponseKB; Invoke-RestMethod/Invoke-WebRequest downloads stream under the
// same cap; strings and arrays too big for the isolate's memory limit are refused before they are built. Real HTTP
// against the real listener and a real upstream server, real isolates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSvc, type Svc } from '../http/helpers.js';

let svc: Svc;
let upstream: Server;
let up: string;
let sentBytes = 0;

const MB = 1024 * 1024;

/** Serves `size` bytes of 'u' in 64 KB chunks, without a Content-Length, counting what it manages to write. */
function stream(res: import('node:http').ServerResponse, size: number): void {
  const chunk = Buffer.alloc(64 * 1024, 'u');
  let left = size;
  const more = (): void => {
    while (left > 0) {
      const part = chunk.subarray(0, Math.min(left, chunk.length));
      left -= part.length;
      sentBytes += part.length;
      if (!res.write(part)) { res.once('drain', more); return; }
    }
    res.end();
  };
  res.on('close', () => { left = 0; });
  more();
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/small') return void res.end('é'.repeat(50_000));
    if (req.url === '/declared') { res.setHeader('Content-Length', String(300 * MB)); return void res.write('x'); }
    stream(res, 300 * MB);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  up = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  svc = await startSvc({ MemoryLimitMB: 64, MaxResponseKB: 1024 });
  svc.define(`
New-SvcEndpoint -Url /text -Endpoint { 'é' * 200000 }
New-SvcEndpoint -Url /json-string -Endpoint { '[' + ('1,' * 100000) + '1]' }
New-SvcEndpoint -Url /objects -Endpoint { 1..30000 | ForEach-Object { @{ n = $_ } } }
New-SvcEndpoint -Url /data -Endpoint { New-SvcApiResponse -Data ([byte[]]((0..255) * 200)) -ContentType application/x-test }
New-SvcEndpoint -Url /body -Endpoint { New-SvcApiResponse -StatusCode 201 -Body ('b' * 100000) }
New-SvcEndpoint -Url /over -Endpoint { 'x' * 2000000 }
New-SvcEndpoint -Url /over-data -Endpoint { New-SvcApiResponse -Data ([byte[]]((1..250) * 5000)) }
New-SvcEndpoint -Url /small -Endpoint { (Invoke-RestMethod '${up}/small').Length }
New-SvcEndpoint -Url /download -Timeout 20 -ErrorAction Stop -Endpoint { (Invoke-WebRequest '${up}/big').Content.Length }
New-SvcEndpoint -Url /declared -Timeout 20 -ErrorAction Stop -Endpoint { (Invoke-RestMethod '${up}/declared').Length }
New-SvcEndpoint -Url /alloc/new -ErrorAction Stop -Endpoint { [string]::new('x', 500000000) }
New-SvcEndpoint -Url /alloc/multiply -ErrorAction Stop -Endpoint { 'x' * 500000000 }
New-SvcEndpoint -Url /alloc/pad -ErrorAction Stop -Endpoint { 'x'.PadLeft(400000000) }
New-SvcEndpoint -Url /alloc/join -ErrorAction Stop -Endpoint { (1..100) -join ('y' * 1000000) }
New-SvcEndpoint -Url /alloc/replace -ErrorAction Stop -Endpoint { ('a' * 100) -replace 'a', ('z' * 1000000) }
New-SvcEndpoint -Url /alloc/array -ErrorAction Stop -Endpoint { (1..10) * 2000000 }
New-SvcEndpoint -Url /alloc/format -ErrorAction Stop -Endpoint { '{0,300000000}' -f 1 }
`);
});

afterAll(async () => {
  await svc?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('a result body', () => {
  it('crosses the isolate edge whole: text, JSON, objects, -Data bytes and -Body', async () => {
    expect(await svc.call('/text')).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8', body: 'é'.repeat(200_000) });
    const json = await svc.call('/json-string');
    expect(json.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(json.body)).toHaveLength(100_001);
    const objects = await svc.call('/objects');
    expect(JSON.parse(objects.body)[29_999]).toEqual({ n: 30_000 });
    const data = await svc.fetch('/data');
    const bytes = new Uint8Array(await data.arrayBuffer());
    expect([data.headers.get('content-type'), bytes.length, bytes[0], bytes[255], bytes[256], bytes[51_199]]).toEqual(['application/x-test', 51_200, 0, 255, 0, 255]);
    expect(await svc.call('/body')).toMatchObject({ status: 201, body: 'b'.repeat(100_000) });
  });

  it('over MaxResponseKB is a 500 naming the limit, text and bytes alike', async () => {
    const limit = "The script's response body exceeded its limit of 1024 KB (the MaxResponseKB setting).";
    expect(await svc.call('/over')).toMatchObject({ status: 500, body: limit });
    expect(await svc.call('/over-data')).toMatchObject({ status: 500, body: limit });
  });
});

describe('a download inside an endpoint', () => {
  it('streams under MaxResponseKB and stops past it with a PowerShell error', async () => {
    expect(await svc.call('/small')).toMatchObject({ status: 200, body: '50000' });
    sentBytes = 0;
    const big = await svc.call('/download');
    expect(big.status).toBe(500);
    expect(big.body).toContain('The response body exceeded the limit of 1024 KB (the MaxResponseKB setting); the download was stopped.');
    // The host stopped reading: the upstream could write its socket buffers' worth past the cap, not 300 MB.
    expect(sentBytes).toBeLessThan(64 * MB);
    const declared = await svc.call('/declared');
    expect(declared.body).toContain('(the MaxResponseKB setting)');
  });
});

describe('an allocation too big for the memory limit', () => {
  const recycled = (): number => svc.service.host.poolStats()?.recycled ?? NaN;
  let before = 0;
  beforeAll(() => { before = recycled(); });

  it.each(['new', 'multiply', 'pad', 'join', 'replace', 'array', 'format'])('is refused before it is built: %s', async (name) => {
    const r = await svc.call(`/alloc/${name}`);
    expect(r.status).toBe(500);
    expect(r.body).toMatch(/^A result of \d+ (characters|elements) would exceed the script's memory limit of 64 MB \(the MemoryLimitMB setting\)\./);
  });

  it('costs no isolate: refusals and MaxResponseKB are errors, not limits that recycle', () => {
    expect(recycled()).toBe(before);
  });
});
