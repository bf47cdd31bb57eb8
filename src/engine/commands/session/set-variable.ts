// Set-Variable: sets a variable by name, optionally in another scope (about_Scopes: Global, Script, Local, or a number).
import { defineCommand } from '../declaration.js';
import { variableObject } from './get-variable.js';

export const setVariable = defineCommand({
  name: 'Set-Variable',
  aliases: ['set'],
  synopsis: 'Sets the value of a variable, creating it if needed.',
  description: 'Assigns -Value to each named variable. -Scope picks Global, Script, Local or a numbered parent scope. '
    + '-PassThru writes the variable object.',
  parameters: [
    { name: 'Name', type: 'string[]', position: 0, mandatory: true, valueFromPipelineByPropertyName: true, help: 'The variable names (without $).' },
    { name: 'Value', type: 'object', position: 1, valueFromPipeline: true, valueFromPipelineByPropertyName: true, help: 'The value to assign.' },
    { name: 'Scope', type: 'string', help: 'Global, Script, Local, or a number of scopes up.' },
    { name: 'PassThru', type: 'switch', help: 'Writes the variable object.' },
    { name: 'Description', type: 'string', help: 'Accepted for compatibility.' },
    { name: 'Option', type: 'string', help: 'Accepted for compatibility.' },
    { name: 'Force', type: 'switch', help: 'Accepted for compatibility.' },
  ],
  examples: [
    { code: 'Set-Variable -Name answer -Value 42; $answer', remarks: 'Writes 42.', output: '42' },
    { code: "Set-Variable counter 0 -Scope Global", remarks: 'Creates $global:counter.', output: '' },
  ],
  process(ctx) {
    const value = ctx.params.Value ?? null;
    for (const name of ctx.params.Name!) {
      ctx.setVariable(name, value, ctx.params.Scope);
      if (ctx.params.PassThru === true) ctx.writeOutput(variableObject(name, value), false);
    }
  },
});
