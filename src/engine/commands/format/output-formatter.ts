// The one default view (about_Format.ps1xml, PowerShell's Out-Default), drawn alike by the console (src/shell) and by
// Out-String / Out-Host, so `$x` and `$x | Out-String` read the same: scalars one per line, objects with
// up to 4 properties as a table, 5 or more as a list, hashtables as a Name/Value table, arrays item by item.
// Consecutive objects of the same type share one table, as in PowerShell; rows are held briefly (as PowerShell's
// table view waits ~300 ms) so that column widths fit them, then streamed with the widths fixed.
import { PSDateTime, PSHashtable, PSObject, ScriptBlockValue } from '../../values/types.js';
import { formatDateTime } from '../../values/index.js';
import { ErrorRecord } from '../../errors/error-record.js';
import { cellText, isNumeric, scriptBlockText, type ToText } from './cells.js';
import { columnWidths, listLines, tableLines, type TableColumn } from './layout.js';
import { formatErrorRecord, type ErrorStyle } from './format-error.js';
import { extendedErrorLines, isExtendedError } from './extended-error.js';
import { MatchInfo, matchInfoText } from '../match-info.js';

/**
 * Default table views of svc's own object types, as PowerShell's format data gives a type its default columns. All
 * objects of a type share one table. A column in `hideWhenEmpty` is left out when it is empty in every row the table
 * holds when it is first printed: an endpoint shows Path only when some endpoint has one (docs/files.md).
 */
const DEFAULT_VIEWS: Record<string, { columns: readonly string[]; hideWhenEmpty?: readonly string[]; shared?: string }> = {
  'Svc.Endpoint': { columns: ['Id', 'Url', 'Method', 'ErrorAction', 'Timeout', 'Description', 'Path'], hideWhenEmpty: ['Path'] },
  'Svc.RequestLogEntry': { columns: ['Time', 'Method', 'Url', 'StatusCode', 'DurationMs'] },
  // Group-Object's GroupInfo: its Values stay out of the table, as PowerShell's format data shows it.
  'Microsoft.PowerShell.Commands.GroupInfo': { columns: ['Count', 'Name', 'Group'] },
  'Microsoft.PowerShell.Commands.GroupInfoNoElement': { columns: ['Count', 'Name'] },
  // Get-Command's objects, as PowerShell's format data shows any CommandInfo: one table for cmdlets and aliases alike.
  ...Object.fromEntries(['Cmdlet', 'Function', 'Filter', 'Alias'].map((k) => [`System.Management.Automation.${k}Info`,
    { columns: ['CommandType', 'Name', 'Version', 'Source'], shared: 'System.Management.Automation.CommandInfo' }])),
};
const HOLD_MS = 300;
const HOLD_ROWS = 100;

interface OpenTable {
  key: string;
  columns: TableColumn[];
  props: string[];
  rows: string[][];
  numeric: boolean[];
  /** A column right-aligns when it holds numbers and nothing else (empty cells aside). */
  mixed: boolean[];
  widths: number[] | null;
  since: number;
  /** Columns left out when empty in every row held at the first print (DEFAULT_VIEWS). */
  hideWhenEmpty: readonly string[];
  /** Once printed: the indexes of the columns shown, for the rows that come later. */
  shown: number[] | null;
}

type Item = { kind: 'text'; text: string } | { kind: 'list'; pairs: [string, string][] }
  | { kind: 'row'; key: string; props: string[]; columns: TableColumn[]; cells: unknown[][]; leftAligned?: boolean; groupHeader?: string; hideWhenEmpty?: readonly string[] };

/**
 * PowerShell's grouped table views: Get-Member's members under a `TypeName:` line, Get-ChildItem's items under a
 * `Directory:` line; a new group starts a new table.
 */
const GROUPED_VIEWS: Record<string, { columns: string[]; group: (o: PSObject) => string }> = {
  'Microsoft.PowerShell.Commands.MemberDefinition': { columns: ['Name', 'MemberType', 'Definition'], group: (o) => `   TypeName: ${String(o.getProperty('TypeName')?.value)}` },
  'System.IO.FileInfo': { columns: ['Mode', 'LastWriteTime', 'Length', 'Name'], group: (o) => `    Directory: ${String(o.getProperty('DirectoryName')?.value)}` },
  'System.IO.DirectoryInfo': { columns: ['Mode', 'LastWriteTime', 'Length', 'Name'], group: (o) => `    Directory: ${String(o.getProperty('Parent')?.value)}` },
  'Microsoft.PowerShell.Commands.HistoryInfo': { columns: ['Id', 'Duration', 'CommandLine'], group: () => '' },
};

