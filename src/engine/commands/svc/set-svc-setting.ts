// Set-SvcSetting (docs/contract.md 3): one named parameter per setting, so an unknown setting name is the binder's own
// NamedParameterNotFound error and Get-Help lists them all. Changes take effect at once (a port change rebinds).
import { defineCommand } from '../declaration.js';
import { callService, requireService } from './service-access.js';

const NAME = 'Set-SvcSetting';

export const SETTING_PARAMETERS = [
  { name: 'Port', type: 'int' as const, validateRange: [0, 65535] as [number, number], help: 'Listener port (0: a free one). Rebinds the listener. Default: 5000.' },
  { name: 'ListenAddress', type: 'string' as const, help: 'Listener address. Rebinds the listener. Default: 127.0.0.1.' },
  { name: 'DefaultErrorAction', type: 'string' as const, validateSet: ['Continue', 'SilentlyContinue', 'Ignore', 'Stop'], help: 'ErrorAction of endpoints defined without -ErrorAction. Default: Continue.' },
  { name: 'ApiTimeout', type: 'int' as const, validateRange: [0, 86400] as [number, number], help: 'Seconds an endpoint script may run (0: no limit). Default: 30.' },
  { name: 'MemoryLimitMB', type: 'int' as const, validateRange: [8, 65536] as [number, number], help: 'Memory per sandbox isolate, in MB. Default: 128.' },
  { name: 'JsonDepth', type: 'int' as const, validateRange: [0, 100] as [number, number], help: 'Depth of the automatic JSON serialisation of output. Default: 5.' },
  { name: 'MaxRequestBodyKB', type: 'int' as const, validateRange: [0, 1048576] as [number, number], help: 'Larger request bodies get 413. Default: 1024.' },
  { name: 'MaxRequestFields', type: 'int' as const, validateRange: [1, 1000000] as [number, number], help: 'Query strings and forms with more fields get 400. Default: 1000.' },
  { name: 'LogLevel', type: 'string' as const, validateSet: ['None', 'Error', 'Warning', 'Information', 'Verbose'], help: 'Request log level (Information: one line per request). Default: Information.' },
  { name: 'LoggingFilePath', type: 'string' as const, help: 'Also append request log lines (JSON lines) to this file; empty: none.' },
  { name: 'ClientEdition', type: 'string' as const, validateSet: ['Core', 'Desktop'], help: 'How Invoke-RestMethod/Invoke-WebRequest report 4xx/5xx: Core (PowerShell 7) or Desktop (5.1).' },
  { name: 'RequestLogSize', type: 'int' as const, validateRange: [0, 100000] as [number, number], help: 'Requests kept for Get-SvcRequestLog and the console page (0: none). Default: 100.' },
];

export const setSvcSetting = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Changes service settings.',
  description: 'Each setting is a parameter; the ones given change at once. A port or address change rebinds the listener; if the new address cannot be bound, the old listener and settings stay.',
  parameters: SETTING_PARAMETERS,
  examples: [
    { code: 'Set-SvcSetting -DefaultErrorAction Stop', remarks: 'Endpoints defined without -ErrorAction answer 500 with the error list on any error (as PSU 3.0+).' },
    { code: 'Set-SvcSetting -Port 8080', remarks: 'Moves the listener to port 8080.' },
    { code: 'Set-SvcSetting -JsonDepth 10 -LogLevel Warning', remarks: 'Deeper JSON; log only 4xx and 5xx requests.' },
  ],
  process(ctx) {
    const service = requireService(ctx, NAME);
    const changes: Record<string, unknown> = {};
    for (const p of SETTING_PARAMETERS) if (ctx.bound.has(p.name)) changes[p.name] = ctx.params[p.name] ?? null;
    if (Object.keys(changes).length === 0) return;
    callService(ctx, NAME, 'InvalidSetting', () => service.setSettings(changes));
  },
});
