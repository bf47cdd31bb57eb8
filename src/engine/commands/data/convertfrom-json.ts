// ConvertFrom-Json: parses JSON text into PSCustomObjects (or OrderedHashtables with -AsHashtable), through the
// values module's JSON reader. Pipeline strings are collected first; as PowerShell 7's EndProcessing does, several
// strings are each a document when the first one parses on its own to something, and otherwise are joined with
// newlines into one document (a multi-line JSON text piped line by line).
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { fromJson, JsonParseError } from '../../values/index.js';
import { cmdletError } from '../cmdlet-errors.js';

const PARAMETERS = parameterList([
  { name: 'InputObject', type: 'string', position: 0, mandatory: true, allowEmptyString: true, valueFromPipeline: true, help: 'The JSON text.' },
  { name: 'AsHashtable', type: 'switch', help: 'Makes hashtables instead of PSCustomObjects.' },
  { name: 'Depth', type: 'int', defaultValue: 1024, validateRange: [1, 2147483647], help: 'The deepest nesting allowed (default 1024).' },
  { name: 'NoEnumerate', type: 'switch', help: 'Writes a JSON array as one object.' },
  { name: 'DateKind', type: 'string', validateSet: ['Default', 'Local', 'Utc', 'Offset', 'String'], help: 'How date-time strings are read: Default keeps their kind (Z is Utc, an offset Local, none Unspecified), Local or Utc converts them, String keeps the text. Offset (a DateTimeOffset) is refused: svc has no DateTimeOffset.' },
]);

/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const convertFromJson = defineCommand({
  name: 'ConvertFrom-Json',
  synopsis: 'Converts a JSON-formatted string to a custom object or a hash table.',
  description: 'Parses each input string as a JSON document when the first one is one on its own, else joins the strings '
    + 'with newlines and parses them as one. Objects become PSCustomObjects (OrderedHashtables with -AsHashtable, whose '
    + 'keys are case-sensitive); an array is written element by element unless -NoEnumerate. Comments, single quotes '
    + 'and trailing commas are read as Json.NET reads them; date-time strings become DateTime values as -DateKind says.',
  parameters: PARAMETERS,
  examples: [
    { code: "'{\"name\":\"Ada\",\"age\":36}' | ConvertFrom-Json", remarks: 'An object with name and age.',
      output: 'name age\n---- ---\nAda  36' },
    { code: "('[1,2,3]' | ConvertFrom-Json).Count", remarks: 'Writes 3.', output: '3' },
    { code: "'{\"a\":1}' | ConvertFrom-Json -AsHashtable", remarks: 'A hashtable with key a.',
      output: 'Name                           Value\n----                           -----\na                              1' },
    { code: "'{\"a\":1}', '{\"a\":2}' | ConvertFrom-Json | ForEach-Object a", remarks: 'Two documents: writes 1 and 2.', output: '1\n2' },
    { code: "('{\"d\":\"2020-01-02T03:04:05Z\"}' | ConvertFrom-Json -DateKind String).d", remarks: 'Writes 2020-01-02T03:04:05Z.', output: '2020-01-02T03:04:05Z' },
  ],
  state: () => ({ lines: [] as string[] }),
  process(ctx) {
    ctx.state.lines.push(ctx.params.InputObject!);
  },
  end(ctx) {
    const lines = ctx.state.lines;
    if (ctx.params.DateKind?.toLowerCase() === 'offset') {
      ctx.throwTerminating(cmdletError('ConvertFrom-Json', '-DateKind Offset is not supported: svc has no DateTimeOffset type; use Utc, Local or String.',
        'NotSupported', 'NotImplemented', ctx.params.DateKind, 'System.NotSupportedException'));
    }
    const convert = (text: string): unknown => {
      const value = readJson(ctx, text);
      ctx.writeOutput(value, ctx.params.NoEnumerate !== true);
      return value;
    };
    if (lines.length === 1) { convert(lines[0]); return; }
    if (lines.length === 0) return;
    let first: unknown = null;
    try { first = fromJson(lines[0], jsonOptions(ctx)); } catch (e) {
      // Only a syntax error means "not a document on its own"; a document with no object form is reported.
      if (!(e instanceof JsonParseError)) throw e;
      if (e.errorId) readJson(ctx, lines[0]);
    }
    if (first === null || first === undefined) { convert(lines.join('\n')); return; }
    ctx.writeOutput(first, ctx.params.NoEnumerate !== true);
    for (const text of lines.slice(1)) convert(text);
  },
});

function jsonOptions(ctx: Context) {
  const kind = (ctx.params.DateKind ?? 'Default').toLowerCase();
  const dateKind = kind === 'local' ? 'Local' : kind === 'utc' ? 'Utc' : kind === 'string' ? 'String' : 'Default';
  // The host gives date-time strings with an offset their local time (Json.NET's DateTimeZoneHandling).
  return { asHashtable: ctx.params.AsHashtable === true, maxDepth: ctx.params.Depth, host: ctx.host, dateKind } as const;
}

/** One JSON document, or the terminating error PowerShell reports for invalid JSON. */
function readJson(ctx: Context, text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return fromJson(text, jsonOptions(ctx));
  } catch (e) {
    if (!(e instanceof JsonParseError)) throw e;
    if (e.errorId) return ctx.throwTerminating(cmdletError('ConvertFrom-Json', e.message, e.errorId, 'InvalidOperation', null, 'System.InvalidOperationException'));
    return ctx.throwTerminating(cmdletError('ConvertFrom-Json', `Conversion from JSON failed with error: ${e.message}`, 'System.ArgumentException',
      'ParserError', text, 'System.ArgumentException'));
  }
}
