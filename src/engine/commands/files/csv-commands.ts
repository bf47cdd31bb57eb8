// ConvertTo-Csv and ConvertFrom-Csv (pure), Export-Csv (epcsv) and Import-Csv (ipcsv), the last two prompt-only:
// objects as CSV text and back (csv.ts has the format). -Delimiter defaults to a comma; -NoTypeInformation is
// PowerShell 7's default.
import { defineCommand, parameterList, type CommandContext } from '../declaration.js';
import { CsvHeaderError, fromCsvRows, parseCsvRows, toCsvLines } from './csv.js';
import { itemsOrError, pathParameter, pathsOf, requireItems, tryItem } from '../item-access.js';
import { cmdletError } from '../cmdlet-errors.js';

const shared = parameterList([
  { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to convert.' },
  { name: 'Delimiter', type: 'char', help: 'The field separator. Default: a comma.' },
  { name: 'NoTypeInformation', type: 'switch', aliases: ['NTI'], hint: true, help: 'A hint: no #TYPE line is written, the default in PowerShell 7, where the switch does nothing more.' },
  { name: 'IncludeTypeInformation', type: 'switch', aliases: ['ITI'], help: 'Starts with a #TYPE line naming the objects\' type.' },
]);

const headerParameter = {
  name: 'Header', type: 'string[]', validateNotNullOrEmpty: true,
  help: 'The property names, in order: every line of the text is then a row of data.',
} as const;

const delimiterOf = (params: { readonly Delimiter?: unknown }) => (params.Delimiter === undefined ? ',' : String(params.Delimiter));
/** The objects piped to ConvertTo-Csv / Export-Csv, kept until end. */
const collect = { state: () => ({ items: [] as unknown[] }) };
/** ConvertFrom-Csv's header and type name, read from the first string and kept for the strings after it. */
interface ReadState { header?: string[]; typeName?: string; warnedUnnamed?: boolean }

export const convertToCsv = defineCommand({
  name: 'ConvertTo-Csv',
  synopsis: 'Converts .NET objects into a series of character-separated value (CSV) strings.',
  description: 'Writes a header line of the first object\'s property names, then one line per object, every field quoted.',
  parameters: shared,
  examples: [{ code: "[pscustomobject]@{Name='Ann'; Age=5} | ConvertTo-Csv", remarks: 'Writes "Name","Age" and "Ann","5".',
    output: '"Name","Age"\n"Ann","5"' }],
  outputType: 'System.String',
  ...collect,
  process(ctx) { if (ctx.bound.has('InputObject')) ctx.state.items.push(ctx.params.InputObject); },
  end(ctx) { for (const line of toCsvLines(ctx.state.items, delimiterOf(ctx.params), ctx.params.IncludeTypeInformation === true)) ctx.writeOutput(line); },
});

export const exportCsv = defineCommand({
  name: 'Export-Csv',
  aliases: ['epcsv'],
  shellOnly: true,
  synopsis: 'Converts objects into a series of CSV strings and saves the strings to a file.',
  description: 'Writes the piped objects as CSV to a file (replaced, or with -Append added under the file\'s own header).',
  parameters: [
    { name: 'Path', type: 'string', position: 0, mandatory: true, aliases: ['PSPath', 'FilePath'], itemPath: true, help: 'The CSV file to write.' },
    ...shared,
    { name: 'Append', type: 'switch', help: 'Adds the rows to the end of the file, in its columns.' },
  ],
  examples: [{ code: "[pscustomobject]@{ Id = 1; Url = '/users'; Method = 'GET' } | Select-Object Url, Method | Export-Csv ./endpoints.csv\nGet-Content ./endpoints.csv", remarks: 'Saves two columns.',
      output: '"Url","Method"\n"/users","GET"' }],
  ...collect,
  process(ctx) { if (ctx.bound.has('InputObject')) ctx.state.items.push(ctx.params.InputObject); },
  end(ctx) {
    const items = requireItems(ctx, 'Export-Csv');
    const path = ctx.params.Path;
    const delimiter = delimiterOf(ctx.params);
    let columns: string[] | null = null;
    const present = ctx.params.Append === true ? items.resolveItems(path) : null;
    if (present?.ok && present.value.length > 0) {
      const existing = parseCsvRows(tryItem(ctx, 'Export-Csv', path, () => items.readText(path)) ?? '', delimiter).filter((r) => !r[0]?.startsWith('#TYPE '));
      columns = existing[0] ?? null;
    }
    const lines = toCsvLines(ctx.state.items, delimiter, columns === null && ctx.params.IncludeTypeInformation === true, columns);
    tryItem(ctx, 'Export-Csv', path, () => items.writeText(path, lines.map((l) => l + '\n').join(''), ctx.params.Append === true));
  },
});

export const importCsv = defineCommand({
  name: 'Import-Csv',
  aliases: ['ipcsv'],
  shellOnly: true,
  synopsis: 'Creates table-like custom objects from the items in a character-separated value (CSV) file.',
  description: 'Writes one PSCustomObject per row, with the header\'s names as properties (values are strings).',
  parameters: [
    pathParameter('The CSV file(s) to read.'),
    { name: 'Delimiter', type: 'char', position: 1, help: 'The field separator. Default: a comma.' },
    headerParameter,
  ],
  examples: [{ code: "Set-Content ./users.csv 'Name,Role', 'Ann,Admin', 'Bob,User'\nImport-Csv ./users.csv | Where-Object Role -eq 'Admin'", remarks: 'The admin rows of a CSV file.',
      output: 'Name Role\n---- ----\nAnn  Admin' }],
  outputType: 'System.Management.Automation.PSCustomObject',
  state: (): ReadState => ({}),
  process(ctx) {
    const items = requireItems(ctx, 'Import-Csv');
    for (const path of pathsOf(ctx.params.Path)) {
      for (const item of itemsOrError(ctx, 'Import-Csv', items, path)) {
        const text = tryItem(ctx, 'Import-Csv', item.fullName, () => items.readText(item.fullName));
        if (text !== undefined) writeRows(ctx, 'Import-Csv', text, ctx.params.Header ?? null, null);
      }
    }
  },
});

export const convertFromCsv = defineCommand({
  name: 'ConvertFrom-Csv',
  synopsis: 'Converts object properties in character-separated value (CSV) format into CSV versions of the original objects.',
  description: 'Reads CSV text (each string may hold several lines): the first line is the header, unless -Header names '
    + 'the properties; writes one PSCustomObject per row, its values strings. The header (and a #Type line) of the first '
    + 'string serves the strings piped after it.',
  parameters: [
    { name: 'InputObject', type: 'object[]', position: 0, mandatory: true, valueFromPipeline: true, validateNotNullOrEmpty: true, help: 'The CSV text.' },
    { name: 'Delimiter', type: 'char', position: 1, help: 'The field separator. Default: a comma.' },
    headerParameter,
  ],
  examples: [
    { code: "'Name,Age', 'Ann,5', 'Bob,7' | ConvertFrom-Csv", remarks: 'Two objects, Ann and Bob: the first string is the header.',
      output: 'Name Age\n---- ---\nAnn  5\nBob  7' },
    { code: "'1;red' | ConvertFrom-Csv -Delimiter ';' -Header Id, Color", remarks: 'One object with Id 1 and Color red.',
      output: 'Id Color\n-- -----\n1  red' },
  ],
  outputType: 'System.Management.Automation.PSCustomObject',
  state: (): ReadState => ({}),
  process(ctx) {
    for (const text of ctx.params.InputObject ?? []) {
      const read = writeRows(ctx, 'ConvertFrom-Csv', String(text), ctx.state.header ?? ctx.params.Header ?? null, ctx.state.typeName ?? null);
      ctx.state.header ??= read.header ?? undefined;
      ctx.state.typeName ??= read.typeName ?? undefined;
    }
  },
});

/** Writes the objects of CSV text; warns once about H1, H2... names; duplicate names end the command. */
function writeRows(ctx: CommandContext<Record<string, unknown>, ReadState>, command: string, text: string, header: readonly string[] | null, typeName: string | null) {
  let read;
  try {
    read = fromCsvRows(parseCsvRows(text, delimiterOf(ctx.params)), delimiterOf(ctx.params), header, typeName);
  } catch (e) {
    if (!(e instanceof CsvHeaderError)) throw e;
    return ctx.throwTerminating(cmdletError(command, e.message, 'AlreadyPresentPSMemberInfoInternalCollectionAdd', 'NotSpecified', null, 'System.Management.Automation.ExtendedTypeSystemException'));
  }
  if (read.unnamed && !ctx.state.warnedUnnamed) {
    ctx.state.warnedUnnamed = true;
    ctx.writeWarning('One or more headers were not specified. Default names starting with "H" have been used in place of any missing headers.');
  }
  for (const o of read.objects) ctx.writeOutput(o);
  return read;
}
