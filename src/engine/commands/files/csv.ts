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

/** What reading CSV text gives: its objects, and the header and type it found (ConvertFrom-Csv carries them on). */
export interface CsvRead {
  objects: PSObject[];
  header: string[] | null;
  typeName: string | null;
  /** Some header names were empty and became H1, H2... (the caller warns once, as PowerShell does). */
  unnamed: boolean;
}

/** Two header names the same, ignoring case: PowerShell refuses the text (ExtendedTypeSystem's MemberAlreadyPresent). */
export class CsvHeaderError extends Error {}

/**
 * Import-Csv / ConvertFrom-Csv, as PowerShell's ImportCsvHelper reads: a first `#Type name` line (any case) makes
 * each object's type names `name`, `CSV:name`; then the header row, unless `header` is given (-Header, or the one
 * an earlier ConvertFrom-Csv input had), in which case every row is data. An empty header name becomes H1, H2...;
 * a missing field is $null, an extra one is dropped; blank lines are skipped (parseCsvRows).
 */
export function fromCsvRows(rows: string[][], delimiter: string, header: readonly string[] | null = null, typeName: string | null = null): CsvRead {
  if (rows.length > 0 && rows[0][0]?.startsWith('#')) {
    const line = rows[0].join(delimiter);
    if (line.toLowerCase().startsWith('#type')) {
      rows = rows.slice(1);
      typeName = line.slice(5).trim() || typeName;
    }
  }
  let names = header;
  if (names === null) {
    if (rows.length === 0) return { objects: [], header: null, typeName, unnamed: false };
    names = rows[0];
    rows = rows.slice(1);
  }
  const seen = new Set<string>();
  for (const n of names) {
    if (n === '') continue;
    if (seen.has(n.toLowerCase())) throw new CsvHeaderError(`The member "${n}" is already present.`);
    seen.add(n.toLowerCase());
  }
  let unspecified = 0;
  const keys = names.map((n) => (n === '' ? `H${++unspecified}` : n));
  const typeNames = typeName === null ? undefined : [typeName, `CSV:${typeName}`];
  const objects = rows.map((r) => PSObject.from(keys.map((k, i): [string, unknown] => [k, i < r.length ? r[i] : null]), typeNames));
  return { objects, header: [...names], typeName, unnamed: unspecified > 0 && objects.length > 0 };
}
