// New-/Get-/Remove-SvcRateLimit over real HTTP (docs/security.md, rate limits): 429 with Retry-After and the IETF
// httpapi draft's RateLimit-Policy/RateLimit fields, per client IP or per identity, tiers by role and identity with
// the most specific winning, the allow-list settings, refusals at definition, and Export-SvcEndpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';

let svc: Svc;
beforeAll(async () => {
  svc = await startSvc();
  svc.define("New-SvcEndpoint -Url /api/users -Method Get,Post -Endpoint { 'users' }");
  svc.define("New-SvcEndpoint -Url /reports/:id -Authentication -Endpoint { \"report $id for $Identity\" }");
  svc.define("New-SvcEndpoint -Url /free -Endpoint { 'free' }");
});
afterAll(() => svc.close());

const bearer = (t: string) => ({ headers: { Authorization: `Bearer ${t}` } });

describe('New-SvcRateLimit', () => {
  it('allows -Limit requests per -Period, then answers 429 with Retry-After; every counted response says what is left', async () => {
    svc.define('New-SvcRateLimit -Endpoint "GET|/api/users" -TimeSpan "00:01:00" -Limit 3');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await svc.call('/api/users'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get('ratelimit-policy'))).toEqual(Array(4).fill('"GET|/api/users";q=3;w=60'));
    expect(answers.map((a) => /r=(\d+)/.exec(a.headers.get('ratelimit') ?? '')?.[1])).toEqual(['2', '1', '0', '0']);
    const retry = Number(answers[3]!.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(answers[3]!.headers.get('ratelimit')).toBe(`"GET|/api/users";r=0;t=${retry}`);
    expect(answers[3]!.body).toMatch(/^The rate limit GET\|\/api\/users \(3 per 00:01:00\) is used up for (::ffff:)?127\.0\.0\.1; retry in \d+ seconds\.$/);
    // Another method is not counted by a GET rule, and an unlimited URL carries no RateLimit fields.
    expect((await svc.call('/api/users', { method: 'POST' })).status).toBe(200);
    expect((await svc.call('/free')).headers.get('ratelimit')).toBeNull();
    expect(svc.service.host.requestLog().at(-3)!.refusal).toMatch(/^New-SvcRateLimit GET\|\/api\/users \(3 per 00:01:00\): .* used its 3 requests$/);
  });
  it('lets the IP allow list through (RateLimitIpAddressAllowList)', async () => {
    svc.define("Set-SvcSetting -RateLimitIpAddressAllowList '127.0.0.1', '::1'");
    expect((await svc.call('/api/users')).status).toBe(200);
    svc.define('Set-SvcSetting -RateLimitIpAddressAllowList @()');
    expect((await svc.call('/api/users')).status).toBe(429);
  });
  it('counts authenticated callers by identity, with tiers by role and identity, the most specific winning', async () => {
    svc.define('New-SvcRateLimit -Endpoint "/reports/*" -Period 00:01:00 -Limit 1');
    svc.define('New-SvcRateLimit -Endpoint "/reports/*" -Period 00:01:00 -Limit 2 -Role reader');
    svc.define('New-SvcRateLimit -Endpoint "/reports/*" -Period 00:01:00 -Limit 4 -Role Service');
    svc.define('New-SvcRateLimit -Endpoint "/reports/*" -Period 00:01:00 -Limit 3 -Identity Vip');
    const grant = async (name: string, roles: string[]) => (await svc.service.tokens.grant(name, roles, null)).token;
    const statuses = async (token: string, n: number) => {
      const s: number[] = [];
      for (let i = 0; i < n; i++) s.push((await svc.call(`/reports/${i}`, bearer(token))).status);
      return s;
    };
    expect(await statuses(await grant('Nobody', []), 2)).toEqual([200, 429]);
    const reader = await grant('Rita', ['Reader']);
    expect(await statuses(reader, 3)).toEqual([200, 200, 429]);
    // Another reader has counts of her own: identities are counted apart even from one IP address.
    expect(await statuses(await grant('Rob', ['READER']), 1)).toEqual([200]);
    expect(await statuses(await grant('Sam', ['Reader', 'Service']), 5)).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses(await grant('Vip', ['Reader']), 4)).toEqual([200, 200, 200, 429]);
    const policy = (await svc.call('/reports/1', bearer(reader))).headers.get('ratelimit-policy');
    expect(policy).toBe('"/reports/*";q=2;w=60');
  });
  it('lets the client allow list through (RateLimitClientAllowList)', async () => {
    const token = (await svc.service.tokens.grant('Builder', [], null)).token;
    svc.define("Set-SvcSetting -RateLimitClientAllowList 'builder'");
    for (let i = 0; i < 3; i++) expect((await svc.call('/reports/1', bearer(token))).status).toBe(200);
  });
  it.each([
    ['-Limit 0', "New-SvcRateLimit -Endpoint '/x' -Limit 0 -Period 00:01:00", 'The rate limit /x needs a -Limit of at least 1; got 0 (to block a URL, remove its endpoint).'],
    ['a negative period', "New-SvcRateLimit -Endpoint '/x' -Limit 5 -Period -00:01:00", 'The rate limit /x needs a -Period of at least one second; got -60 seconds.'],
    ['an unknown method', "New-SvcRateLimit -Endpoint 'FETCH|/x' -Limit 5 -Period 00:01:00", "The rate limit endpoint 'FETCH|/x' is not valid: 'FETCH' matches no HTTP method (GET, POST, PUT, PATCH, DELETE, OPTIONS or *)."],
    ['a URL without /', "New-SvcRateLimit -Endpoint 'GET|x' -Limit 5 -Period 00:01:00", "The rate limit endpoint 'GET|x' is not valid: write METHOD|/url or /url, for example GET|/api/users or *|/api/*."],
  ])('refuses %s at definition', (_name, command, message) => {
    const before = svc.run('Get-SvcRateLimit').output.length;
    expect(svc.run(command).errors).toEqual([message]);
    expect(svc.run('Get-SvcRateLimit').output.length).toBe(before);
  });
  it('lists, exports and removes limits', () => {
    const listed = svc.run("Get-SvcRateLimit 'GET|*'").output;
    expect(listed).toHaveLength(1);
    const text = svc.run('Export-SvcEndpoint').output.join('\n');
    expect(text).toContain("New-SvcRateLimit -Endpoint 'GET|/api/users' -Limit 3 -Period '00:01:00'");
    expect(text).toContain("New-SvcRateLimit -Endpoint '/reports/*' -Limit 2 -Period '00:01:00' -Role 'reader'");
    expect(text).toContain("Set-SvcSetting -RateLimitClientAllowList 'builder'");
    svc.define("Remove-SvcRateLimit 'GET|/api/users'");
    expect(svc.run("Get-SvcRateLimit 'GET|*'").output).toHaveLength(0);
    expect(svc.run("Remove-SvcRateLimit 'GET|/nothing'").errors).toEqual(["No rate limit matches 'GET|/nothing'."]);
  });
});
