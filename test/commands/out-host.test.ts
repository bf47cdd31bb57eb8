import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Out-Host', () => {
  it('shows on the host and writes nothing to the pipeline', () => {
    const r = run("'x' | Out-Host");
    expect(r.output).toEqual([]);
    expect(r.information).toEqual(['x']);
  });
  it('renders objects as the console would', () => {
    expect(run("[pscustomobject]@{ A = 1 } | Out-Host").information).toEqual(['\nA\n-\n1\n']);
  });
});
