// -Authentication and -Role over real HTTP (docs/security.md): app tokens minted by the service's own AppTokens,
// sent as Authorization: Bearer; every way a token can be wrong answers 401 with RFC 6750's challenge, a token without
// the role 403, and the script sees $Identity, $Roles and $User.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsecuredJWT, SignJWT } from 'jose';
import { startSvc, type Svc } from './helpers.js';
import { AppTokens } from '../../src/http/app-tokens.js';
import { MemoryStore } from '../../src/store/index.js';

let svc: Svc;
let token: string;
beforeAll(async () => {
  svc = await startSvc();
  svc.define("New-SvcEndpoint -Url /secure -Authentication -Endpoint { \"$Identity|$User|$($Roles -join ',')\" }");
  svc.define("New-SvcEndpoint -Url /admin -Role Administrator, Operator -Endpoint { \"admin $Identity\" }");
  svc.define("New-SvcEndpoint -Url /open -Endpoint { \"[$Identity][$User][$Roles]\" }");
  token = (await svc.service.tokens.grant('Alice', ['Reader', 'administrator'], null)).token;
});
afterAll(() => svc.close());

const bearer = (t: string) => ({ headers: { Authorization: `Bearer ${t}` } });
const parts = (t: string) => t.split('.');
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('-Authentication', () => {
  it('answers 401 with WWW-Authenticate: Bearer (no error attribute) when no token is sent', async () => {
    const r = await svc.call('/secure');
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toBe('Bearer realm="svc"');
    expect(r.body).toBe('The endpoint requires a valid app token: the request has no Authorization header; send Authorization: Bearer TOKEN.');
  });
  it('runs the script with $Identity, $User and $Roles for a valid token', async () => {
    expect(await svc.call('/secure', bearer(token))).toMatchObject({ status: 200, body: 'Alice|Alice|Reader,administrator' });
  });
  it('gives $null to an endpoint without -Authentication, token or not', async () => {
    expect((await svc.call('/open', bearer(token))).body).toBe('[][][]');
  });
  it('answers 403 for a token without a listed role; roles compare case-insensitively', async () => {
    expect(await svc.call('/admin', bearer(token))).toMatchObject({ status: 200, body: 'admin Alice' });
    const reader = (await svc.service.tokens.grant('Bob', ['Reader'], null)).token;
    const r = await svc.call('/admin', bearer(reader));
    expect(r.status).toBe(403);
    expect(r.headers.get('www-authenticate')).toBe('Bearer realm="svc", error="insufficient_scope"');
    expect(r.body).toBe("The app token of 'Bob' does not hold a role this endpoint requires (Administrator, Operator).");
  });
  it('names the refusing rule in the request log', async () => {
    await svc.call('/admin', bearer((await svc.service.tokens.grant('Carol', [], null)).token));
    const last = svc.service.host.requestLog().at(-1)!;
    expect(last.refusal).toBe("-Role Administrator,Operator: 'Carol' holds none of them");
    expect(svc.logs.join('\n')).toContain("refused by -Role Administrator,Operator: 'Carol' holds none of them");
  });
});

