// Set-Alias (sal): creates or changes an alias for the session (about_Aliases).
import { defineCommand } from '../declaration.js';
import { ALIAS_PARAMETERS, mayChange, storeAlias } from './alias-info.js';

export const setAlias = defineCommand({
  name: 'Set-Alias',
  aliases: ['sal'],
  synopsis: 'Creates or changes an alias for a cmdlet or other command in the current session.',
  description: 'Makes -Name stand for the command -Value, replacing an alias of that name. Aliases last for the session; '
    + 'put them in the profile (docs/files.md) to have them in every session. A read-only alias changes only with -Force.',
  parameters: ALIAS_PARAMETERS,
  examples: [
    { code: 'Set-Alias -Name New-PSUEndpoint -Value New-SvcEndpoint', remarks: 'Runs an endpoints file written for PowerShell Universal unchanged.' },
    { code: 'Set-Alias ep Get-SvcEndpoint; ep', remarks: 'ep lists the endpoints.' },
  ],
  process(ctx) {
    if (mayChange(ctx, 'Set-Alias', ctx.params.Name as string, false)) storeAlias(ctx);
  },
});
