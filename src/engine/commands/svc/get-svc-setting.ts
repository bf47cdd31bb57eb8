// Get-SvcSetting (docs/contract.md 3): the settings as one object, in the order of Set-SvcSetting's parameters.
import { defineCommand } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { requireService } from './service-access.js';
import { settingNames } from '../../protocol/settings-schema.js';

export const getSvcSetting = defineCommand({
  name: 'Get-SvcSetting',
  shellOnly: true,
  synopsis: 'Gets the service settings.',
  description: `Writes one Svc.Settings object: ${settingNames.join(', ')}, and Pool, once the listener is bound: the sandbox pool now (Size, Busy, Idle, Starting, Queued, MaxIsolates, Completed, Recycled, Refused, and HeapMb: the idle isolates' heaps in MB).`,
  parameters: [],
  examples: [
    { code: 'Get-SvcSetting | Select-Object JsonDepth, DefaultErrorAction, LogLevel', remarks: 'Shows the settings (here three of them).',
      output: 'JsonDepth DefaultErrorAction LogLevel\n--------- ------------------ --------\n        5 Continue           Information' },
    { code: 'Set-SvcSetting -JsonDepth 10; (Get-SvcSetting).JsonDepth', remarks: 'One setting.',
      output: '10' },
  ],
  outputType: 'Svc.Settings',
  process(ctx) {
    const service = requireService(ctx, 'Get-SvcSetting');
    const entries: [string, unknown][] = Object.entries(service.getSettings());
    // The sandbox pool as it is now (docs/sandbox.md, the pool): read-only, after the settings.
    const pool = service.poolStats?.() ?? null;
    if (pool !== null) {
      const shown = ['size', 'busy', 'idle', 'starting', 'queued', 'maxIsolates', 'completed', 'recycled', 'refused', 'heapMb'];
      entries.push(['Pool', PSObject.from(shown.filter((k) => k in pool).map((k) => [k[0]!.toUpperCase() + k.slice(1), pool[k]]),
        ['Svc.PoolStats', 'System.Management.Automation.PSCustomObject', 'System.Object'])]);
    }
    ctx.writeOutput(PSObject.from(entries, ['Svc.Settings', 'System.Management.Automation.PSCustomObject', 'System.Object']));
  },
});
