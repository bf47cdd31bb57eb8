// The size caps of the store and their messages, which name the settings a user changes (docs/state.md, limits).
// Messages never name the key: the store's keys carry their feature's prefix; the caller names the key it meant.
import { storeFailure, type StoreFailure } from '../engine/protocol/store-types.js';
import type { StoreLimits } from './store.js';

export const KB = 1024;

/** What one entry weighs: its value's UTF-8 bytes and its key's. */
export function entryBytes(key: string, value: string): number {
  return Buffer.byteLength(value, 'utf8') + Buffer.byteLength(key, 'utf8');
}

function kb(bytes: number): string {
  return `${Math.ceil(bytes / KB)} KB`;
}

/** null when `bytes` may be stored as one value. */
export function checkValueSize(bytes: number, limits: StoreLimits): StoreFailure | null {
  if (bytes <= limits.maxValueBytes) return null;
  return storeFailure('tooLarge',
    `The value is ${kb(bytes)}, over the MaxCacheValueKB setting (${kb(limits.maxValueBytes)}).`);
}

/** null when the store may grow from `total` to `total + added` bytes. */
export function checkTotalSize(total: number, added: number, limits: StoreLimits): StoreFailure | null {
  if (added <= 0 || total + added <= limits.maxTotalBytes) return null;
  return storeFailure('full',
    `Storing it would grow the cache to ${kb(total + added)}, over the MaxCacheKB setting (${kb(limits.maxTotalBytes)}); remove keys or raise the setting.`);
}

export const UNLIMITED: StoreLimits = Object.freeze({ maxValueBytes: Number.MAX_SAFE_INTEGER, maxTotalBytes: Number.MAX_SAFE_INTEGER });

/** The caps the MaxCacheValueKB and MaxCacheKB settings set. */
export function limitsFromSettings(settings: { MaxCacheValueKB: number; MaxCacheKB: number }): StoreLimits {
  return { maxValueBytes: settings.MaxCacheValueKB * KB, maxTotalBytes: settings.MaxCacheKB * KB };
}
