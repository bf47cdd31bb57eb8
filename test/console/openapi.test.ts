// The OpenAPI 3.1 document (docs/console.md, "OpenAPI"): generated from each example's endpoints by a real svc process
// and checked against the OpenAPI 3.1 schema by @seriousme/openapi-schema-validator; then what param(), comment-based
// help and New-SvcApiResponse literals become.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { startSvc, waitFor } from '../shell/helpers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const examples = readdirSync(path.join(root, 'examples')).filter((f) => f.endsWith('.svc'));
const served: { file: string; child: ChildProcessWithoutNullStreams; base: string }[] = [];

beforeAll(async () => {
  await Promise.all(examples.map(async (file) => {
    const child = startSvc([path.join(root, 'examples', file)]);
    const seen = await waitFor(child.stderr, /Listening on (http:\/\/\S+)/);
    served.push({ file, child, base: /Listening on (http:\/\/\S+)/.exec(seen)![1]! });
  }));
}, 60000);
afterAll(() => { for (const s of served) s.child.kill('SIGTERM'); });

/** The document once the file has defined all its endpoints (it goes on defining them after the listener is bound). */
async function documentOf(file: string): Promise<Record<string, any>> {
  const s = served.find((x) => x.file === file)!;
  const read = async () => (await fetch(`${s.base}/_svc/openapi.json`)).json();
  let previous = await read();
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const doc = await read();
    if (Object.keys(doc.paths).length > 0 && JSON.stringify(doc) === JSON.stringify(previous)) return doc;
    previous = doc;
  }
}

describe('the OpenAPI document of each example', () => {
  it.each(examples)('%s validates against the OpenAPI 3.1 schema', async (file) => {
    const doc = await documentOf(file);
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('what the definitions become', () => {
  it('route parameters, param() types, Mandatory, ValidateSet, defaults and comment-based help', async () => {
    const doc = await documentOf('described-api.svc');
    const get = doc.paths['/users/{name}'].get;
    expect(get.summary).toBe('Gets a user by name.');
    expect(get.description).toBe('Reads one user.');
    expect(get.parameters).toEqual([
      { name: 'name', in: 'path', required: true, description: "The user's name, as in the path.", schema: { type: 'string' } },
      { name: 'Format', in: 'query', required: false, description: 'How much to return.', schema: { type: 'string', enum: ['short', 'full'], default: 'short' } },
    ]);
    expect(Object.keys(get.responses)).toEqual(['200', '400', '404']);
  });
  it('a JSON request body for POST, 500 under Stop, and every literal -StatusCode', async () => {
    const doc = await documentOf('described-api.svc');
    const post = doc.paths['/users'].post;
    expect(post.requestBody.required).toBe(true);
    expect(post.requestBody.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { Name: { type: 'string' }, Age: { type: 'integer', format: 'int32', minimum: 0, maximum: 150 } },
      required: ['Name'],
    });
    expect(Object.keys(post.responses)).toEqual(['200', '201', '400', '409', '500']);
    // Without param(), no 400; under Continue, no 500.
    expect(Object.keys(doc.paths['/users/{name}/avatar'].get.responses)).toEqual(['200']);
  });
  it('the bearer security scheme, security on each authenticated operation, 401 and 403 (docs/security.md)', async () => {
    const doc = await documentOf('psu-security.svc');
    expect(doc.components.securitySchemes).toEqual({ appToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: expect.any(String) } });
    const hello = doc.paths['/hello/'].get;
    expect(hello.security).toEqual([{ appToken: [] }]);
    expect(Object.keys(hello.responses)).toEqual(['200', '401', '403']);
    expect(Object.keys(doc.paths['/endpoint'].get.responses)).toEqual(['200', '401']);
    expect(doc.paths['/myEndpoint'].get.security).toBeUndefined();
    expect(Object.keys(doc.paths['/myEndpoint'].get.responses)).toEqual(['200']);
  });
  it('the error table example: 500 for the Stop endpoints, the 404 of New-SvcApiResponse', async () => {
    const doc = await documentOf('errors.svc');
    expect(Object.keys(doc.paths['/error2'].get.responses)).toEqual(['200', '500']);
    expect(Object.keys(doc.paths['/error'].get.responses)).toEqual(['200']);
    expect(Object.keys(doc.paths['/notfound'].get.responses)).toEqual(['200', '404']);
  });
});
