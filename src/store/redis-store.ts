// The Redis back end (docs/state.md, --store redis://HOST:PORT): the store svc processes share, through ioredis
// (docs/dependencies.md). Each key is a hash under `svc:v:` (its value, and its sliding expiration if it has one)
// whose TTL is its expiration; locks are `svc:l:` keys set NX with a TTL. Commands never queue while Redis is away:
// they fail at once, or within COMMAND_TIMEOUT_MS, as 'unavailable' naming the store, and the client reconnects by
// itself, so a call that needs the store fails within seconds and the ones that do not keep answering.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { storeFailure, storeOk, type StoreEntryInfo, type StoreOutcome, type StoreSetOptions } from '../engine/protocol/store-types.js';
import type { Store, StoreLimits } from './store.js';
import { checkValueSize, entryBytes, UNLIMITED } from './limits.js';

const VALUE = 'svc:v:';
const LOCK = 'svc:l:';
const COMMAND_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 3000;
const LOCK_POLL_MS = 10;
const SCAN_COUNT = 500;

// A read moves a sliding expiration ahead in the same step (the key's TTL is its expiration).
const GET = `local r = redis.call('HMGET', KEYS[1], 'v', 's')
if r[1] and r[2] then redis.call('PEXPIRE', KEYS[1], r[2]) end
return r[1]`;
// A new counter gets the window's TTL; an existing one keeps its own.
const INCREMENT = `local existed = redis.call('EXISTS', KEYS[1])
local n = redis.call('HINCRBY', KEYS[1], 'v', ARGV[1])
if existed == 0 and ARGV[2] ~= '' then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return n`;
const UNLOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** MATCH patterns are globs: the prefix's own *, ?, [ and \\ match only themselves. */
function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => '\\' + c);
}

