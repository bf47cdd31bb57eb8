import { it } from 'vitest';
import { runScript } from './helpers.js';
const progs = {
  loop: '$s = 0; foreach ($i in 1..1000000) { $s += $i }; $s',
  calls: 'function f($x) { $x + 1 }; for ($i = 0; $i -lt 100000; $i++) { $null = f $i }',
  pipeline: '1..200000 | Where-Object { $_ % 2 } | ForEach-Object { $_ * 2 } | Measure-Object -Sum',
};
it('perf', () => {
  for (const [name, src] of Object.entries(progs)) {
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      const r = runScript(src);
      console.log(name, Math.round(performance.now() - t), 'ms', r.result.outcome, JSON.stringify(r.events.slice(0, 2).map((e: any) => e.value ?? e.record?.toString())));
    }
  }
});
