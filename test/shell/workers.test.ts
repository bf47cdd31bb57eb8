// `svc --workers 2 FILE` (docs/scale.md), through the real launcher: two worker processes serve one port with
// node:cluster, each with its own isolates; the primary keeps the endpoints, settings, request log and store. Each
// request goes on a connection of its own, so the cluster spreads them over both workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { loaded, LOADED_LINE, startSvc, tempDir, waitFor } from './helpers.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';

const dir = tempDir();
let child: ChildProcessWithoutNullStreams;
let base = '';
let stderr = '';

/** One GET on a fresh connection (no keep-alive: the next request may reach the other worker). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { agent: false, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.on('data', (d) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(10000, () => req.destroy(new Error(`GET ${path} got no answer in 10 s`)));
    req.end();
  });
}

/** The worker pids the request log printed for requests to `path`, in order. */
function workersOf(path: string, from = 0): number[] {
  const re = new RegExp(`GET ${path.replace(/[/?]/g, '\\$&')} -> \\d+ \\(\\d+ ms\\) \\[worker (\\d+)\\]`, 'g');
  return [...stderr.slice(from).matchAll(re)].map((m) => Number(m[1]));
}

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 30000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`no ${what} in:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  writeFileSync(join(dir, 'main.svc'), [
    'Set-SvcSetting -JsonDepth 1',
    'New-SvcEndpoint /nested { @{ a = @{ b = @{ c = 1 } } } }',
    'New-SvcEndpoint /set/:v { $Cache:shared = $V; "set $V" }',
    'New-SvcEndpoint /get { "got $Cache:shared" }',
    'New-SvcEndpoint /who { "ok" }',
    `'${LOADED_LINE}'`,
  ].join('\n'));
  child = startSvc(['--workers', '2', join(dir, 'main.svc')]);
  child.stderr.on('data', (d) => { stderr += d; });
  const [seen] = await Promise.all([waitFor(child.stderr, /Listening on (http:\S+)/), loaded(child)]);
  base = /Listening on (http:\S+)/.exec(seen)![1];
});

afterAll(async () => {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('close', r));
});

describe('svc --workers 2', () => {
  it('serves the file from two worker processes, with the file\'s settings, and one request log names both', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/nested')));
    for (const a of answers) expect(a).toEqual({ status: 200, body: '{"a":{"b":"System.Collections.Hashtable"}}' });
    await until(() => workersOf('/nested').length === 8, 'eight /nested log lines');
    const pids = new Set(workersOf('/nested'));
    expect(pids.size).toBe(2);
    expect(pids.has(child.pid!)).toBe(false);
    expect(stderr).toMatch(new RegExp(`svc: 2 workers \\(pids ${[...pids].sort().join('|')}.*\\) serve http`));
  });

  it('a value set through one worker is read through the other (the primary\'s store)', async () => {
    const from = stderr.length;
    for (let i = 1; i <= 4; i++) {
      expect((await get(`/set/v${i}`)).body).toBe(`set v${i}`);
      expect((await get('/get')).body).toBe(`got v${i}`);
    }
    await until(() => workersOf('/get', from).length === 4, 'four /get log lines');
    // Each /get read what the /set before it wrote, and at least one pair crossed from one worker to the other.
    const sets = workersOf('/set/v\\d', from);
    const gets = workersOf('/get', from);
    expect(sets.some((pid, i) => pid !== gets[i])).toBe(true);
  });

  it('a worker killed with SIGKILL is replaced, and the service keeps answering meanwhile', async () => {
    const from = stderr.length;
    const victim = workersOf('/nested')[0]!;
    process.kill(victim, 'SIGKILL');
    // A connection the cluster was handing to the worker as it died is lost with it (docs/scale.md); once the primary
    // has seen the death, every request is answered, by the other worker until the replacement is up.
    await until(() => stderr.slice(from).includes(`svc: worker ${victim} was killed (SIGKILL); starting another`), 'the death notice');
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await get('/who'));
    expect(answers.every((a) => a.status === 200 && a.body === 'ok')).toBe(true);
    await until(() => /svc: worker \d+ serves http/.test(stderr.slice(from)), 'a replacement worker');
    const replacement = Number(/svc: worker (\d+) serves http/.exec(stderr.slice(from))![1]);
    const mark = stderr.length;
    for (let i = 0; i < 8; i++) expect((await get('/who')).body).toBe('ok');
    await until(() => workersOf('/who', mark).length === 8, 'eight /who log lines');
    expect(workersOf('/who', mark)).toContain(replacement);
    expect(workersOf('/who', from)).not.toContain(victim);
    // The replacement serves the same endpoints and settings.
    expect((await get('/nested')).body).toBe('{"a":{"b":"System.Collections.Hashtable"}}');
  }, 40000);
});

describe('svc --workers 2 --store redis://', () => {
  let redis: RedisServer;
  let svcRedis: ChildProcessWithoutNullStreams;
  let url = '';
  beforeAll(async () => {
    redis = await startRedisServer();
    const file = join(tempDir(), 'redis.svc');
    writeFileSync(file, 'New-SvcEndpoint /add/:v { Update-SvcCache -Key list -ScriptBlock { param($l) , ((@($l) -ne $null) + $V) }; (Get-SvcCache -Key list) -join "," }');
    svcRedis = startSvc(['--workers', '2', '--store', redis.url, file]);
    url = /Listening on (http:\S+)/.exec(await waitFor(svcRedis.stderr, /Listening on (http:\S+)/))![1];
  });
  afterAll(async () => {
    svcRedis.kill('SIGTERM');
    await new Promise((r) => svcRedis.on('close', r));
    await redis.stop();
  });

  it('the workers share the Redis store: concurrent adds through both lose none', async () => {
    base = url;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => get(`/add/${i}`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const last = (await get('/add/end')).body.split(',');
    expect(last.slice(0, -1).sort()).toEqual(Array.from({ length: 12 }, (_, i) => String(i)).sort());
  });
});

describe('svc --workers 2 --watch', () => {
  it('a settings change and a new endpoint from a reload reach both workers', async () => {
    const file = join(tempDir(), 'watched.svc');
    const write = (depth: number, extra = '') => {
      writeFileSync(file + '.tmp', `Set-SvcSetting -JsonDepth ${depth}\nNew-SvcEndpoint /deep { @{ a = @{ b = @{ c = 1 } } } }\n${extra}`);
      renameSync(file + '.tmp', file);
    };
    write(5);
    const watched = startSvc(['--workers', '2', '--watch', file]);
    let log = '';
    watched.stderr.on('data', (d) => { log += d; });
    try {
      base = /Listening on (http:\S+)/.exec(await waitFor(watched.stderr, /Listening on (http:\S+)/))![1];
      expect((await get('/deep')).body).toBe('{"a":{"b":{"c":1}}}');
      const from = log.length;
      write(1, 'New-SvcEndpoint /added { "new" }');
      const end = Date.now() + 30000;
      while ((await get('/added')).status !== 200) {
        if (Date.now() > end) throw new Error(`no reload in:\n${log}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const answers = await Promise.all(Array.from({ length: 8 }, () => get('/deep')));
      for (const a of answers) expect(a.body).toBe('{"a":{"b":"System.Collections.Hashtable"}}');
      const re = /GET \/deep -> 200 \(\d+ ms\) \[worker (\d+)\]/g;
      await until(() => [...log.slice(from).matchAll(re)].length >= 8, 'eight /deep log lines');
      expect(new Set([...log.slice(from).matchAll(re)].map((m) => m[1])).size).toBe(2);
    } finally {
      watched.kill('SIGTERM');
      await new Promise((r) => watched.on('close', r));
    }
  }, 90000);
});
