// Examples are tests (STYLE.md): every Get-Help example runs in a fresh svc, typed at its prompt, drawn as the console
// draws it (example-runner.ts), and must write exactly the output it states. docs/commands.md shows the same code and
// output. An example without a stated output fails here (docs/architecture.md, "Adding a cmdlet").
import { describe, expect, it } from 'vitest';
import { builtinCommands } from '../../src/engine/commands/registry.js';
import { exampleText, normalise } from './example-runner.js';

const examples = builtinCommands.flatMap((d) => (d.examples ?? [])
  .map((e, i) => ({ name: `${d.name} example ${i + 1}`, code: e.code, output: e.output })));

describe('Get-Help examples', () => {
  it.each(examples)('$name', async ({ code, output }) => {
    expect(output, 'the example states no output: give it one (docs/architecture.md, "Adding a cmdlet")').toBeTypeOf('string');
    expect(await exampleText(code)).toBe(normalise(output!));
  });
});