describe('tokens that are refused with 401 invalid_token', () => {
  const expect401 = async (t: string, reason: string, error = 'invalid_token') => {
    const r = await svc.call('/secure', bearer(t));
    expect(r.status).toBe(401);
    expect(r.body).toBe(`The endpoint requires a valid app token: ${reason}.`);
    expect(r.headers.get('www-authenticate')).toBe(`Bearer realm="svc", error="${error}", error_description="${reason.replace(/"/g, "'")}"`);
  };
  it('a forged role claim (payload changed, signature kept)', async () => {
    const [h, p, s] = parts(token);
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    await expect401(`${h}.${b64({ ...claims, roles: ['Administrator', 'Root'] })}.${s}`, "the token's signature does not match its content");
  });
  it('alg none', async () => {
    const claims = JSON.parse(Buffer.from(parts(token)[1]!, 'base64url').toString()) as Record<string, unknown>;
    const none = new UnsecuredJWT(claims).encode();
    await expect401(none, 'the token is not a signed JWT (three base64url parts)');
    await expect401(`${b64({ alg: 'none', typ: 'JWT' })}.${parts(token)[1]}.AA`, 'the token is not signed with HS256');
  });
  it('another algorithm with the right key shape', async () => {
    const [, p, s] = parts(token);
    await expect401(`${b64({ alg: 'HS512', typ: 'JWT' })}.${p}.${s}`, 'the token is not signed with HS256');
  });
  it('a changed signature', async () => {
    const [h, p, s] = parts(token);
    await expect401(`${h}.${p}.${s!.slice(0, -4)}AAAA`, "the token's signature does not match its content");
  });
  it('an expired token', async () => {
    const expired = (await svc.service.tokens.grant('Dave', [], Date.now() - 1000)).token;
    await expect401(expired, 'the token has expired');
  });
  it('a revoked token, at once', async () => {
    const granted = await svc.service.tokens.grant('Erin', [], null);
    expect((await svc.call('/secure', bearer(granted.token))).status).toBe(200);
    await svc.service.tokens.revoke(granted.info.id);
    await expect401(granted.token, 'the token has been revoked');
  });
  it('a token checked before: refused once it expires, or once the key is rotated', async () => {
    // The second check of a token reuses the first's verification (src/http/app-tokens.ts): what may change since,
    // the clock and the key, must still refuse it.
    let now = Date.now();
    const tokens = new AppTokens(new MemoryStore(), () => false, () => now);
    const header = (t: string) => `Bearer ${t}`;
    const short = (await tokens.grant('Fay', [], now + 60_000)).token;
    expect((await tokens.verify(header(short))).ok).toBe(true);
    expect((await tokens.verify(header(short))).ok).toBe(true);
    now += 120_000;
    expect(await tokens.verify(header(short))).toMatchObject({ ok: false, refusal: { reason: 'the token has expired' } });
    const kept = (await tokens.grant('Gil', [], null)).token;
    expect((await tokens.verify(header(kept))).ok).toBe(true);
    await tokens.rotateKey();
    expect(await tokens.verify(header(kept))).toMatchObject({ ok: false, refusal: { reason: "the token's signature does not match its content" } });
  });
  it("another svc's token (its own key and issuer)", async () => {
    const other = new AppTokens(new MemoryStore(), () => false);
    await expect401((await other.grant('Alice', ['Administrator'], null)).token, "the token's signature does not match its content");
  });
  it('a token signed with a guessed key and our claims', async () => {
    const claims = JSON.parse(Buffer.from(parts(token)[1]!, 'base64url').toString()) as Record<string, unknown>;
    const guessed = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('secret'.repeat(6)));
    await expect401(guessed, "the token's signature does not match its content");
  });
});

describe('bad input is a 401, never a 500', () => {
  it('a malformed Authorization header', async () => {
    const r = await svc.call('/secure', { headers: { Authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' } });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toContain('error="invalid_request"');
  });
  it('a 12 KB token (refused by its size before any parsing), and a 100 KB one (Node refuses its headers: 431)', async () => {
    const r = await svc.call('/secure', bearer('a'.repeat(6_000) + '.' + 'b'.repeat(6_000) + '.c'));
    expect(r).toMatchObject({ status: 401, body: 'The endpoint requires a valid app token: the token is longer than 4096 characters.' });
    expect((await svc.call('/secure', bearer('a'.repeat(50_000) + '.' + 'b'.repeat(50_000) + '.c'))).status).toBe(431);
  });
  it('a token whose payload is not JSON', async () => {
    const [h, , s] = parts(token);
    const r = await svc.call('/secure', bearer(`${h}.${Buffer.from('not json').toString('base64url')}.${s}`));
    expect(r.status).toBe(401);
  });
  it('garbage in every part', async () => {
    for (const t of ['.', 'a.b.c', '###', 'a.b', `${'x'.repeat(10)}..`]) expect((await svc.call('/secure', bearer(t))).status).toBe(401);
  });
});

describe('$ConnectionId and $SessionId', () => {
  it('keeps $ConnectionId for keep-alive requests on one connection, and a new one on another', async () => {
    svc.define('New-SvcEndpoint -Url /conn -Endpoint { $ConnectionId }');
    const { Agent, get } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const once = (a: InstanceType<typeof Agent>) => new Promise<{ body: string; port: number }>((resolve, reject) => {
      get(svc.base + '/conn', { agent: a }, (res) => {
        let body = '';
        const port = res.socket.localPort ?? 0;
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ body, port }));
      }).on('error', reject);
    });
    const first = await once(agent);
    const second = await once(agent);
    expect(second.port).toBe(first.port);
    expect(first.body).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.body).toBe(first.body);
    const other = new Agent({ keepAlive: false });
    expect((await once(other)).body).not.toBe(first.body);
    agent.destroy();
  });
  it('sets an HttpOnly, SameSite=Lax session cookie and follows it in $SessionId', async () => {
    svc.define('New-SvcEndpoint -Url /session -Endpoint { $SessionId }');
    const first = await svc.call('/session');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toBe(`svc_session=${first.body}; Path=/; HttpOnly; SameSite=Lax`);
    const again = await svc.call('/session', { headers: { Cookie: `svc_session=${first.body}` } });
    expect(again.body).toBe(first.body);
    expect(again.headers.get('set-cookie')).toBeNull();
    const forged = await svc.call('/session', { headers: { Cookie: 'svc_session=<script>' } });
    expect(forged.body).not.toBe('<script>');
    expect(forged.headers.get('set-cookie')).toContain(`svc_session=${forged.body}`);
    // A script that never reads $SessionId starts no session: API clients get no cookie they did not ask for.
    expect((await svc.call('/open')).headers.get('set-cookie')).toBeNull();
  });
});
