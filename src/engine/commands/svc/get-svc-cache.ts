// Get-SvcCache (PowerShell Universal's Get-PSUCache under svc's name; docs/state.md): a copy of the value stored under
// a key, $null when there is none; a wildcard, or no key, lists the keys instead.
import { defineCommand } from '../declaration.js';
import { hasWildcard } from '../../values/index.js';
import { entryObject, matchingEntries, readCacheValue } from './cache-access.js';

export const getSvcCache = defineCommand({
  name: 'Get-SvcCache',
  synopsis: 'Gets a value from the svc cache, or lists its keys.',
  description: 'With -Key, writes a copy of the value stored under it (an array one element at a time, as Import-Clixml does; $Cache:name keeps it whole), or $null when the key '
    + 'is missing or expired (never an error). A -Key with wildcards (*, ?, [a-z]), or no -Key, writes one Svc.CacheEntry per matching '
    + 'key instead: Key, Size (bytes), Expires, SlidingExpiration and Persist. Reading a key with a sliding expiration moves it ahead.',
  parameters: [
    { name: 'Key', type: 'string', position: 0, help: 'The key; with wildcards, the keys to list.' },
  ],
  examples: [
    { code: "Set-SvcCache -Key n -Value 42; Get-SvcCache -Key n", remarks: 'Writes 42.',
      output: '42' },
    { code: '$null -eq (Get-SvcCache -Key missing)', remarks: 'Writes True: nothing is stored under missing, so Get-SvcCache gives $null.',
      output: 'True' },
    { code: "Set-SvcCache user:1 'Ann'; Set-SvcCache user:2 'Bob'; Set-SvcCache page 3\nGet-SvcCache 'user:*' | Select-Object Key, Size",
      remarks: 'Lists the keys that start with user:.',
      output: 'Key    Size\n---    ----\nuser:1    5\nuser:2    5' },
  ],
  outputType: 'System.Object',
  process(ctx) {
    const fail = ctx.throwTerminating.bind(ctx);
    const key = ctx.bound.has('Key') ? ctx.params.Key! : null;
    if (key !== null && !hasWildcard(key)) {
      ctx.writeOutput(readCacheValue(ctx.host, key, fail));
      return;
    }
    for (const entry of matchingEntries(ctx.host, key, fail)) ctx.writeOutput(entryObject(entry, ctx.host));
  },
});
