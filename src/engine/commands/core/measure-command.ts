// Measure-Command: runs a script block and writes how long it took as a TimeSpan; the block's output is discarded
// (about_Measure-Command). With pipeline input the block runs once per object with $_ set, and the time covers them
// all. The clock is the host's (Date.now in the shell), so times are whole milliseconds.
import { defineCommand } from '../declaration.js';
import { PSTimeSpan } from '../../values/types.js';

export const measureCommand = defineCommand({
  name: 'Measure-Command',
  synopsis: 'Measures the time it takes to run script blocks and cmdlets.',
  description: 'Runs -Expression (its output is discarded; errors and other streams still show) and writes the elapsed '
    + 'time as a TimeSpan (Days, Hours, Minutes, Seconds, Milliseconds, TotalMilliseconds...).',
  parameters: [
    { name: 'Expression', type: 'scriptblock', position: 0, mandatory: true, help: 'The script block to time.' },
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'Objects the block runs for, as $_.' },
  ],
  examples: [
    { code: '(Measure-Command { Start-Sleep -Milliseconds 200 }).TotalMilliseconds -ge 200', remarks: 'A TimeSpan of at least 200 milliseconds.',
      output: 'True' },
    { code: '(Measure-Command { 1..1000 | ForEach-Object { $_ } }).TotalMilliseconds -ge 0', remarks: 'The time in milliseconds, as a number.',
      output: 'True' },
    { code: "$n = 0; $null = 1..3 | Measure-Command { $n += $_ }; $n", remarks: 'The block runs once per piped item ($_ is each), timed together; it runs in the caller\'s scope, so $n is 6.',
      output: '6' },
  ],
  outputType: 'System.TimeSpan',
  state: () => ({ elapsed: 0 }),
  process(ctx) {
    const started = ctx.host.now();
    ctx.invokeScriptBlock(ctx.params.Expression, ctx.expectingInput ? ctx.input : null);
    ctx.state.elapsed += ctx.host.now() - started;
  },
  end(ctx) { ctx.writeOutput(new PSTimeSpan(ctx.state.elapsed)); },
});
