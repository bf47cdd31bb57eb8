// App tokens and rate limits through the real launcher (docs/security.md): Grant-/Get-/Revoke-SvcAppToken at work in
// a .svc file, tokens valid across a restart on one data folder and across two svc processes on one real
// redis-server, and two replicas on that Redis together allowing exactly a rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedFile, scriptFile, serveFile, svc, tempDir } from './helpers.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';

let redis: RedisServer;
beforeAll(async () => { redis = await startRedisServer(); });
afterAll(async () => { await redis.stop(); });

const DEFINITIONS = [
  "New-SvcEndpoint -Url /secure -Authentication -Role Admin -Endpoint { \"hello $Identity\" }",
  "New-SvcEndpoint -Url /limited -Endpoint { 'ok' }",
  "New-SvcRateLimit -Endpoint 'GET|/limited' -Limit 5 -Period 00:10:00",
].join('\n');

const serve = (args: string[]) => serveFile(args);

async function status(url: string, token?: string): Promise<number> {
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(15_000) });
  await res.text();
  return res.status;
}

/** A token granted by a short-lived svc on the given store (its stdout is the token). */
async function grant(args: string[], identity = 'Alice'): Promise<string> {
  const r = await svc([...args, '--exit', '-c', `(Grant-SvcAppToken -IdentityName ${identity} -Role admin -Expiry (Get-Date).AddDays(1)).Token`]);
  expect(r.stderr).toBe('');
  return r.stdout.trim();
}

describe('Grant-, Get- and Revoke-SvcAppToken in a .svc file', () => {
  it('grants a token the file uses at once, lists it without the token, and revokes it', async () => {
    const file = scriptFile([
      DEFINITIONS,
      "$t = Grant-SvcAppToken -UserName Alice -Role ADMIN",
      "Invoke-RestMethod /secure -Headers @{ Authorization = \"Bearer $($t.Token)\" }",
      "$listed = Get-SvcAppToken -IdentityName Al*",
      "\"$($listed.Identity) $($listed.Role) $($null -eq $listed.Token) $($listed.Revoked)\"",
      "$listed | Revoke-SvcAppToken",
      "try { Invoke-RestMethod /secure -Headers @{ Authorization = \"Bearer $($t.Token)\" } } catch { $_.Exception.Response.StatusCode.value__; $_.ErrorDetails.Message }",
      "(Get-SvcAppToken).Revoked",
      "try { Grant-SvcAppToken -Application x -Expiry (Get-Date).AddDays(-1) } catch { $_.Exception.Message }",
    ].join('\n'));
    const r = await svc(['--exit', '--data', tempDir(), file]);
    expect(r.stdout).toBe([
      'hello Alice', 'Alice ADMIN True False', '401', 'The endpoint requires a valid app token: the token has been revoked.', 'True',
      'The -Expiry is in the past: a token that has already expired would never be accepted.', '',
    ].join('\n'));
  }, 60_000);
  it('refuses the commands in an endpoint script', async () => {
    const r = await svc(['--exit', '-c', "New-SvcEndpoint /mint -ErrorAction Stop { Grant-SvcAppToken -IdentityName x }; try { Invoke-RestMethod /mint } catch { $_.ErrorDetails.Message }"]);
    expect(r.stdout).toContain('Grant-SvcAppToken is not available to endpoint scripts');
  }, 60_000);
});

describe('tokens across restarts and replicas', () => {
  it('a token granted on a data folder is valid after a restart on it', async () => {
    const data = tempDir();
    const token = await grant(['--data', data]);
    const file = loadedFile(DEFINITIONS);
    const s = await serve(['--data', data, file]);
    try {
      expect(await status(`${s.url}/secure`, token)).toBe(200);
      expect(await status(`${s.url}/secure`)).toBe(401);
    } finally { s.child.kill('SIGTERM'); }
    const other = await serve(['--data', tempDir(), file]);
    try {
      expect(await status(`${other.url}/secure`, token)).toBe(401);
    } finally { other.child.kill('SIGTERM'); }
  }, 90_000);

  it('two svc processes on one Redis accept each other\'s tokens and together allow exactly the limit', async () => {
    const token = await grant(['--store', redis.url], 'Bob');
    const file = loadedFile(DEFINITIONS);
    const [a, b] = [await serve(['--store', redis.url, file]), await serve(['--store', redis.url, file])];
    try {
      expect(await status(`${a.url}/secure`, token)).toBe(200);
      expect(await status(`${b.url}/secure`, token)).toBe(200);
      const answers: number[] = [];
      for (let i = 0; i < 8; i++) answers.push(await status(`${(i % 2 === 0 ? a : b).url}/limited`));
      expect(answers.filter((s) => s === 200)).toHaveLength(5);
      expect(answers.slice(5)).toEqual([429, 429, 429]);
      // A restart of one replica keeps the token valid (the key lives in Redis).
      a.child.kill('SIGKILL');
      const c = await serve(['--store', redis.url, file]);
      try {
        expect(await status(`${c.url}/secure`, token)).toBe(200);
      } finally { c.child.kill('SIGTERM'); }
    } finally {
      a.child.kill('SIGKILL');
      b.child.kill('SIGTERM');
    }
  }, 120_000);
});
