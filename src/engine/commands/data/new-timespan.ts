// New-TimeSpan: a [timespan] from -Start/-End (End minus Start, either defaulting to now) or from -Days, -Hours,
// -Minutes, -Seconds and -Milliseconds added together (the cmdlet reference, New-TimeSpan; its Pester tests).
import { defineCommand } from '../declaration.js';
import { PSTimeSpan } from '../../values/types.js';
import { localDateTime, wallMs } from '../../values/index.js';

const UNITS = [['Days', 86400000], ['Hours', 3600000], ['Minutes', 60000], ['Seconds', 1000], ['Milliseconds', 1]] as const;

export const newTimeSpan = defineCommand({
  name: 'New-TimeSpan',
  synopsis: 'Creates a TimeSpan object.',
  description: 'With -Start and -End writes the time between them (a missing one is now); with -Days, -Hours, -Minutes, '
    + '-Seconds and -Milliseconds writes their sum.',
  defaultParameterSet: 'Date',
  outputType: 'System.TimeSpan',
  parameters: [
    { name: 'Start', type: 'datetime', position: 0, valueFromPipelineByPropertyName: true, aliases: ['LastWriteTime'], parameterSets: ['Date'], help: 'The start of the span (default: now).' },
    { name: 'End', type: 'datetime', position: 1, valueFromPipelineByPropertyName: true, parameterSets: ['Date'], help: 'The end of the span (default: now).' },
    ...UNITS.map(([name]) => ({ name, type: 'int' as const, parameterSets: ['Time'], help: `${name} in the span.` })),
  ],
  examples: [
    { code: '(New-TimeSpan -Hours 1 -Minutes 30).TotalMinutes', remarks: 'Writes 90.', output: '90' },
    { code: "New-TimeSpan -Start '2024-01-01' -End '2024-03-01' | ForEach-Object Days", remarks: 'Writes 60.', output: '60' },
  ],
  process(ctx) {
    if (UNITS.some(([name]) => ctx.bound.has(name))) {
      const params = ctx.params as Record<string, unknown>;
      ctx.writeOutput(new PSTimeSpan(UNITS.reduce((ms, [name, f]) => ms + ((params[name] as number | undefined) ?? 0) * f, 0)), false);
      return;
    }
    const now = localDateTime(ctx.host.now(), ctx.host);
    const start = ctx.params.Start ?? now;
    const end = ctx.params.End ?? now;
    ctx.writeOutput(new PSTimeSpan(wallMs(end) - wallMs(start)), false);
  },
});