export class OutputFormatter {
  private table: OpenTable | null = null;
  private inList = false;

  /**
   * `now` is the console's clock for holding rows (src/shell passes Date.now); Out-String, which has all its input
   * at once, passes a clock that never moves, so its rows are held until the end and the widths fit them all.
   */
  private readonly header: ((t: string) => string) | undefined;
  private readonly label: ((t: string) => string) | undefined;

  /**
   * `location` is the current location at the moment an object is drawn: Select-String's MatchInfo shows its path
   * relative to it, as PowerShell's view of MatchInfo calls `$_.ToEmphasizedString((Get-Location).Path)`.
   */
  constructor(private readonly toText: ToText, private readonly style: ErrorStyle, public columns: number, private readonly now: () => number,
    private readonly location: () => string | null = () => null) {
    this.header = style.tableHeader?.bind(style);
    this.label = style.formatAccent?.bind(style);
  }

  /** Text to print for one output object (possibly empty while table rows are held). */
  write(value: unknown): string {
    let out = '';
    for (const item of this.items(value)) out += this.place(item);
    if (this.table && this.table.rows.length > 0 && (this.table.rows.length >= HOLD_ROWS || this.now() - this.table.since > HOLD_MS)) out += this.emitRows();
    return out;
  }

  /** Ends the current table or list (end of a run, or another stream interrupting the output). */
  flush(): string {
    let out = '';
    if (this.table) out += this.emitRows() + '\n';
    else if (this.inList) out += '\n';
    this.table = null;
    this.inList = false;
    return out;
  }

  private place(item: Item): string {
    if (item.kind === 'row' && this.table?.key === item.key) return this.addRows(item);
    let out = this.flush();
    if (item.kind === 'text') return out + item.text;
    if (item.kind === 'list') {
      this.inList = true;
      return out + '\n' + listLines(item.pairs, this.columns, this.label).join('\n') + '\n';
    }
    this.table = {
      key: item.key, columns: item.columns, props: item.props, rows: [], numeric: item.columns.map(() => false), mixed: item.columns.map(() => false),
      widths: null, since: this.now(), hideWhenEmpty: item.hideWhenEmpty ?? [], shown: null,
    };
    out += '\n';
    if (item.groupHeader) out += `${item.groupHeader}\n\n`;
    return out + this.addRows(item);
  }

  private addRows(item: Extract<Item, { kind: 'row' }>): string {
    const t = this.table!;
    if (t.rows.length === 0) t.since = this.now();
    for (const cells of item.cells) {
      cells.forEach((v, i) => {
        if (v === null || v === undefined || v === '' || item.leftAligned) return;
        if (isNumeric(v)) t.numeric[i] = !t.mixed[i];
        else { t.mixed[i] = true; t.numeric[i] = false; }
      });
      t.rows.push(cells.map((v) => cellText(v, this.toText)));
    }
    return '';
  }

  private emitRows(): string {
    const t = this.table!;
    if (t.rows.length === 0 && t.widths) return '';
    t.shown ??= t.columns.map((_, i) => i).filter((i) => !t.hideWhenEmpty.includes(t.columns[i]!.header) || t.rows.some((r) => r[i] !== ''));
    const pick = <T>(xs: T[]) => t.shown!.map((i) => xs[i]!);
    const data = { columns: pick(t.columns), rows: t.rows.map(pick), numeric: pick(t.numeric) };
    const first = t.widths === null;
    t.widths ??= columnWidths(data, this.columns);
    const lines = tableLines(data, t.widths, first, this.columns, this.header);
    t.rows = [];
    return lines.map((l) => l + '\n').join('');
  }

