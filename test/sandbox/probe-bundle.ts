// Builds a guest of test/sandbox/fixtures/ (probe-guest.ts by default) into a bundle the pool can load, the same way the
// engine is bundled.
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointRequest } from '../../src/engine/protocol/endpoint-types.js';
import type { ExecuteOptions } from '../../src/sandbox/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildProbeBundle(fixture = 'probe-guest.ts'): Promise<string> {
  const outfile = path.join(mkdtempSync(path.join(os.tmpdir(), 'svc-sandbox-')), 'probe.bundle.js');
  await build({
    entryPoints: [path.join(here, 'fixtures', fixture)], outfile, bundle: true, format: 'iife',
    platform: 'neutral', mainFields: ['module', 'main'], conditions: ['import', 'default'], target: 'es2022', logLevel: 'warning',
  });
  return outfile;
}

/** A bundle whose load throws: the pool must report it per call, not hang. */
export function writeBrokenBundle(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'svc-sandbox-')), 'broken.bundle.js');
  writeFileSync(file, 'throw new Error("this bundle does not load");');
  return file;
}

export function request(body = '', overrides: Partial<EndpointRequest> = {}): EndpointRequest {
  return {
    method: 'GET', url: '/t', path: '/t', urlDefinition: '/t', routeParameters: {}, query: {}, headers: {},
    cookies: {}, body, data: new TextEncoder().encode(body), form: null, remoteIpAddress: '127.0.0.1', remotePort: 50000,
    localIpAddress: '127.0.0.1', localPort: 5000, requestId: 'r1', connectionId: 'c1', sessionId: 's1', identity: null, ...overrides,
  };
}

export function options(script: string, timeoutMs = 1000, memoryLimitMb = 64): ExecuteOptions {
  return { script, errorAction: 'Continue', jsonDepth: 5, timeoutMs, memoryLimitMb };
}

export async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}
