// What Format-Table and Format-List write: a formatting marker the shell renders (and Out-String turns into text).
//
//   Svc.FormatTable  PSObject, typeNames ['Svc.FormatTable', 'System.Object'], properties:
//     Columns: string[]        column headers, in order ([] when the items have no properties: one bare column)
//     Rows:    unknown[][]     one row per item, the raw value of each column (the renderer turns values into text)
//     HideTableHeaders: boolean
//   Svc.FormatList   PSObject, typeNames ['Svc.FormatList', 'System.Object'], properties:
//     Records: PSObject[]      one per item, holding the selected properties in order (a scalar item is a record
//                              with no properties and a single 'Value' entry, shown as the bare value)
//
// Values stay raw (numbers, dates...), so the shell can align numbers right as PowerShell does.
import type { CommandContext } from '../declaration.js';
import { PSHashtable, PSObject } from '../../values/types.js';
import { propertyNames } from '../../values/index.js';
import { expandSpec, parsePropertySpecs } from '../property-spec.js';
import type { PropertySpec } from '../property-spec.js';

export const FORMAT_TABLE = 'Svc.FormatTable';
export const FORMAT_LIST = 'Svc.FormatList';

/** Items with no properties of their own (strings, numbers...) format as themselves. */
export function isScalar(value: unknown): boolean {
  return !(value instanceof PSHashtable) && propertyNames(value).length === 0;
}

/** Hashtables format as Name/Value pairs, one per entry (as PowerShell's default view of a dictionary). */
function entriesOf(items: unknown[]): unknown[] {
  return items.flatMap((i) => (i instanceof PSHashtable
    ? i.entries().map(([k, v]) => PSObject.from([['Name', k], ['Value', v]], ['System.Collections.DictionaryEntry', 'System.Object']))
    : [i]));
}

export function selectedPairs(ctx: CommandContext, specs: PropertySpec[] | null, item: unknown): { name: string; value: unknown }[] {
  if (!specs) return propertyNames(item).map((name) => ({ name, value: expandSpec(ctx, { kind: 'name', name, label: name, wildcard: false, options: null }, item)[0].value }));
  return specs.flatMap((s) => expandSpec(ctx, s, item));
}

export function tableMarker(ctx: CommandContext, rawItems: unknown[], propertyArgs: unknown[] | null, hideHeaders: boolean): PSObject {
  const items = propertyArgs ? rawItems : entriesOf(rawItems);
  const specs = propertyArgs ? parsePropertySpecs(ctx, propertyArgs, 'Format-Table', ['width', 'alignment', 'formatstring']) : null;
  const first = items.find((i) => !isScalar(i));
  const columns = first === undefined && !specs ? [] : selectedPairs(ctx, specs, first ?? null).map((p) => p.name);
  const rows = items.map((item) => {
    if (columns.length === 0) return [item];
    const pairs = selectedPairs(ctx, specs, item);
    return columns.map((c) => pairs.find((p) => p.name.toLowerCase() === c.toLowerCase())?.value ?? null);
  });
  return PSObject.from([['Columns', columns], ['Rows', rows], ['HideTableHeaders', hideHeaders]], [FORMAT_TABLE, 'System.Object']);
}

export function listMarker(ctx: CommandContext, rawItems: unknown[], propertyArgs: unknown[] | null): PSObject {
  const items = propertyArgs ? rawItems : entriesOf(rawItems);
  const specs = propertyArgs ? parsePropertySpecs(ctx, propertyArgs, 'Format-List', ['formatstring']) : null;
  const records = items.map((item) => {
    if (!specs && isScalar(item)) return PSObject.from([['Value', item]], ['Svc.FormatScalar', 'System.Object']);
    return PSObject.from(selectedPairs(ctx, specs, item).map((p): [string, unknown] => [p.name, p.value]), ['Svc.FormatRecord', 'System.Object']);
  });
  return PSObject.from([['Records', records]], [FORMAT_LIST, 'System.Object']);
}

