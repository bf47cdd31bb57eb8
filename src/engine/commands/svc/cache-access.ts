// How the cache commands and the `$Cache:` scope reach the store: through Host.cache, values copied to and from their
// data form (values/value-data.ts). A store failure (unreachable, over a cap, a lock not free) arrives as data with a
// kind and becomes one terminating error whose id says which (docs/state.md, errors): in an endpoint that is a 500
// naming the store, at the prompt one red line.
import type { CacheHost, Host } from '../../host.js';
import type { StoreEntryInfo, StoreFailure, StoreFailureKind, StoreOutcome, StoreSetOptions } from '../../protocol/store-types.js';
import { ErrorRecord, PSException, TerminatingError, type ErrorCategory } from '../../errors/error-record.js';
import { decodeValueData, encodeValueData, localDateTime, wildcardMatch, type ValueContext } from '../../values/index.js';
import { PSObject, PSTimeSpan } from '../../values/types.js';

/** Raises a terminating error: a cmdlet's ctx.throwTerminating, or the interpreter's own throw for `$Cache:`. */
export type Fail = (record: ErrorRecord) => never;

const FAILURES: Record<StoreFailureKind, { id: string; category: ErrorCategory; exception: string }> = {
  unavailable: { id: 'CacheStoreUnavailable', category: 'ResourceUnavailable', exception: 'System.InvalidOperationException' },
  tooLarge: { id: 'CacheValueTooLarge', category: 'LimitsExceeded', exception: 'System.ArgumentException' },
  full: { id: 'CacheFull', category: 'LimitsExceeded', exception: 'System.InvalidOperationException' },
  locked: { id: 'CacheKeyLocked', category: 'ResourceBusy', exception: 'System.TimeoutException' },
  invalid: { id: 'CacheInvalidRequest', category: 'InvalidArgument', exception: 'System.ArgumentException' },
};

export function cacheError(message: string, id: string, category: ErrorCategory, exception: string, target: unknown = null): ErrorRecord {
  return new ErrorRecord(new PSException(exception, message, null), id, category, target);
}

/** The store's messages never name a key (its keys carry a prefix): the key the script meant is named here. */
export function failureRecord(failure: StoreFailure, key: string | null): ErrorRecord {
  const f = FAILURES[failure.kind] ?? FAILURES.unavailable;
  const message = key === null || failure.kind === 'unavailable' ? failure.message : `Cache key '${key}': ${failure.message}`;
  return cacheError(message, f.id, f.category, f.exception, key);
}

export function requireCache(host: Host, fail: Fail): CacheHost {
  if (host.cache) return host.cache;
  return fail(cacheError('The svc cache is not available in this session.', 'CacheNotAvailable', 'ResourceUnavailable', 'System.InvalidOperationException'));
}

/**
 * A store that cannot be reached ends the script, as `throw` does (try/catch still catches it): under the default
 * Continue rule a statement-terminating error would let the endpoint answer 200 without what it needed, where the
 * caller must see a 500 naming the store (docs/state.md). Other failures are the command's own terminating error.
 */
export function unwrap<T>(outcome: StoreOutcome<T>, key: string | null, fail: Fail): T {
  if (outcome.ok) return outcome.value;
  if (outcome.kind === 'unavailable') throw new TerminatingError(failureRecord(outcome, key), true);
  return fail(failureRecord(outcome, key));
}

export function checkKey(key: string, fail: Fail): string {
  if (key === '') return fail(cacheError('A cache key cannot be empty.', 'CacheInvalidRequest', 'InvalidArgument', 'System.ArgumentException'));
  return key;
}

/** The value stored under `key`, as a fresh copy; null when missing or expired (never an error: docs/state.md). */
export function readCacheValue(host: Host, key: string, fail: Fail): unknown {
  const text = unwrap(requireCache(host, fail).get(checkKey(key, fail)), key, fail);
  return text === null ? null : decodeValueData(text);
}

/** Stores a copy of `value`; a value that cannot be copied (a script block, a live object) is refused first. */
export function writeCacheValue(host: Host, key: string, value: unknown, options: StoreSetOptions, fail: Fail, ctx: ValueContext | null): void {
  const cache = requireCache(host, fail);
  checkKey(key, fail);
  const data = encodeValueData(value, ctx);
  if (!data.ok) fail(cacheError(data.message, 'CacheValueNotCopyable', 'InvalidArgument', 'System.ArgumentException', key));
  else unwrap(cache.set(key, data.text, options), key, fail);
}

/** The keys `pattern` names (a wildcard, case-sensitive as keys are), with their sizes and expirations. */
export function matchingEntries(host: Host, pattern: string | null, fail: Fail): StoreEntryInfo[] {
  const entries = unwrap(requireCache(host, fail).list(), pattern, fail);
  const matched = pattern === null ? entries : entries.filter((e) => wildcardMatch(e.key, pattern, true));
  return matched.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const ENTRY_TYPE = ['Svc.CacheEntry', 'System.Management.Automation.PSCustomObject', 'System.Object'];

/** One key as Get-SvcCache lists it (no value: Get-SvcCache -Key reads that). */
export function entryObject(e: StoreEntryInfo, host: Host): PSObject {
  return PSObject.from([
    ['Key', e.key],
    ['Size', e.size],
    ['Expires', e.expiresAt === null ? null : localDateTime(e.expiresAt, host)],
    ['SlidingExpiration', e.slidingMs === null ? null : new PSTimeSpan(e.slidingMs)],
    ['Persist', e.persist],
  ], ENTRY_TYPE.slice());
}
