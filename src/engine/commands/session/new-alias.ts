// New-Alias (nal): creates an alias; unlike Set-Alias, an alias of that name must not exist yet, unless -Force.
import { defineCommand } from '../declaration.js';
import { cmdletError } from '../cmdlet-errors.js';
import { ALIAS_PARAMETERS, aliasScope, mayChange, storeAlias } from './alias-info.js';

export const newAlias = defineCommand({
  name: 'New-Alias',
  aliases: ['nal'],
  synopsis: 'Creates a new alias.',
  description: 'Makes -Name stand for the command -Value, in the current scope or the one -Scope names (as Set-Alias). '
    + 'An alias of that name must not exist there yet (-Force replaces it, as Set-Alias does).',
  parameters: ALIAS_PARAMETERS,
  examples: [
    { code: 'New-Alias -Name List -Value Get-SvcEndpoint', remarks: 'List lists the endpoints.', output: '' },
  ],
  process(ctx) {
    const name = ctx.params.Name!;
    const scope = aliasScope(ctx, 'New-Alias');
    const existing = ctx.aliases.get(name, scope ?? 'Local');
    if (existing !== undefined && ctx.params.Force !== true) {
      ctx.writeError(cmdletError('New-Alias', `The alias is not allowed, because an alias with the name '${existing.name}' already exists.`, 'AliasAlreadyExists', 'ResourceExists', name, 'System.Management.Automation.SessionStateException'));
      return;
    }
    if (mayChange(ctx, 'New-Alias', name, false, scope)) storeAlias(ctx, scope);
  },
});
