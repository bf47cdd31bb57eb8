// Set-Alias (sal): creates or changes an alias for the session (about_Aliases).
import { defineCommand } from '../declaration.js';
import { ALIAS_PARAMETERS, aliasScope, mayChange, storeAlias } from './alias-info.js';

export const setAlias = defineCommand({
  name: 'Set-Alias',
  aliases: ['sal'],
  synopsis: 'Creates or changes an alias for a cmdlet or other command in the current session.',
  description: 'Makes -Name stand for the command -Value, replacing an alias of that name. The alias is made in the current '
    + 'scope (about_Scopes): in a function or a called script it lasts until that returns, unless -Scope says Global, Script '
    + 'or a number of scopes up; at the prompt or in the profile it lasts for the session (docs/files.md). A read-only '
    + 'alias changes only with -Force.',
  parameters: ALIAS_PARAMETERS,
  examples: [
    { code: 'Set-Alias -Name New-PSUEndpoint -Value New-SvcEndpoint', remarks: 'Runs an endpoints file written for PowerShell Universal unchanged.',
      output: '' },
    { code: 'Set-Alias say Write-Output; say hello', remarks: 'say runs Write-Output.',
      output: 'hello' },
    { code: 'function Use-Short { Set-Alias gse Get-SvcEndpoint -Scope Global }', remarks: 'The alias outlives the function.', output: '' },
  ],
  process(ctx) {
    const scope = aliasScope(ctx, 'Set-Alias');
    if (mayChange(ctx, 'Set-Alias', ctx.params.Name!, false, scope)) storeAlias(ctx, scope);
  },
});
