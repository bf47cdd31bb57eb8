// Set-SvcCache (PowerShell Universal's Set-PSUCache under svc's name; docs/state.md): stores a copy of a value under a
// key, in the one store the prompt, .svc files and every endpoint share.
import { defineCommand } from '../declaration.js';
import { writeCacheValue } from './cache-access.js';
import { EXPIRATION_PARAMETERS, expirationOptions } from './cache-options.js';

export const setSvcCache = defineCommand({
  name: 'Set-SvcCache',
  synopsis: 'Stores a value in the svc cache.',
  description: 'Stores a copy of -Value under -Key (keys compare case-sensitively). The copy is data: hashtables (ordered or not), '
    + 'arrays, lists, [pscustomobject]s, strings, numbers, dates, timespans and GUIDs keep their types; a script block or a live '
    + 'object is refused. Without an expiration the value lives until it is removed or svc stops (or, with -Persist, until it is removed). '
    + 'Values are capped by the MaxCacheValueKB setting, the embedded store by MaxCacheKB.',
  defaultParameterSet: 'NoExpiration',
  parameters: [
    { name: 'Key', type: 'string', position: 0, mandatory: true, help: 'The key.' },
    { name: 'Value', type: 'object', position: 1, mandatory: true, valueFromPipeline: true, allowNull: true, allowEmptyString: true, allowEmptyCollection: true, help: 'The value to store (a copy).' },
    ...EXPIRATION_PARAMETERS,
  ],
  examples: [
    { code: "Set-SvcCache -Key greeting -Value 'hello'; Get-SvcCache greeting", remarks: 'Writes hello.',
      output: 'hello' },
    { code: "Set-SvcCache -Key token -Value 'abc123' -AbsoluteExpirationFromNow (New-TimeSpan -Minutes 10)\nGet-SvcCache token\n((Get-SvcCache 'tok*').Expires - (Get-Date)).TotalMinutes -gt 9",
      remarks: 'The token is gone 10 minutes from now.',
      output: 'abc123\nTrue' },
    { code: "Set-SvcCache -Key visits -Value @{ count = 1 } -Persist\n(Get-SvcCache visits).count; (Get-SvcCache 'visits*').Persist",
      remarks: 'Also written to the data folder: it is there again after svc restarts.',
      output: '1\nTrue' },
  ],
  process(ctx) {
    const fail = ctx.throwTerminating.bind(ctx);
    const options = expirationOptions(ctx.params, ctx.bound, ctx.host.now(), fail);
    writeCacheValue(ctx.host, ctx.params.Key, ctx.params.Value, options, fail, ctx.valueContext);
  },
});
