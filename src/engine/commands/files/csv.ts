// CSV as PowerShell 7's ConvertTo-Csv / Export-Csv write it and Import-Csv reads it: a header of the first object's
// property names, every field in double quotes (a quote doubled), no #TYPE line unless asked; values are their
// .NET ToString() (an array is System.Object[]). Reading follows RFC 4180 (quoted fields may hold the delimiter,
// quotes and line breaks); a missing field is $null, as Import-Csv gives.
import { PSObject } from '../../values/types.js';
import { propertyNames, propertyValue, dotnetToString, typeNameOf } from '../../values/index.js';

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The CSV lines of objects, header first; `columns` fixes the header (Export-Csv -Append keeps the file's). */
export function toCsvLines(objects: unknown[], delimiter: string, includeType: boolean, columns: string[] | null = null): string[] {
  if (objects.length === 0) return [];
  const names = columns ?? propertyNames(objects[0]);
  const lines: string[] = [];
  if (includeType) lines.push(`#TYPE ${typeNameOf(objects[0])}`);
  if (columns === null) lines.push(names.map(quote).join(delimiter));
  for (const o of objects) {
    lines.push(names.map((n) => { const v = propertyValue(o, n); return v === null || v === undefined ? '' : quote(dotnetToString(v)); }).join(delimiter));
  }
  return lines;
}

/** Rows of fields; quoted fields keep delimiters, doubled quotes and line breaks. */
export function parseCsvRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** Import-Csv / ConvertFrom-Csv: one PSCustomObject per data row; a #TYPE line names the objects' type. */
export function fromCsvRows(rows: string[][]): PSObject[] {
  let typeName: string | null = null;
  if (rows.length > 0 && rows[0].length >= 1 && rows[0][0].startsWith('#TYPE ')) typeName = rows.shift()![0].slice(6).trim();
  const header = rows.shift();
  if (!header) return [];
  const typeNames = typeName === null ? undefined : [`CSV:${typeName}`, 'System.Management.Automation.PSCustomObject', 'System.Object'];
  return rows.map((r) => PSObject.from(header.map((h, i): [string, unknown] => [h, i < r.length ? r[i] : null]), typeNames));
}
