// Update-SvcCache (docs/state.md, "Updating a value safely"): a read-modify-write of one key under the key's lock, so
// that concurrent calls (50 endpoints each adding an item to one list) never lose an update, whichever store holds
// the cache: the embedded one's locks, or Redis's (SET NX PX). PowerShell Universal has no such command; its cache
// leaves scripts to race.
import { defineCommand } from '../declaration.js';
import { readCacheValue, requireCache, unwrap, writeCacheValue, checkKey } from './cache-access.js';
import { EXPIRATION_PARAMETERS, expirationOptions } from './cache-options.js';

/** A lock frees itself this long after it was taken, should the script holding it be stopped in between. */
export const CACHE_LOCK_TTL_MS = 30_000;
/** How long Update-SvcCache waits for another holder of the key's lock. */
export const CACHE_LOCK_WAIT_MS = 10_000;

export const updateSvcCache = defineCommand({
  name: 'Update-SvcCache',
  synopsis: 'Changes a value of the svc cache in one step, under the key\'s lock.',
  description: 'Takes the key\'s lock (waiting up to 10 seconds for another caller to finish), reads the value, runs -ScriptBlock with it as '
    + 'its first argument ($args[0], or param($old)) and as $_, stores what the block writes, and releases the lock. One object written is '
    + 'stored as it is; several are stored as an array (write ,$list to store an array of one). Writing nothing removes the key. '
    + 'The expiration parameters apply to the new value, as Set-SvcCache\'s do; without them it has none. The lock frees itself after 30 '
    + 'seconds if the script is stopped while it holds it.',
  defaultParameterSet: 'NoExpiration',
  parameters: [
    { name: 'Key', type: 'string', position: 0, mandatory: true, help: 'The key.' },
    { name: 'ScriptBlock', type: 'scriptblock', position: 1, mandatory: true, help: 'Gets the current value ($null when missing) and writes the new one.' },
    ...EXPIRATION_PARAMETERS,
    { name: 'PassThru', type: 'switch', help: 'Writes the new value.' },
  ],
  examples: [
    { code: 'Update-SvcCache -Key hits -ScriptBlock { param($n) [int]$n + 1 } -PassThru\nUpdate-SvcCache -Key hits -ScriptBlock { param($n) [int]$n + 1 } -PassThru',
      remarks: 'Adds one to hits and writes the new count: 1 the first time, then 2.',
      output: '1\n2' },
    { code: 'Update-SvcCache todos { param($list) , ((@($list) -ne $null) + @{ id = 1; title = "milk" }) }\nUpdate-SvcCache todos { param($list) , ((@($list) -ne $null) + @{ id = 2; title = "eggs" }) }\n(Get-SvcCache todos).title',
      remarks: 'Appends an item to the list under todos (-ne $null drops the $null of a missing list); the comma keeps a one-item list an array.',
      output: 'milk\neggs' },
  ],
  process(ctx) {
    const fail = ctx.throwTerminating.bind(ctx);
    const key = checkKey(ctx.params.Key, fail);
    const cache = requireCache(ctx.host, fail);
    const options = expirationOptions(ctx.params, ctx.bound, ctx.host.now(), fail);
    const token = unwrap(cache.lock(key, CACHE_LOCK_TTL_MS, CACHE_LOCK_WAIT_MS), key, fail);
    try {
      const old = readCacheValue(ctx.host, key, fail);
      const out = ctx.invokeScriptBlock(ctx.params.ScriptBlock, old, [old]);
      const value = out.length === 0 ? null : out.length === 1 ? out[0] : out;
      if (value === null || value === undefined) unwrap(cache.remove(key), key, fail);
      else writeCacheValue(ctx.host, key, value, options, fail, ctx.valueContext);
      if (ctx.params.PassThru) ctx.writeOutput(value);
    } finally {
      cache.unlock(key, token);
    }
  },
});
