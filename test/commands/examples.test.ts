// Examples are tests (STYLE.md): every Get-Help example that states its output runs in a fresh session, drawn as the
// console draws it, and must write exactly that. docs/commands.md shows the same code and output.
import { describe, expect, it } from 'vitest';
import { builtinCommands } from '../../src/engine/commands/registry.js';
import { exampleText, normalise } from './example-runner.js';

const examples = builtinCommands.flatMap((d) => (d.examples ?? []).flatMap((e, i) =>
  (e.output === undefined ? [] : [{ name: `${d.name} example ${i + 1}`, code: e.code, output: e.output }])));

describe('Get-Help examples', () => {
  it.each(examples)('$name', ({ code, output }) => {
    expect(exampleText(code)).toBe(normalise(output));
  });
});
