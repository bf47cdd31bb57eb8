// Remove-Alias (ral; PowerShell 6+): removes aliases from the session (about_Aliases). A read-only one needs -Force.
import { defineCommand } from '../declaration.js';
import { cmdletError } from './cmdlet-errors.js';
import { mayChange } from './alias-info.js';

export const removeAlias = defineCommand({
  name: 'Remove-Alias',
  aliases: ['ral'],
  synopsis: 'Removes an alias from the current session.',
  description: 'Removes each named alias. Removing a builtin alias (gcm, %, ...) works too; a new session has it again.',
  parameters: [
    { name: 'Name', type: 'string[]', position: 0, mandatory: true, valueFromPipeline: true, valueFromPipelineByPropertyName: true, help: 'The aliases to remove.' },
    { name: 'Scope', type: 'string', help: 'Accepted for compatibility: svc keeps one alias table per session.' },
    { name: 'Force', type: 'switch', help: 'Removes a read-only alias too.' },
  ],
  examples: [
    { code: 'Remove-Alias ep', remarks: 'ep is no longer a command.' },
  ],
  process(ctx) {
    for (const name of ctx.params.Name as string[]) {
      if (ctx.aliases.get(name) === undefined) {
        ctx.writeError(cmdletError('Remove-Alias', `Cannot find alias because alias '${name}' does not exist.`, 'ItemNotFoundException', 'ObjectNotFound', name, 'System.Management.Automation.ItemNotFoundException'));
        continue;
      }
      if (mayChange(ctx, 'Remove-Alias', name, true)) ctx.aliases.remove(name);
    }
  },
});
