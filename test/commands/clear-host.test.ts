import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';
import { CLEAR_SEQUENCE } from '../../src/engine/commands/output/clear-host.js';

describe('Clear-Host', () => {
  it('writes the clear-screen sequence to the host, without a newline, and nothing to the pipeline', () => {
    const r = run('Clear-Host');
    expect(r.events.find((x) => x.stream === 'information')).toMatchObject({ value: CLEAR_SEQUENCE, tags: ['PSHOST'], hostOptions: { noNewline: true } });
    expect(r.output).toEqual([]);
  });
  it('answers to cls and clear', () => {
    for (const alias of ['cls', 'clear']) expect(run(alias).events.some((x) => x.stream === 'information' && x.value === CLEAR_SEQUENCE)).toBe(true);
  });
});
