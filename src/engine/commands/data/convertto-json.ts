// ConvertTo-Json: collects the input and serialises it as PowerShell 7 does (one input -> that object, several -> an
// array, -AsArray -> always an array), through the values module's JSON writer (the same one endpoint output uses).
// Objects deeper than -Depth (default 2) are written as their string, with PowerShell's truncation warning.
import { defineCommand } from '../declaration.js';
import { applyEscapeHandling, toJsonResult } from '../../values/index.js';

export const convertToJson = defineCommand({
  name: 'ConvertTo-Json',
  synopsis: 'Converts an object to a JSON-formatted string.',
  description: 'Writes one JSON string for all the input: a single object as itself, several as an array. Properties '
    + 'keep their order; hashtable keys become properties. Levels below -Depth (default 2, at most 100) are written as '
    + 'text, with a warning. -Compress drops the white space.',
  parameters: [
    { name: 'InputObject', type: 'object', position: 0, mandatory: true, allowNull: true, valueFromPipeline: true, help: 'The objects to convert.' },
    { name: 'Depth', type: 'int', defaultValue: 2, validateRange: [0, 100], help: 'How many levels of contained objects to write (default 2).' },
    { name: 'Compress', type: 'switch', help: 'Writes compact JSON without indentation or line breaks.' },
    { name: 'AsArray', type: 'switch', help: 'Writes an array even for a single input object.' },
    { name: 'EnumsAsStrings', type: 'switch', help: 'Writes enumeration values as their names instead of their numbers.' },
    { name: 'EscapeHandling', type: 'string', validateSet: ['Default', 'EscapeNonAscii', 'EscapeHtml'], help: 'How strings are escaped: Default (quotes, backslashes and control characters), EscapeNonAscii (also every character above U+007F as \\uXXXX), EscapeHtml (also < > & \' " as \\uXXXX).' },
  ],
  examples: [
    { code: "@{ Name = 'Ada'; Langs = 'en','fr' } | ConvertTo-Json", remarks: 'A JSON object with a string and an array.',
      output: '{\n  "Name": "Ada",\n  "Langs": [\n    "en",\n    "fr"\n  ]\n}' },
    { code: '1,2,3 | ConvertTo-Json -Compress', remarks: 'Writes [1,2,3].', output: '[1,2,3]' },
    { code: "@{ a = '<b>' } | ConvertTo-Json -Compress -EscapeHandling EscapeHtml", remarks: 'Writes {\"a\":\"\\u003cb\\u003e\"}.', output: '{"a":"\\u003cb\\u003e"}' },
    { code: '[pscustomobject]@{ a = @{ b = @{ c = 1 } } } | ConvertTo-Json -Depth 1', remarks: 'Truncates below one level, with a warning.',
      output: 'WARNING: Resulting JSON is truncated as serialization has exceeded the set depth of 1.\n{\n  "a": {\n    "b": "System.Collections.Hashtable"\n  }\n}' },
  ],
  state: () => ({ items: [] as unknown[] }),
  process(ctx) {
    ctx.state.items.push(ctx.params.InputObject ?? null);
  },
  end(ctx) {
    const items = ctx.state.items;
    if (items.length === 0) return;
    const value = items.length === 1 && ctx.params.AsArray !== true ? items[0] : items;
    const depth = ctx.params.Depth;
    const json = toJsonResult(value, { depth, compress: ctx.params.Compress === true, enumsAsStrings: ctx.params.EnumsAsStrings === true, ctx: ctx.valueContext });
    if (json.depthExceeded) ctx.writeWarning(`Resulting JSON is truncated as serialization has exceeded the set depth of ${depth}.`);
    const mode = (ctx.params.EscapeHandling ?? 'Default').toLowerCase();
    ctx.writeOutput(applyEscapeHandling(json.text, mode === 'escapehtml' ? 'EscapeHtml' : mode === 'escapenonascii' ? 'EscapeNonAscii' : 'Default'), false);
  },
});
