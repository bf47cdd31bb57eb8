// Write-Output (echo): sends objects down the pipeline, enumerating collections unless -NoEnumerate.
import { defineCommand } from '../declaration.js';

export const writeOutput = defineCommand({
  name: 'Write-Output',
  aliases: ['echo'],
  synopsis: 'Writes the specified objects to the pipeline.',
  description: 'Sends each object to the next command in the pipeline, or to the console when it is the last command. '
    + 'Collections are enumerated (one pipeline object per element) unless -NoEnumerate is given.',
  outputType: 'System.Management.Automation.PSObject',
  parameters: [
    { name: 'InputObject', type: 'object[]', position: 0, mandatory: true, allowNull: true, allowEmptyCollection: true, valueFromPipeline: true,
      valueFromRemainingArguments: true,
      help: 'The objects to send down the pipeline.' },
    { name: 'NoEnumerate', type: 'switch', help: 'Writes a collection as one object instead of enumerating it.' },
  ],
  examples: [
    { code: 'Write-Output hello world', remarks: 'Writes two strings, "hello" and "world".', output: 'hello\nworld' },
    { code: 'Write-Output 1,2,3 -NoEnumerate | Measure-Object', remarks: 'Sends the array as one object: Count is 1.',
      output: 'Count             : 1\nAverage           :\nSum               :\nMaximum           :\nMinimum           :\nStandardDeviation :\nProperty          :' },
  ],
  process(ctx) {
    const items = ctx.params.InputObject!;
    // WriteObject(InputObject, enumerateCollection: !NoEnumerate): one level of enumeration, as PowerShell.
    if (ctx.params.NoEnumerate === true) ctx.writeOutput(items.length === 1 ? items[0] : items, false);
    else ctx.writeOutput(items, true);
  },
});
