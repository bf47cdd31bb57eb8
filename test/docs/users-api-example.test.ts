// examples/users-api.svc, as docs/http.md shows it with curl: a CRUD API on the cache, run by the real launcher.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { startSvcProcess, waitFor } from '../shell/helpers.js';

const EXAMPLE = fileURLToPath(new URL('../../examples/users-api.svc', import.meta.url));
let child: ChildProcessWithoutNullStreams;
let base: string;

beforeAll(async () => {
  child = startSvcProcess([EXAMPLE]);
  base = /Listening on (http:\/\/\S+)/.exec(await waitFor(child.stderr, /Listening on (http:\/\/\S+)/))![1];
}, 60_000);
afterAll(() => { child.kill('SIGTERM'); });

async function call(path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: string }> {
  const res = await fetch(base + path, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.text() };
}

describe('examples/users-api.svc (docs/http.md)', () => {
  it('creates, lists, reads and deletes users that live in the cache', async () => {
    expect(await call('/users')).toEqual({ status: 200, body: '[]' });
    expect(await call('/users', 'POST', { name: 'Ann', age: 42 })).toEqual({ status: 201, body: '{"id":1,"name":"Ann","age":42}' });
    expect(await call('/users', 'POST', { name: 'Bob' })).toEqual({ status: 201, body: '{"id":2,"name":"Bob","age":0}' });
    expect(await call('/users')).toEqual({ status: 200, body: '[{"id":1,"name":"Ann","age":42},{"id":2,"name":"Bob","age":0}]' });
    expect(await call('/users/1')).toEqual({ status: 200, body: '{"id":1,"name":"Ann","age":42}' });
    expect(await call('/users/1', 'DELETE')).toEqual({ status: 204, body: '' });
    expect(await call('/users/1')).toEqual({ status: 404, body: 'No user with id 1.' });
    expect(await call('/users/1', 'DELETE')).toEqual({ status: 404, body: 'No user with id 1.' });
    expect(await call('/users')).toEqual({ status: 200, body: '[{"id":2,"name":"Bob","age":0}]' });
    expect((await call('/users', 'POST', { age: 1 })).status).toBe(400);
  });

  it('concurrent POSTs get distinct ids and lose no user', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => call('/users', 'POST', { name: `u${i}` })));
    expect(made.every((m) => m.status === 201)).toBe(true);
    const ids = made.map((m) => (JSON.parse(m.body) as { id: number }).id);
    expect(new Set(ids).size).toBe(20);
    const listed = JSON.parse((await call('/users')).body) as { name: string }[];
    for (let i = 0; i < 20; i++) expect(listed.some((u) => u.name === `u${i}`), `u${i}`).toBe(true);
  }, 60_000);
});
