// Remove-Variable (rv): deletes variables (about_Scopes). Without -Scope the variable is removed where a lookup finds
// it, so a parent's variable shows again in the scope that had hidden it; a name not found is VariableNotFound.
import { defineCommand } from '../declaration.js';
import { cmdletError } from '../cmdlet-errors.js';

export const removeVariable = defineCommand({
  name: 'Remove-Variable',
  aliases: ['rv'],
  synopsis: 'Deletes a variable and its value.',
  description: 'Removes each named variable. -Scope picks Global, Script, Local or a numbered parent scope; without it the '
    + 'variable is removed from the scope where it is found.',
  parameters: [
    { name: 'Name', type: 'string[]', position: 0, mandatory: true, valueFromPipelineByPropertyName: true, help: 'The variable names (without $).' },
    { name: 'Scope', type: 'string', help: 'Global, Script, Local, or a number of scopes up.' },
    { name: 'Force', type: 'switch', hint: true, help: 'A hint: a script cannot make a read-only variable in svc, so there is none for -Force to remove.' },
  ],
  examples: [{ code: '$x = 1; Remove-Variable x; $null -eq $x', remarks: 'Writes True.', output: 'True' }],
  process(ctx) {
    for (const name of ctx.params.Name!) {
      if (ctx.removeVariable(name, ctx.params.Scope)) continue;
      ctx.writeError(cmdletError('Remove-Variable', `Cannot find a variable with the name '${name}'.`, 'VariableNotFound', 'ObjectNotFound', name,
        'System.Management.Automation.ItemNotFoundException'));
    }
  },
});
