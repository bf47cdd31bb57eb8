// Get-SvcSetting (docs/contract.md 3): the settings as one object, in the order of Set-SvcSetting's parameters.
import { defineCommand } from '../declaration.js';
import { PSObject } from '../../values/types.js';
import { requireService } from './service-access.js';
import { settingNames } from '../../service/settings-schema.js';

export const getSvcSetting = defineCommand({
  name: 'Get-SvcSetting',
  shellOnly: true,
  synopsis: 'Gets the service settings.',
  description: `Writes one Svc.Settings object: ${settingNames.join(', ')}.`,
  parameters: [],
  examples: [
    { code: 'Get-SvcSetting', remarks: 'Shows every setting.' },
    { code: '(Get-SvcSetting).Port', remarks: 'The listener port setting.' },
  ],
  outputType: 'Svc.Settings',
  process(ctx) {
    const settings = requireService(ctx, 'Get-SvcSetting').getSettings();
    ctx.writeOutput(PSObject.from(Object.entries(settings), ['Svc.Settings', 'System.Management.Automation.PSCustomObject', 'System.Object']));
  },
});
