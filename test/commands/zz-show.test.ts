import { it } from 'vitest';
import { builtinCommands } from '../../src/engine/commands/registry.js';
import { exampleText } from './example-runner.js';
const only = (process.env.EX_ONLY ?? '').split(',').filter(Boolean);
it('show', async () => {
  for (const d of builtinCommands) for (const [i, e] of (d.examples ?? []).entries()) {
    const name = `${d.name} #${i + 1}`;
    if (only.length ? !only.some((o) => name.startsWith(o)) : e.output !== undefined) continue;
    console.log(`### ${name}\n${e.code}\n=====\n${await exampleText(e.code)}\n`);
  }
}, 600000);
