// ConvertFrom-Json: parses JSON text into PSCustomObjects (or hashtables with -AsHashtable), through the values
// module's JSON reader. Pipeline strings are collected and joined with newlines first, as PowerShell 7 does, so a
// multi-line JSON document piped line by line parses as one.
import { defineCommand } from '../declaration.js';
import { fromJson, JsonParseError } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

export const convertFromJson = defineCommand({
  name: 'ConvertFrom-Json',
  synopsis: 'Converts a JSON-formatted string to a custom object or a hash table.',
  description: 'Joins the input strings with newlines and parses them as one JSON document. Objects become '
    + 'PSCustomObjects (ordered hashtables with -AsHashtable); an array is written element by element unless -NoEnumerate.',
  parameters: [
    { name: 'InputObject', type: 'string', position: 0, mandatory: true, allowEmptyString: true, valueFromPipeline: true, help: 'The JSON text.' },
    { name: 'AsHashtable', type: 'switch', help: 'Makes hashtables instead of PSCustomObjects.' },
    { name: 'Depth', type: 'int', defaultValue: 1024, validateRange: [1, 2147483647], help: 'The deepest nesting allowed (default 1024).' },
    { name: 'NoEnumerate', type: 'switch', help: 'Writes a JSON array as one object.' },
    { name: 'DateKind', type: 'string', validateSet: ['Default', 'Local', 'Utc', 'Offset', 'String'], help: 'Accepted for compatibility.' },
  ],
  examples: [
    { code: "'{\"name\":\"Ada\",\"age\":36}' | ConvertFrom-Json", remarks: 'An object with name and age.',
      output: 'name age\n---- ---\nAda  36' },
    { code: "('[1,2,3]' | ConvertFrom-Json).Count", remarks: 'Writes 3.', output: '3' },
    { code: "'{\"a\":1}' | ConvertFrom-Json -AsHashtable", remarks: 'A hashtable with key a.',
      output: 'Name                           Value\n----                           -----\na                              1' },
  ],
  begin(ctx) { ctx.state.lines = [] as string[]; },
  process(ctx) {
    (ctx.state.lines as string[]).push(ctx.params.InputObject!);
  },
  end(ctx) {
    const text = (ctx.state.lines as string[]).join('\n');
    if (text.trim() === '') return;
    let value: unknown;
    try {
      // The host gives date-time strings with an offset their local time (Json.NET's DateTimeZoneHandling.Local).
      value = fromJson(text, { asHashtable: ctx.params.AsHashtable === true, maxDepth: ctx.params.Depth, host: ctx.host });
    } catch (e) {
      if (!(e instanceof JsonParseError)) throw e;
      ctx.throwTerminating(cmdletError('ConvertFrom-Json', `Conversion from JSON failed with error: ${e.message}`, 'System.ArgumentException',
        'ParserError', text, 'System.ArgumentException'));
    }
    ctx.writeOutput(value, ctx.params.NoEnumerate !== true);
  },
});
