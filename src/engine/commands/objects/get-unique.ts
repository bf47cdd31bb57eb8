// Get-Unique (gu): drops an object equal to the one just before it, so on sorted input it leaves each value once
// (PowerShell's GetUniqueCommand). Objects compare as Sort-Object compares them, case-sensitively unless
// -CaseInsensitive; -AsString compares their strings, -OnType their type names.
import { defineCommand } from '../declaration.js';
import { compareValues, toStringValue, typeNameOf } from '../../values/index.js';

export const getUnique = defineCommand({
  name: 'Get-Unique',
  aliases: ['gu'],
  defaultParameterSet: 'AsString',
  synopsis: 'Returns unique items from a sorted list.',
  description: 'Writes each piped object unless it equals the object before it: sort the input first to keep each value '
    + 'once. Comparison is case-sensitive unless -CaseInsensitive; -AsString compares the objects as strings, -OnType '
    + 'by their type.',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to filter.' },
    { name: 'AsString', type: 'switch', parameterSets: ['AsString'], help: 'Compares the objects as strings.' },
    { name: 'OnType', type: 'switch', parameterSets: ['UniqueByType'], help: 'Keeps one object of each type in a row.' },
    { name: 'CaseInsensitive', type: 'switch', help: 'Compares strings without regard to case.' },
  ],
  examples: [
    { code: "'b', 'a', 'b', 'A' | Sort-Object | Get-Unique", remarks: 'Writes a, A and b: equal neighbours go, case counts.',
      output: 'a\nA\nb' },
    { code: '1, 1, 2, 1 | Get-Unique', remarks: 'Writes 1, 2, 1: only neighbours are compared.', output: '1\n2\n1' },
  ],
  state: (): { seen: boolean; last?: unknown; lastText?: string } => ({ seen: false }),
  process(ctx) {
    if (!ctx.bound.has('InputObject')) return;
    const input = ctx.params.InputObject;
    const state = ctx.state;
    const ignoreCase = ctx.params.CaseInsensitive === true;
    let unique = true;
    if (state.seen) {
      if (ctx.params.OnType === true) unique = typeNameOf(input) !== typeNameOf(state.last);
      else if (ctx.params.AsString === true) {
        const text = toStringValue(input);
        state.lastText ??= toStringValue(state.last);
        unique = ignoreCase ? text.toLowerCase() !== state.lastText.toLowerCase() : text !== state.lastText;
        if (unique) state.lastText = text;
      } else unique = compareValues(input, state.last, !ignoreCase) !== 0;
    }
    if (!unique) return;
    ctx.writeOutput(input, false);
    state.seen = true;
    state.last = input;
  },
});
