// Start-Sleep (sleep): waits through host.sleep, which blocks without burning CPU (a bridged wait in the sandbox) and
// throws PipelineStoppedSignal when Ctrl-C or a timeout stops the run.
import { defineCommand } from '../declaration.js';
import { toNumber } from '../../values/index.js';

export const startSleep = defineCommand({
  name: 'Start-Sleep',
  aliases: ['sleep'],
  synopsis: 'Suspends the activity in a script or session for the specified period of time.',
  description: 'Waits for -Seconds (fractions allowed) or -Milliseconds, then continues. Inside an endpoint the wait '
    + 'counts towards the endpoint timeout.',
  defaultParameterSet: 'Seconds',
  parameters: [
    { name: 'Seconds', type: 'double', position: 0, mandatory: true, valueFromPipeline: true, valueFromPipelineByPropertyName: true,
      parameterSets: ['Seconds'], validateRange: [0, 2147483], help: 'How long to wait, in seconds.' },
    { name: 'Milliseconds', type: 'int', mandatory: true, valueFromPipelineByPropertyName: true, aliases: ['ms'],
      parameterSets: ['Milliseconds'], validateRange: [0, 2147483647], help: 'How long to wait, in milliseconds.' },
    { name: 'Duration', type: 'object', mandatory: true, aliases: ['ts'], parameterSets: ['FromTimeSpan'], help: 'How long to wait, as a TimeSpan.' },
  ],
  examples: [
    { code: 'Start-Sleep -Seconds 1.5', remarks: 'Waits one and a half seconds.', output: '' },
    { code: 'sleep -ms 200', remarks: 'Waits 200 milliseconds.', output: '' },
  ],
  process(ctx) {
    const p = ctx.params;
    const ms = ctx.bound.has('Milliseconds') ? toNumber(p.Milliseconds)
      : ctx.bound.has('Duration') ? durationMs(p.Duration) : toNumber(p.Seconds) * 1000;
    if (ms > 0) ctx.host.sleep(ms);
  },
});

function durationMs(value: unknown): number {
  return typeof value === 'object' && value !== null && 'ms' in value ? Number((value as { ms: number }).ms) : Number(value) / 10000;
}
