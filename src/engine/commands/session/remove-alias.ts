// Remove-Alias (ral; PowerShell 6+): removes aliases from the session (about_Aliases). A read-only one needs -Force.
import { defineCommand } from '../declaration.js';
import { cmdletError } from '../cmdlet-errors.js';
import { aliasScope, mayChange } from './alias-info.js';

export const removeAlias = defineCommand({
  name: 'Remove-Alias',
  aliases: ['ral'],
  synopsis: 'Removes an alias from the current session.',
  description: 'Removes each named alias. Removing a builtin alias (gcm, %, ...) works too; a new session has it again.',
  parameters: [
    { name: 'Name', type: 'string[]', position: 0, mandatory: true, valueFromPipeline: true, valueFromPipelineByPropertyName: true, help: 'The aliases to remove.' },
    { name: 'Scope', type: 'string', help: 'Removes the alias from this scope only: Global, Script, Local, or a number of scopes up. Default: the nearest alias of that name.' },
    { name: 'Force', type: 'switch', help: 'Removes a read-only alias too.' },
  ],
  examples: [
    { code: 'Set-Alias ep Write-Output; Remove-Alias ep; ep hello', remarks: 'ep is no longer a command.',
      output: 'ep: The term \'ep\' is not recognized as a name of a cmdlet, function, script file, or executable program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try again.' },
  ],
  process(ctx) {
    const scope = aliasScope(ctx, 'Remove-Alias');
    for (const name of ctx.params.Name!) {
      if (ctx.aliases.get(name, scope) === undefined) {
        ctx.writeError(cmdletError('Remove-Alias', `Cannot find alias because alias '${name}' does not exist.`, 'ItemNotFoundException', 'ObjectNotFound', name, 'System.Management.Automation.ItemNotFoundException'));
        continue;
      }
      if (mayChange(ctx, 'Remove-Alias', name, true, scope)) ctx.aliases.remove(name, scope);
    }
  },
});
