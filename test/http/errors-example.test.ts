// examples/errors.svc reproduces the error table of docs/contract.md 4.5; this runs the file and calls each endpoint.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';

let svc: Svc;
beforeAll(async () => {
  svc = await startSvc();
  svc.define(readFileSync(new URL('../../examples/errors.svc', import.meta.url), 'utf8'));
});
afterAll(() => svc.close());

it.each([
  ['/error', 200, ''],
  ['/error2', 500, 'Whoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1'],
  ['/throw', 500, 'Bad things happened'],
  ['/throw2', 500, 'Bad things happened\nat Get-Thing, <No file>: line 3\nat <ScriptBlock>, <No file>: line 5\nat <ScriptBlock>, <No file>: line 1'],
  ['/notfound', 404, 'Not here'],
  ['/user/Adam', 200, '{"Name":"Adam"}'],
  ['/user/Bob', 404, 'Not here'],
])('GET %s -> %i', async (path, status, body) => {
  expect(await svc.call(path)).toMatchObject({ status, body });
});
