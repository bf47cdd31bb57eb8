// Set-Variable: sets a variable by name, optionally in another scope (about_Scopes: Global, Script, Local, or a number).
import { defineCommand } from '../declaration.js';
import { variableObject } from './get-variable.js';
import { unsupportedParameter } from '../cmdlet-errors.js';

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
    { name: 'Description', type: 'string', help: 'Refused: svc keeps no description with a variable.' },
    { name: 'Option', type: 'string', help: 'None only; ReadOnly, Constant, Private and AllScope are refused (svc cannot make such variables yet).' },
    { name: 'Force', type: 'switch', hint: true, help: 'A hint: a script cannot make a read-only variable in svc (-Option is refused), so there is none for -Force to overwrite.' },
  ],
  examples: [
    { code: 'Set-Variable -Name answer -Value 42; $answer', remarks: 'Writes 42.', output: '42' },
    { code: "Set-Variable counter 0 -Scope Global", remarks: 'Creates $global:counter.', output: '' },
  ],
  begin(ctx) {
    if (ctx.bound.has('Description')) ctx.throwTerminating(unsupportedParameter('Set-Variable', 'Description', 'it keeps no description with a variable.'));
    const option = ctx.params.Option;
    if (option !== undefined && option.toLowerCase() !== 'none') {
      ctx.throwTerminating(unsupportedParameter('Set-Variable', 'Option', `it cannot make ${option} variables yet; set the variable without -Option.`));
    }
  },
  process(ctx) {
    const value = ctx.params.Value ?? null;
    for (const name of ctx.params.Name!) {
      ctx.setVariable(name, value, ctx.params.Scope);
      if (ctx.params.PassThru === true) ctx.writeOutput(variableObject(name, value), false);
    }
  },
});
