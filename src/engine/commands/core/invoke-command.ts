// Invoke-Command (icm) on the local machine: InvokeCommandCommand's in-process parameter set (about_Script_Blocks,
// Invoke-Command's reference). The remoting parameter sets (-ComputerName, -Session, -AsJob...) are not offered: the
// binder answers that there is no such parameter. The run itself is the interpreter's (CommandContext.invokeCommand).
import { defineCommand } from '../declaration.js';

export const invokeCommand = defineCommand({
  name: 'Invoke-Command',
  aliases: ['icm'],
  synopsis: 'Runs a script block on the local computer, with arguments and pipeline input.',
  description: 'Runs the script block once, after all pipeline input has arrived: -ArgumentList fills its param() block '
    + 'or $args, and the piped objects are its input ($input; a process block runs once per object). It runs in a new '
    + 'child scope, so its variables go away, unless -NoNewScope runs it in the current scope. Only the local form is '
    + 'available: svc has no remoting.',
  parameters: [
    { name: 'ScriptBlock', type: 'scriptblock', position: 0, mandatory: true, help: 'The commands to run.' },
    { name: 'NoNewScope', type: 'switch', help: 'Runs the script block in the current scope instead of a new child scope.' },
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'Input for the script block ($input); usually piped.' },
    { name: 'ArgumentList', type: 'object[]', aliases: ['Args'], help: "Arguments for the script block's parameters, in order ($args without a param() block)." },
  ],
  examples: [
    { code: 'Invoke-Command -ScriptBlock { param($a, $b) $a + $b } -ArgumentList 2, 3', remarks: 'Binds the arguments to param() in order.', output: '5' },
    { code: '$x = 1; Invoke-Command { $x = 2 }; $x; Invoke-Command -NoNewScope { $x = 3 }; $x',
      remarks: 'A new scope keeps the assignment inside; -NoNewScope makes it in the current scope.', output: '1\n3' },
    { code: "1, 2, 3 | Invoke-Command { \"got $input\" }", remarks: 'Piped objects are the block\'s $input.', output: 'got 1 2 3' },
  ],
  state: (): { input: unknown[] } => ({ input: [] }),
  process(ctx) {
    if (ctx.expectingInput) ctx.state.input.push(ctx.params.InputObject ?? null);
  },
  end(ctx) {
    const input = ctx.expectingInput ? ctx.state.input : ctx.bound.has('InputObject') ? [ctx.params.InputObject ?? null] : null;
    ctx.invokeCommand(ctx.params.ScriptBlock, ctx.params.ArgumentList ?? [], input, ctx.params.NoNewScope !== true);
  },
});
