import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Out-Null / Out-Host', () => {
  it('Out-Null discards output', () => {
    expect(run("1..3 | Out-Null; 'end'").output).toEqual(['end']);
  });
  it('Out-Host shows on the host and writes nothing to the pipeline', () => {
    const r = run("'x' | Out-Host");
    expect(r.output).toEqual([]);
    expect(r.information).toEqual(['x']);
  });
});
