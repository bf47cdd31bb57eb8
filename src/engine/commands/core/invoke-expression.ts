// Invoke-Expression (iex): runs a string as commands, in the caller's scope (about_Invoke-Expression; the run itself
// is the interpreter's, CommandContext.invokeExpression). In endpoints too: the text runs through the same
// interpreter and sandbox as the endpoint's own script.
import { defineCommand } from '../declaration.js';

export const invokeExpression = defineCommand({
  name: 'Invoke-Expression',
  aliases: ['iex'],
  synopsis: 'Runs commands or expressions given as a string.',
  description: 'Parses the string and runs it as if it were typed where Invoke-Expression is: in the current scope, so '
    + 'the variables and functions it defines stay, its output written down the pipeline. A syntax error in the string '
    + 'is a terminating ParseException. Each string piped in runs in turn.',
  parameters: [
    { name: 'Command', type: 'string', position: 0, mandatory: true, valueFromPipeline: true, help: 'The commands to run.' },
  ],
  examples: [
    { code: "Invoke-Expression '$total = 2 + 3'; $total", remarks: 'Writes 5: the variable is set in the current scope.', output: '5' },
    { code: "'Get-Date -Date 2024-05-01 -Format yyyy-MM-dd', 'Get-Random -SetSeed 1 -Maximum 10' | iex", remarks: 'Runs each piped string.',
      output: '2024-05-01\n6' },
  ],
  process(ctx) {
    ctx.invokeExpression(ctx.params.Command!);
  },
});
