// Set-SvcCache's and Update-SvcCache's expiration parameters (PowerShell Universal's Set-PSUCache: -AbsoluteExpiration,
// -AbsoluteExpirationFromNow, -SlidingExpiration, -Persist), declared once, read into the store's options.
import type { ParameterDeclaration } from '../declaration.js';
import type { StoreSetOptions } from '../../protocol/store-types.js';
import { convertTo } from '../../values/index.js';
import { PSDateTime, PSTimeSpan } from '../../values/types.js';
import { cacheError, type Fail } from './cache-access.js';

export const EXPIRATION_PARAMETERS = [
  { name: 'AbsoluteExpiration', type: 'datetime', parameterSets: ['AbsoluteExpiration'], help: 'The time at which the value is gone.' },
  { name: 'AbsoluteExpirationFromNow', type: 'object', parameterSets: ['AbsoluteExpirationFromNow'], help: 'How long from now the value lives, as a [timespan].' },
  { name: 'SlidingExpiration', type: 'object', parameterSets: ['SlidingExpiration'], help: 'How long the value lives after it was last read or written, as a [timespan]: each read moves its expiration ahead.' },
  { name: 'Persist', type: 'switch', help: 'Also keep the value on disk in the data folder (the DataPath setting), so it survives a restart of svc. With the Redis store every value lives in Redis, which persists by its own configuration.' },
] as const satisfies readonly ParameterDeclaration[];

interface ExpirationParams {
  readonly AbsoluteExpiration?: unknown;
  readonly AbsoluteExpirationFromNow?: unknown;
  readonly SlidingExpiration?: unknown;
  readonly Persist: boolean;
}

function timeSpanMs(value: unknown, name: string, fail: Fail): number {
  const span = convertTo(value, 'System.TimeSpan');
  if (!(span instanceof PSTimeSpan) || !(span.ms > 0)) {
    return fail(cacheError(`-${name} must be a positive [timespan], such as (New-TimeSpan -Minutes 5).`, 'CacheInvalidExpiration', 'InvalidArgument', 'System.ArgumentException', value));
  }
  return span.ms;
}

/** The store options the bound parameters ask for; `now` is the host's clock. */
export function expirationOptions(p: ExpirationParams, bound: ReadonlySet<string>, now: number, fail: Fail): StoreSetOptions {
  const options: StoreSetOptions = { expiresAt: null, slidingMs: null, persist: p.Persist };
  if (bound.has('AbsoluteExpiration')) {
    const at = p.AbsoluteExpiration;
    options.expiresAt = at instanceof PSDateTime ? at.epochMs : now;
  } else if (bound.has('AbsoluteExpirationFromNow')) {
    options.expiresAt = now + timeSpanMs(p.AbsoluteExpirationFromNow, 'AbsoluteExpirationFromNow', fail);
  } else if (bound.has('SlidingExpiration')) {
    options.slidingMs = timeSpanMs(p.SlidingExpiration, 'SlidingExpiration', fail);
  }
  return options;
}
