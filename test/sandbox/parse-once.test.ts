// An endpoint script is parsed once per isolate (docs/architecture.md, "Parsing"): the real guest and engine in a real
// isolate (fixtures/counting-guest.ts), asked through the pool how often the isolate's grammar has parsed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatePool, type IsolatePool } from '../../src/sandbox/index.js';
import type { ExecuteOptions } from '../../src/sandbox/index.js';
import { buildProbeBundle, options, request } from './probe-bundle.js';
import { PARSE_COUNT } from './fixtures/parse-count.js';

let pool: IsolatePool;

beforeAll(async () => {
  // One isolate that never grows, so every call lands on the isolate whose parses are counted.
  pool = createIsolatePool({ size: 1, maxIsolates: 1, bundlePath: await buildProbeBundle('counting-guest.ts'), memoryLimitMb: 64 });
  await pool.ready();
});
afterAll(() => pool.close());

async function parses(): Promise<number> {
  const result = await pool.execute('count', request(), options(PARSE_COUNT));
  return Number((result as { body: { value: string } }).body.value);
}

const call = (script: string, extra: Partial<ExecuteOptions> = {}) => pool.execute('endpoint', request(), { ...options(script), ...extra });

describe('endpoint scripts inside one isolate', () => {
  it('parses a block once, however often it is called', async () => {
    const before = await parses();
    for (let i = 0; i < 5; i++) expect(await call("{ 'same' }")).toMatchObject({ kind: 'output', body: { value: 'same' } });
    expect(await parses()).toBe(before + 1);
  });

  it('parses a redefined script once more, and keeps the old parse', async () => {
    const before = await parses();
    await call("{ 'v1' }");
    await call("{ 'v2' }");
    await call("{ 'v1' }");
    await call("{ 'v2' }");
    expect(await parses()).toBe(before + 2);
  });

  it('parses a -Path file once, and its stack traces name the file and the line', async () => {
    const file = "'a'\nWrite-Error 'boom'\n";
    const before = await parses();
    for (let i = 0; i < 3; i++) {
      const result = await call(file, { scriptName: 'endpoints/f.ps1', errorAction: 'Stop' });
      expect(result).toMatchObject({ kind: 'terminated', errors: [{ message: 'boom', scriptStackTrace: expect.arrayContaining(['at <ScriptBlock>, endpoints/f.ps1: line 2']) }] });
    }
    expect(await parses()).toBe(before + 1);
  });

  it('keeps a block and a file of the same text apart (the block\'s braces are not code)', async () => {
    const text = '{ 1 }';
    const before = await parses();
    expect(await call(text)).toMatchObject({ kind: 'output', body: { value: '1' } });
    const asFile = await call(text, { scriptName: 'f.ps1' });
    expect(asFile.kind).toBe('output');
    expect(asFile).not.toMatchObject({ body: { value: '1' } });
    expect(await parses()).toBe(before + 2);
  });

  it('parses the files an endpoint loads once, however often it is called (docs/files.md, "Code that endpoints share")', async () => {
    const sharedFiles = [
      { name: './helpers.psm1', from: null, scriptName: './helpers.psm1', path: '/srv/helpers.psm1', text: 'function Get-Twice($n) { 2 * $n }' },
      { name: './more.svc', from: null, scriptName: './more.svc', path: '/srv/more.svc', text: '$offset = 1' },
    ];
    const script = '{ Import-Module ./helpers.psm1; . ./more.svc; (Get-Twice 21) + $offset }';
    const before = await parses();
    for (let i = 0; i < 4; i++) expect(await call(script, { sharedFiles })).toMatchObject({ kind: 'output', body: { value: '43' } });
    expect(await parses()).toBe(before + 3);
  });
});
