import { it } from 'vitest';
import { exampleText } from './example-runner.js';
it('try', async () => {
  for (const code of (process.env.EX_CODE ?? '').split('\n@@\n')) console.log(`### ${code}\n=====\n${await exampleText(code)}\n`);
}, 600000);
