// Clear-SvcCache (PowerShell Universal's Clear-PSUCache under svc's name; docs/state.md): empties the svc cache. Other
// features' keys in the same store (token keys, rate-limit counts) are not the cache's and stay.
import { defineCommand } from '../declaration.js';
import { requireCache, unwrap } from './cache-access.js';

export const clearSvcCache = defineCommand({
  name: 'Clear-SvcCache',
  synopsis: 'Removes every key from the svc cache.',
  description: 'Removes every value of the cache, -Persist ones (and their copies on disk) included.',
  parameters: [],
  examples: [
    { code: 'Set-SvcCache a 1; Clear-SvcCache; (Get-SvcCache).Count', remarks: 'Writes 0.',
      output: '0' },
  ],
  process(ctx) {
    const fail = ctx.throwTerminating.bind(ctx);
    unwrap(requireCache(ctx.host, fail).clear(), null, fail);
  },
});
