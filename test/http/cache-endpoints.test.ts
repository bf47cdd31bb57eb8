// The cache from endpoint scripts, through real isolates and real HTTP (docs/state.md): $Cache: and the cache
// commands share one store across calls and endpoints, values come back with their types, what cannot be copied is
// refused, and Update-SvcCache loses no update among concurrent calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';
import { MemoryStore, StoreHolder } from '../../src/store/index.js';
import { NO_EXPIRY } from '../../src/engine/protocol/store-types.js';

let svc: Svc;
let store: StoreHolder;
beforeAll(async () => {
  store = StoreHolder.of(new MemoryStore(), { store: null, dataPath: '' });
  svc = await startSvc({}, store);
});
afterAll(() => svc.close());

describe('the $Cache: scope in endpoints', () => {
  it('counts across calls and across endpoints (what $script: cannot)', async () => {
    svc.define('New-SvcEndpoint -Url /count -Endpoint { $Cache:count = [int]$Cache:count + 1; $Cache:count }');
    svc.define('New-SvcEndpoint -Url /peek -Endpoint { "count is $Cache:count" }');
    expect((await svc.call('/count')).body).toBe('1');
    expect((await svc.call('/count')).body).toBe('2');
    expect((await svc.call('/peek')).body).toBe('count is 2');
  });

  it('a missing key reads $null, and $null removes a key', async () => {
    svc.define('New-SvcEndpoint -Url /missing -Endpoint { $null -eq $Cache:nothing }');
    expect((await svc.call('/missing')).body).toBe('true');
    svc.define("New-SvcEndpoint -Url /drop -Endpoint { $Cache:gone = 'x'; $Cache:gone = $null; (Get-SvcCache 'gone*').Count }");
    expect((await svc.call('/drop')).body).toBe('0');
    expect(await store.get('cache:gone')).toEqual({ ok: true, value: null });
  });
});

describe('values are copied as data', () => {
  it('keeps hashtables (ordered or not), arrays, [pscustomobject]s, dates, numbers and GUIDs with their types', async () => {
    svc.define(`New-SvcEndpoint -Url /put -Method POST -Endpoint {
      Set-SvcCache -Key typed -Value ([ordered]@{
        h = @{ n = 1 }; list = @(1, 'two', 3.5); o = [pscustomobject]@{ Name = 'x' }; d = (Get-Date '2024-02-29T10:00:00').ToUniversalTime()
        big = 9007199254740993L; dec = 1.10d; g = [guid]'0f8fad5b-d9cb-469f-a165-70867728950e'; ts = New-TimeSpan -Minutes 90
      })
    }`);
    svc.define(`New-SvcEndpoint -Url /types -Endpoint {
      $v = Get-SvcCache typed
      @($v.GetType().Name, $v.h.GetType().Name, $v.list.GetType().Name, $v.list[2].GetType().Name, $v.o.GetType().Name,
        $v.d.GetType().Name, $v.d.Kind, $v.big.GetType().Name, "$($v.big)", "$($v.dec)", $v.g.GetType().Name, $v.ts.TotalMinutes) -join ','
    }`);
    expect((await svc.call('/put', { method: 'POST' })).status).toBe(200);
    expect((await svc.call('/types')).body)
      .toBe('OrderedDictionary,Hashtable,Object[],Double,PSCustomObject,DateTime,Utc,Int64,9007199254740993,1.10,Guid,90');
  });

  it('a change to a value read from the cache does not change the cache', async () => {
    svc.define(`New-SvcEndpoint -Url /mutate -Endpoint {
      $Cache:h = @{ n = 1 }
      $copy = $Cache:h; $copy.n = 99
      $Cache:h.n
    }`);
    expect((await svc.call('/mutate')).body).toBe('1');
  });

  it('refuses a script block with a clear error (a 500 under Stop), storing nothing', async () => {
    svc.define("New-SvcEndpoint -Url /code -ErrorAction Stop -Endpoint { Set-SvcCache -Key code -Value { 'run me' } }");
    const r = await svc.call('/code');
    expect(r.status).toBe(500);
    expect(r.body).toMatch(/A script block cannot be stored in the cache: it is code, not data/);
    expect(await store.get('cache:code')).toEqual({ ok: true, value: null });
  });

  it('refuses a live object such as a [regex] or a StringBuilder', async () => {
    svc.define("New-SvcEndpoint -Url /live -Endpoint { try { $Cache:sb = [System.Text.StringBuilder]::new() } catch { $_.FullyQualifiedErrorId + ': ' + $_ } }");
    expect((await svc.call('/live')).body).toMatch(/^CacheValueNotCopyable: A live System.Text.StringBuilder object cannot be stored in the cache/);
  });
});

describe('the store the host holds', () => {
  it('an endpoint reads what the host stored, and the host reads what an endpoint stored', async () => {
    await store.set('cache:fromHost', JSON.stringify('hello'), NO_EXPIRY);
    svc.define("New-SvcEndpoint -Url /echo -Endpoint { $Cache:fromHost; $Cache:fromEndpoint = 'back' }");
    expect((await svc.call('/echo')).body).toBe('hello');
    expect(await store.get('cache:fromEndpoint')).toEqual({ ok: true, value: JSON.stringify('back') });
  });
});

describe('concurrency (docs/state.md, "the concurrency rule")', () => {
  it('50 concurrent calls that each add one item with Update-SvcCache lose none', async () => {
    svc.define(`New-SvcEndpoint -Url /todo -Method POST -Endpoint {
      param([int]$Id)
      Update-SvcCache -Key todos -ScriptBlock { param($list) , ((@($list) -ne $null) + @{ id = $Id }) }
    }`);
    svc.define('New-SvcEndpoint -Url /todos -Endpoint { $Cache:todos.Count; ($Cache:todos.id | Sort-Object -Unique).Count }');
    const calls = await Promise.all(Array.from({ length: 50 }, (_, i) => svc.call(`/todo?Id=${i}`, { method: 'POST' })));
    expect(calls.filter((c) => c.status !== 200)).toEqual([]);
    expect((await svc.call('/todos')).body).toBe('[50,50]');
  });

  it('a failed update releases the lock: the next update goes through', async () => {
    svc.define("New-SvcEndpoint -Url /fail-update -Endpoint { Update-SvcCache -Key locked -ScriptBlock { throw 'no' } }");
    svc.define("New-SvcEndpoint -Url /update -Endpoint { Update-SvcCache -Key locked -ScriptBlock { 'yes' } -PassThru }");
    expect((await svc.call('/fail-update')).status).toBe(500);
    expect((await svc.call('/update')).body).toBe('yes');
  });
});

describe('limits', () => {
  it('a value over MaxCacheValueKB is refused with an error naming the setting', async () => {
    svc.define('Set-SvcSetting -MaxCacheValueKB 1');
    svc.define("New-SvcEndpoint -Url /big -ErrorAction Stop -Endpoint { $Cache:big = 'x' * 5000 }");
    const r = await svc.call('/big');
    expect(r.status).toBe(500);
    expect(r.body).toMatch(/Cache key 'big': The value is 5 KB, over the MaxCacheValueKB setting \(1 KB\)/);
    svc.define('Set-SvcSetting -MaxCacheValueKB 1024');
  });
});
