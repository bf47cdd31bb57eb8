// Set-SvcSetting (docs/contract.md 3): one named parameter per setting, so an unknown setting name is the binder's own
// NamedParameterNotFound error and Get-Help lists them all. Changes take effect at once (a port change rebinds).
import { defineCommand, type ParameterDeclaration } from '../declaration.js';
import { SETTINGS, settingHelp } from '../../protocol/settings-schema.js';
import { callService, requireService } from './service-access.js';

const NAME = 'Set-SvcSetting';

/** One parameter per setting, from the one declaration of the settings (docs/contract.md 3). */
export const SETTING_PARAMETERS: ParameterDeclaration[] = SETTINGS.map((s) => ({
  name: s.name,
  type: s.kind === 'int' ? 'int' : s.kind === 'switch' ? 'switch' : s.kind === 'rules' || s.kind === 'list' ? 'string[]' : 'string',
  ...(s.kind === 'int' ? { validateRange: [...s.range] as [number, number] } : {}),
  ...(s.kind === 'choice' ? { validateSet: [...s.choices] } : {}),
  help: settingHelp(s),
}));

export const setSvcSetting = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Changes service settings.',
  description: 'Each setting is a parameter; the ones given change at once. A port or address change rebinds the listener; if the new address cannot be bound, the old listener and settings stay.',
  parameters: SETTING_PARAMETERS,
  examples: [
    { code: 'Set-SvcSetting -DefaultErrorAction Stop',
      remarks: 'Endpoints defined without -ErrorAction answer 500 with the error list on any error (as PSU 3.0+).',
      output: '' },
    { code: 'Set-SvcSetting -Port 8080\n(Get-SvcSetting).Port', remarks: 'Moves the listener to port 8080.',
      output: '8080' },
    { code: 'Set-SvcSetting -JsonDepth 10 -LogLevel Warning', remarks: 'Deeper JSON; log only 4xx and 5xx requests.',
      output: '' },
    { code: "Set-SvcSetting -OutboundAllow 127.0.0.1, api.example.com:443",
      remarks: 'Endpoint scripts may call only this machine and api.example.com on port 443.',
      output: '' },
  ],
  process(ctx) {
    const service = requireService(ctx, NAME);
    const changes: Record<string, unknown> = {};
    for (const p of SETTING_PARAMETERS) if (ctx.bound.has(p.name)) changes[p.name] = ctx.params[p.name] ?? null;
    if (Object.keys(changes).length === 0) return;
    callService(ctx, NAME, 'InvalidSetting', () => service.setSettings(changes));
  },
});