function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class RedisStore implements Store {
  readonly name: string;
  private limits: StoreLimits = UNLIMITED;
  private down = false;

  /** The Lua steps, sent once and then run by their SHA (ioredis's defineCommand: EVALSHA, EVAL on a cache miss). */
  private readonly scripts: Record<'svcGet' | 'svcIncrement' | 'svcUnlock', (...args: string[]) => Promise<unknown>>;

  private constructor(private readonly client: Redis, readonly url: string, private readonly notice: (line: string) => void) {
    this.name = `the Redis store at ${url}`;
    client.defineCommand('svcGet', { numberOfKeys: 1, lua: GET });
    client.defineCommand('svcIncrement', { numberOfKeys: 1, lua: INCREMENT });
    client.defineCommand('svcUnlock', { numberOfKeys: 1, lua: UNLOCK });
    this.scripts = client as unknown as typeof this.scripts;
  }

  /** Connects (within a few seconds) or answers why not, naming `source` (--store, the Store setting). */
  static async open(url: string, source: string, notice: (line: string) => void = () => {}): Promise<StoreOutcome<RedisStore>> {
    let connected = false;
    const client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      // At start one attempt decides (svc exits when the store is not there); once connected, reconnect for as long
      // as svc runs, at most 1 s apart.
      retryStrategy: (times) => (connected ? Math.min(100 * times, 1000) : null),
    });
    const store = new RedisStore(client, url, notice);
    let firstError: unknown = null;
    client.on('error', (e) => { if (connected) store.wentDown(e); else firstError ??= e; });
    client.on('close', () => { if (connected) store.wentDown('the connection closed'); });
    client.on('ready', () => store.cameBack());
    try {
      await client.connect();
      await client.ping();
      connected = true;
      return storeOk(store);
    } catch (e) {
      client.disconnect();
      return storeFailure('unavailable', `${source}: cannot reach the Redis store at ${url} (${reason(firstError ?? e)}).`);
    }
  }

  private closing = false;

  private wentDown(e: unknown): void {
    if (this.down || this.closing) return;
    this.down = true;
    this.notice(`svc: the Redis store at ${this.url} is unavailable (${reason(e)}); reconnecting. Calls that use the store fail until it is back.`);
  }

  private cameBack(): void {
    if (!this.down) return;
    this.down = false;
    this.notice(`svc: the Redis store at ${this.url} is back.`);
  }

  /** Runs one step against Redis; any failure of the connection is 'unavailable', naming the store. */
  private async attempt<T>(step: () => Promise<T>): Promise<StoreOutcome<T>> {
    try {
      return storeOk(await step());
    } catch (e) {
      if (/not an integer/i.test(reason(e))) return storeFailure('invalid', 'The value is not an integer, so it cannot be counted.');
      // ioredis's own words for a command refused while it reconnects ("Stream isn't writeable...") say little.
      const why = this.down || this.client.status !== 'ready' ? 'the connection is lost; svc is reconnecting' : reason(e);
      return storeFailure('unavailable', `The Redis store at ${this.url} is unavailable (${why}).`);
    }
  }

  get(key: string): Promise<StoreOutcome<string | null>> {
    return this.attempt(async () => (await this.scripts.svcGet(VALUE + key)) as string | null);
  }

  async set(key: string, value: string, options: StoreSetOptions): Promise<StoreOutcome<null>> {
    const tooLarge = checkValueSize(entryBytes(key, value), this.limits);
    if (tooLarge) return tooLarge;
    if (options.expiresAt !== null && options.expiresAt <= Date.now()) return this.attempt(async () => { await this.client.del(VALUE + key); return null; });
    return this.attempt(async () => {
      const k = VALUE + key;
      const tx = this.client.multi().del(k).hset(k, 'v', value, 'p', options.persist ? '1' : '0');
      if (options.slidingMs !== null) tx.hset(k, 's', String(Math.ceil(options.slidingMs))).pexpire(k, Math.ceil(options.slidingMs));
      else if (options.expiresAt !== null) tx.pexpireat(k, Math.ceil(options.expiresAt));
      const results = await tx.exec();
      const failed = results?.find(([e]) => e !== null);
      if (failed) throw failed[0];
      return null;
    });
  }

  delete(key: string): Promise<StoreOutcome<boolean>> {
    return this.attempt(async () => (await this.client.del(VALUE + key)) > 0);
  }

  /** Every key under the prefix, by SCAN (never KEYS, which would stop Redis for other clients). */
  private async keys(prefix: string): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.client.scan(cursor, 'MATCH', VALUE + globEscape(prefix) + '*', 'COUNT', SCAN_COUNT);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found;
  }

  list(prefix: string): Promise<StoreOutcome<StoreEntryInfo[]>> {
    return this.attempt(async () => {
      const keys = await this.keys(prefix);
      const pipeline = this.client.pipeline();
      for (const k of keys) pipeline.hstrlen(k, 'v').hget(k, 's').hget(k, 'p').pttl(k);
      const results = (await pipeline.exec()) ?? [];
      const now = Date.now();
      const out: StoreEntryInfo[] = [];
      keys.forEach((k, i) => {
        const [size, sliding, persist, ttl] = results.slice(i * 4, i * 4 + 4).map(([, v]) => v) as [number, string | null, string | null, number];
        if (ttl === -2) return; // expired between SCAN and now
        out.push({ key: k.slice(VALUE.length), size, expiresAt: ttl >= 0 ? now + ttl : null, slidingMs: sliding === null ? null : Number(sliding), persist: persist === '1' });
      });
      return out;
    });
  }

  clear(prefix: string): Promise<StoreOutcome<number>> {
    return this.attempt(async () => {
      const keys = await this.keys(prefix);
      let removed = 0;
      for (let i = 0; i < keys.length; i += SCAN_COUNT) removed += await this.client.unlink(...keys.slice(i, i + SCAN_COUNT));
      return removed;
    });
  }

  increment(key: string, by: number, ttlMs: number | null): Promise<StoreOutcome<number>> {
    return this.attempt(async () => Number(await this.scripts.svcIncrement(VALUE + key, String(Math.trunc(by)), ttlMs === null ? '' : String(Math.ceil(ttlMs)))));
  }

  async lock(key: string, ttlMs: number, waitMs: number): Promise<StoreOutcome<string>> {
    const token = randomUUID();
    const giveUp = Date.now() + waitMs;
    for (;;) {
      const taken = await this.attempt(() => this.client.set(LOCK + key, token, 'PX', Math.ceil(ttlMs), 'NX'));
      if (!taken.ok) return taken;
      if (taken.value === 'OK') return storeOk(token);
      if (Date.now() >= giveUp) return storeFailure('locked', `Its lock in ${this.name} was not free within ${waitMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }

  async unlock(key: string, token: string): Promise<StoreOutcome<null>> {
    const done = await this.attempt(() => this.scripts.svcUnlock(LOCK + key, token));
    return done.ok ? storeOk(null) : done;
  }

  setLimits(limits: StoreLimits): void {
    this.limits = limits;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.client.disconnect();
  }
}
