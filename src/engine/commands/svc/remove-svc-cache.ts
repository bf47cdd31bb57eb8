// Remove-SvcCache (docs/state.md): removes keys from the svc cache; a wildcard removes every key it matches.
import { defineCommand } from '../declaration.js';
import { hasWildcard } from '../../values/index.js';
import { checkKey, matchingEntries, requireCache, unwrap } from './cache-access.js';

export const removeSvcCache = defineCommand({
  name: 'Remove-SvcCache',
  synopsis: 'Removes keys from the svc cache.',
  description: 'Removes the value stored under -Key; with wildcards, every key that matches. A key that is not there is no error. Keys kept with -Persist leave the data folder too.',
  parameters: [
    { name: 'Key', type: 'string[]', position: 0, mandatory: true, valueFromPipeline: true, valueFromPipelineByPropertyName: true, help: 'The keys (wildcards allowed); Get-SvcCache\'s entries can be piped in.' },
  ],
  examples: [
    { code: 'Set-SvcCache a 1; Remove-SvcCache a; $null -eq (Get-SvcCache a)', remarks: 'Writes True: the key is gone, so Get-SvcCache gives $null.',
      output: 'True' },
    { code: "Set-SvcCache session:1 'a'; Set-SvcCache session:2 'b'; Set-SvcCache user:1 'Ann'\nRemove-SvcCache 'session:*'\n(Get-SvcCache).Key",
      remarks: 'Removes every key that starts with session:.',
      output: 'user:1' },
    { code: "Set-SvcCache big ('x' * 150000); Set-SvcCache small 'x'\nGet-SvcCache | Where-Object Size -gt 100000 | Remove-SvcCache\n(Get-SvcCache).Key",
      remarks: 'Removes the keys whose values are over 100,000 bytes.',
      output: 'small' },
  ],
  process(ctx) {
    const fail = ctx.throwTerminating.bind(ctx);
    const cache = requireCache(ctx.host, fail);
    for (const key of ctx.params.Key ?? []) {
      const keys = hasWildcard(key) ? matchingEntries(ctx.host, key, fail).map((e) => e.key) : [checkKey(key, fail)];
      for (const k of keys) unwrap(cache.remove(k), k, fail);
    }
  },
});
