// Examples are tests (STYLE.md): every Get-Help example that states its output runs in a fresh session, drawn as the
// console draws it, and must write exactly that. docs/commands.md shows the same code and output.
import { afterEach, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from '../http/helpers.js';
import { builtinCommands } from '../../src/engine/commands/registry.js';
import { exampleText, normalise } from './example-runner.js';

const examples = builtinCommands.flatMap((d) => (d.examples ?? []).flatMap((e, i) =>
  (e.output === undefined ? [] : [{ name: `${d.name} example ${i + 1}`, code: e.code, output: e.output }])));

describe('Get-Help examples', () => {
  // An example of svc's own commands has a service of its own (a real one, listening on 127.0.0.1), as at the prompt.
  let svc: Svc | null = null;
  afterEach(async () => { await svc?.close(); svc = null; });

  it.each(examples)('$name', async ({ code, output }) => {
    if (/Svc/.test(code)) svc = await startSvc();
    expect(exampleText(code, svc ? { service: svc.service.host } : {})).toBe(normalise(output));
  });
});
