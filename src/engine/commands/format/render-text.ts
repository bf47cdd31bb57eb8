// A plain-text rendering of objects close to PowerShell's default formatting, for Out-String (the shell renders the
// console itself and may reuse this). Rules: strings and scalars as themselves; objects with up to 4 properties as a
// table, more as a list; hashtables as Name/Value tables; Format-Table/Format-List markers as they ask. Simplified:
// no width-based truncation or wrapping, no type-specific views.
import { PSHashtable, PSObject } from '../../values/types.js';
import { propertyNames, propertyValue, toText } from '../value-bridge.js';
import { FORMAT_LIST, FORMAT_TABLE, isScalar } from './format-data.js';
import { extendedErrorLines, isExtendedError } from './extended-error.js';

/** Text of one value inside a table cell or list entry: collections as {a, b, c}, as PowerShell shows them. */
export function cellText(value: unknown): string {
  if (Array.isArray(value)) return '{' + value.map(cellText).join(', ') + '}';
  return toText(value);
}

export function renderTable(columns: string[], rows: unknown[][], hideHeaders = false): string[] {
  if (columns.length === 0) return rows.map((r) => cellText(r[0]));
  const text = rows.map((r) => r.map(cellText));
  const numeric = columns.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
  const widths = columns.map((c, i) => Math.max(c.length, ...text.map((r) => r[i].length)));
  const line = (cells: string[], alignNumbers: boolean) => cells
    .map((c, i) => (alignNumbers && numeric[i] ? c.padStart(widths[i]) : i === cells.length - 1 ? c : c.padEnd(widths[i])))
    .join(' ').trimEnd();
  const header = hideHeaders ? [] : [line(columns.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c)), false),
    line(columns.map((c, i) => (numeric[i] ? '-'.repeat(c.length).padStart(widths[i]) : '-'.repeat(c.length))), false)];
  return [...header, ...text.map((r) => line(r, true))];
}

export function renderList(records: { name: string; value: unknown }[][]): string[] {
  const out: string[] = [];
  for (const record of records) {
    const width = Math.max(0, ...record.map((p) => p.name.length));
    for (const p of record) out.push(`${p.name.padEnd(width)} : ${cellText(p.value)}`);
    out.push('');
  }
  return out.slice(0, -1);
}

function pairs(o: unknown): { name: string; value: unknown }[] {
  return propertyNames(o).map((name) => ({ name, value: propertyValue(o, name) }));
}

/** Renders a run of pipeline objects as Out-String would, one block per change of shape. */
export function renderObjects(items: unknown[]): string {
  const blocks: string[] = [];
  let i = 0;
  while (i < items.length) {
    const item = items[i];
    if (item instanceof PSObject && item.typeNames[0] === FORMAT_TABLE) { blocks.push(tableBlock(item)); i++; continue; }
    if (item instanceof PSObject && item.typeNames[0] === FORMAT_LIST) { blocks.push(listBlock(item)); i++; continue; }
    if (isExtendedError(item)) { blocks.push(['', ...extendedErrorLines(item as PSObject), ''].join('\n')); i++; continue; }
    if (isScalar(item)) { blocks.push(cellTextScalar(item)); i++; continue; }
    let j = i + 1;
    const shape = propertyNames(item).join('\u0000');
    while (j < items.length && !isScalar(items[j]) && !(items[j] instanceof PSHashtable) && !(item instanceof PSHashtable)
      && propertyNames(items[j]).join('\u0000') === shape) j++;
    blocks.push(objectBlock(items.slice(i, j)));
    i = j;
  }
  return blocks.join('\n') + (blocks.length ? '\n' : '');
}

function cellTextScalar(v: unknown): string {
  return Array.isArray(v) ? v.map(toText).join('\n') : toText(v);
}

function objectBlock(group: unknown[]): string {
  const first = group[0];
  if (first instanceof PSHashtable) {
    return ['', ...renderTable(['Name', 'Value'], group.flatMap((h) => (h as PSHashtable).entries())), ''].join('\n');
  }
  const names = propertyNames(first);
  if (names.length <= 4) return ['', ...renderTable(names, group.map((o) => names.map((n) => propertyValue(o, n)))), ''].join('\n');
  return ['', ...renderList(group.map(pairs)), ''].join('\n');
}

function tableBlock(marker: PSObject): string {
  const columns = marker.getProperty('Columns')?.value as string[];
  const rows = marker.getProperty('Rows')?.value as unknown[][];
  const lines = renderTable(columns, rows, marker.getProperty('HideTableHeaders')?.value === true);
  return columns.length ? ['', ...lines, ''].join('\n') : lines.join('\n');
}

function listBlock(marker: PSObject): string {
  const records = marker.getProperty('Records')?.value as PSObject[];
  const lines: string[] = [];
  for (const r of records) {
    if (r.typeNames[0] === 'Svc.FormatScalar') lines.push(cellText(r.getProperty('Value')?.value));
    else lines.push('', ...renderList([r.properties().map((p) => ({ name: p.name, value: p.value }))]));
  }
  return [...lines, ''].join('\n');
}
