// Group-Object (group): groups objects with equal property values. As PowerShell 6.1+, the groups come out sorted by
// key (a stable sort, so each group keeps its input order); each is a GroupInfo with Count, Name (the key as text),
// Group and Values (the key values with their types) (docs/values.md).
import { defineCommand } from '../declaration.js';
import { PSHashtable, PSObject } from '../../values/types.js';
import { toStringValue } from '../../values/index.js';
import { keyComparer, keyedInput, parsePropertySpecs, type Keyed } from '../property-spec.js';
import { collectingState, collectInput, collectedInput } from '../collect-input.js';


export const groupObject = defineCommand({
  name: 'Group-Object',
  aliases: ['group'],
  synopsis: 'Groups objects that contain the same value for specified properties.',
  description: 'Writes one GroupInfo object (Count, Name, Group) per distinct key, sorted by key. The key is the value of '
    + 'the -Property names or script blocks (several joined with ", " in Name). -AsHashTable writes one hashtable from key to group instead.',
  parameters: [
    { name: 'InputObject', type: 'object', valueFromPipeline: true, help: 'The objects to group.' },
    { name: 'Property', type: 'object[]', position: 0, help: 'The properties or script blocks to group by.' },
    { name: 'NoElement', type: 'switch', help: 'Leaves the Group property empty.' },
    { name: 'AsHashTable', type: 'switch', aliases: ['AHT'], help: 'Writes a hashtable: key -> objects.' },
    { name: 'AsString', type: 'switch', help: 'With -AsHashTable, uses the key text as the hashtable key.' },
    { name: 'CaseSensitive', type: 'switch', help: 'Keys that differ only in case form different groups.' },
  ],
  examples: [
    { code: "'a','b','a' | Group-Object", remarks: 'Two groups: a (Count 2) and b (Count 1).',
      output: 'Count Name Group\n----- ---- -----\n    2 a    {a, a}\n    1 b    {b}' },
    { code: "'GET', 'POST', 'GET' | ForEach-Object { [pscustomobject]@{ Method = $_ } } | Group-Object Method -NoElement",
      remarks: 'How many endpoints per method.',
      output: 'Count Name\n----- ----\n    2 GET\n    1 POST' },
    { code: '1..10 | Group-Object { $_ % 2 } -AsHashTable', remarks: 'A hashtable with keys 0 and 1.',
      output: 'Name                           Value\n----                           -----\n0                              {2, 4, 6, 8, 10}\n1                              {1, 3, 5, 7, 9}' },
  ],
  state: collectingState,
  process: collectInput,
  end(ctx) {
    const specs = ctx.bound.has('Property') ? parsePropertySpecs(ctx, ctx.params.Property!, 'Group-Object') : [];
    const cs = ctx.params.CaseSensitive === true;
    const keyed = keyedInput(ctx, specs, collectedInput(ctx));
    const compare = keyComparer(cs);
    const groups: Keyed[][] = [];
    for (const k of keyed.sort(compare)) {
      const last = groups[groups.length - 1];
      if (last && compare(last[0], k) === 0) last.push(k); else groups.push([k]);
    }
    if (ctx.params.AsHashTable === true) { ctx.writeOutput(asHashtable(groups, ctx.params.AsString === true), false); return; }
    for (const g of groups) ctx.writeOutput(groupInfo(g, ctx.params.NoElement === true), false);
  },
});

function groupInfo(group: Keyed[], noElement: boolean): PSObject {
  const info = new PSObject([noElement ? 'Microsoft.PowerShell.Commands.GroupInfoNoElement' : 'Microsoft.PowerShell.Commands.GroupInfo', 'System.Object']);
  info.setProperty('Count', group.length);
  info.setProperty('Name', group[0].keys.map((k) => toStringValue(k)).join(', '));
  info.setProperty('Group', noElement ? [] : group.map((k) => k.value));
  // Values: the key values themselves, typed (an [int] key stays an Int32), while Name is always their text.
  info.setProperty('Values', [...group[0].keys]);
  return info;
}

function asHashtable(groups: Keyed[][], asString: boolean): PSHashtable {
  const table = new PSHashtable();
  for (const g of groups) {
    const keys = g[0].keys;
    const key = asString || keys.length > 1 ? keys.map((k) => toStringValue(k)).join(', ') : keys[0];
    table.set(key, g.map((k) => k.value));
  }
  return table;
}
