import { describe, it, expect } from 'vitest';
import { runScript, outputs } from './helpers.js';

const out = (src: string) => outputs(runScript(src));

describe('interpreter basics', () => {
  it('evaluates expressions and statements', () => {
    expect(out('1 + 2')).toEqual([3]);
    expect(out('$x = 5; $x * 2')).toEqual([10]);
    expect(out('if ($true) { "yes" } else { "no" }')).toEqual(['yes']);
    expect(out('foreach ($i in 1..3) { $i }')).toEqual([1, 2, 3]);
    expect(out('$s = 0; for ($i = 0; $i -lt 4; $i++) { $s += $i }; $s')).toEqual([6]);
  });

  it('calls functions with parameters', () => {
    expect(out('function f($x) { $x + 1 }; f 41')).toEqual([42]);
    expect(out('function g { param([int]$a, $b = 3) $a + $b }; g -a 2')).toEqual([5]);
  });

  it('runs pipelines', () => {
    expect(out('1..5 | Where-Object { $_ % 2 } | ForEach-Object { $_ * 10 }')).toEqual([10, 30, 50]);
  });

  it('reports statement-terminating errors and continues', () => {
    const r = runScript('1/0; "after"');
    expect(outputs(r)).toEqual(['after']);
    const errors = r.events.filter((e) => e.stream === 'error');
    expect(errors).toHaveLength(1);
  });
});
