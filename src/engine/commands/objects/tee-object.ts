// Tee-Object (tee): passes each input object on and also saves it, in a variable (-Variable) or a file (-FilePath,
// prompt only). As in PowerShell, the variable is set the way `... | Set-Variable name` sets it when the pipeline
// ends: one object is stored as itself, several as an array (the cmdlet reference, Tee-Object; Set-Variable).
import { defineCommand } from '../declaration.js';
import { renderView } from '../format/render-view.js';
import { requireItems, tryItem } from '../item-access.js';

const NAME = 'Tee-Object';

export const teeObject = defineCommand({
  name: NAME,
  aliases: ['tee'],
  synopsis: 'Saves command output in a file or variable and also sends it down the pipeline.',
  description: 'Writes each input object to the pipeline and keeps it: -Variable stores the objects in a variable in '
    + "the caller's scope when the pipeline ends; -FilePath writes them as the console shows them (the shell only).",
  defaultParameterSet: 'File',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, allowNull: true, help: 'The objects to save and pass on.' },
    { name: 'FilePath', type: 'string', position: 0, mandatory: true, aliases: ['Path'], parameterSets: ['File'], help: 'The file to write.' },
    { name: 'Append', type: 'switch', parameterSets: ['File'], help: 'Adds to the end of the file instead of replacing it.' },
    { name: 'Variable', type: 'string', mandatory: true, parameterSets: ['Variable'], help: 'The variable to store the objects in (without $).' },
  ],
  examples: [
    { code: '1..3 | Tee-Object -Variable seen | Measure-Object -Sum; $seen', remarks: 'Sums 1..3 and keeps the numbers in $seen.',
      output: 'Count             : 3\nAverage           :\nSum               : 6\nMaximum           :\nMinimum           :\nStandardDeviation :\nProperty          :\n\n1\n2\n3' },
  ],
  state: () => ({ items: [] as unknown[] }),
  process(ctx) {
    if (!ctx.bound.has('InputObject')) return;
    ctx.state.items.push(ctx.params.InputObject);
    ctx.writeOutput(ctx.params.InputObject, false);
  },
  end(ctx) {
    const items = ctx.state.items;
    if (ctx.bound.has('Variable')) {
      ctx.setVariable(ctx.params.Variable!, items.length === 1 ? items[0] : items.length === 0 ? null : items);
      return;
    }
    const files = requireItems(ctx, NAME);
    const path = ctx.params.FilePath!;
    tryItem(ctx, NAME, path, () => files.writeText(path, renderView(items, ctx.host.files), ctx.params.Append === true));
  },
});