  private items(value: unknown): Item[] {
    if (value === null || value === undefined) return [];
    if (Array.isArray(value)) return value.flatMap((v) => this.items(v));
    if (value instanceof Uint8Array) return Array.from(value, (b) => ({ kind: 'text' as const, text: b + '\n' }));
    if (value instanceof PSHashtable) {
      if (value.count === 0) return [];
      const columns = [{ header: 'Name', minWidth: 30 }, { header: 'Value' }];
      return [{ kind: 'row', key: 'hashtable', props: [], columns, cells: value.entries(), leftAligned: true }];
    }
    if (value instanceof ErrorRecord) return [{ kind: 'text', text: formatErrorRecord(value.toData(), this.style) }];
    if (value instanceof ScriptBlockValue) return [{ kind: 'text', text: scriptBlockText(value) + '\n' }];
    if (value instanceof MatchInfo) return [{ kind: 'text', text: matchInfoText(value, this.location()) + '\n' }];
    // DateTime's default console view is its long form: Thursday, January 2, 2020 3:04:05 AM.
    if (value instanceof PSDateTime) return [{ kind: 'text', text: '\n' + formatDateTime(value, 'F', false) + '\n\n' }];
    if (value instanceof PSObject) return this.objectItems(value);
    return [{ kind: 'text', text: this.toText(value) + '\n' }];
  }

  private objectItems(o: PSObject): Item[] {
    const type = o.typeNames[0] ?? '';
    if (type === 'Svc.FormatTable' || type === 'Svc.FormatList') return [{ kind: 'text', text: this.flush() + this.formatMarker(o, type === 'Svc.FormatTable') }];
    const view = GROUPED_VIEWS[type];
    if (view) {
      const group = view.group(o);
      return [{ kind: 'row', key: 'grouped:' + group, props: view.columns, columns: view.columns.map((header) => ({ header })), cells: [view.columns.map((n) => o.getProperty(n)?.value)], groupHeader: group }];
    }
    if (isExtendedError(o)) return [{ kind: 'text', text: '\n' + extendedErrorLines(o).join('\n') + '\n\n' }];
    const defaultView = DEFAULT_VIEWS[type];
    if (defaultView) {
      const cols = [...defaultView.columns];
      return [{ kind: 'row', key: defaultView.shared ?? type, props: cols, columns: cols.map((header) => ({ header })), cells: [cols.map((n) => o.getProperty(n)?.value)], hideWhenEmpty: defaultView.hideWhenEmpty }];
    }
    const names = o.properties().map((p) => p.name);
    if (names.length === 0) return [{ kind: 'text', text: this.toText(o) + '\n' }];
    if (names.length >= 5) return [{ kind: 'list', pairs: names.map((n) => [n, cellText(o.getProperty(n)?.value, this.toText)]) }];
    const key = type + (type === 'System.Management.Automation.PSCustomObject' ? '' : ':' + names.join(','));
    const props = this.table?.key === key ? this.table.props : names;
    return [{ kind: 'row', key, props, columns: props.map((header) => ({ header })), cells: [props.map((n) => o.getProperty(n)?.value)] }];
  }

  /** Format-Table / Format-List markers (src/engine/commands/format/format-data.ts): the view is chosen already. */
  private formatMarker(marker: PSObject, asTable: boolean): string {
    const prop = (name: string) => marker.getProperty(name)?.value;
    if (!asTable) {
      const lines: string[] = [];
      for (const r of toArray(prop('Records')) as PSObject[]) {
        if (r.typeNames[0] === 'Svc.FormatScalar') lines.push(cellText(r.getProperty('Value')?.value, this.toText));
        else lines.push('', ...listLines(r.properties().map((p) => [p.name, cellText(p.value, this.toText)]), this.columns, this.label));
      }
      return lines.length ? lines.join('\n') + '\n\n' : '';
    }
    const headers = toArray(prop('Columns')).map(String);
    const rows = toArray(prop('Rows')).map((r) => toArray(r));
    if (headers.length === 0) return rows.map((r) => cellText(r[0], this.toText) + '\n').join('');
    const numeric = headers.map((_, i) => rows.some((r) => isNumeric(r[i])) && rows.every((r) => r[i] === null || r[i] === undefined || isNumeric(r[i])));
    const data = { columns: headers.map((header) => ({ header })), rows: rows.map((r) => r.map((v) => cellText(v, this.toText))), numeric };
    const lines = tableLines(data, columnWidths(data, this.columns), prop('HideTableHeaders') !== true, this.columns, this.header);
    return '\n' + lines.join('\n') + '\n\n';
  }
}

function toArray(v: unknown): unknown[] {
  if (v === null || v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}
