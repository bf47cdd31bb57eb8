// Outbound calls (docs/sandbox.md, "Outbound calls"): endpoint scripts' Invoke-RestMethod through the real service,
// isolate pool and HTTP client, against the OutboundAllow / OutboundDeny settings; and the ports and methods fetch
// refuses, reached from the prompt (a real `svc -c`) and from endpoints.
import { createServer, type Server } from 'node:http';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from '../http/helpers.js';
import { SVC, svcEnv } from '../shell/helpers.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';

let svc: Svc;
let fixture: FixtureServer;
beforeAll(async () => {
  [svc, fixture] = await Promise.all([startSvc(), startFixtureServer()]);
  svc.define(`New-SvcEndpoint /ok { 'ok' }
New-SvcEndpoint /call -Method Post { try { Invoke-RestMethod $Body -TimeoutSec 5 } catch { "refused: $($_.Exception.Message)" } }`);
});
afterAll(async () => { await Promise.all([svc.close(), fixture.close()]); });

/** What the endpoint /call answers when its script calls `url`. */
async function callFromEndpoint(url: string): Promise<string> {
  const r = await svc.call('/call', { method: 'POST', body: url, headers: { 'Content-Type': 'text/plain' } });
  expect(r.status).toBe(200);
  return r.body;
}

describe('the default outbound policy', () => {
  it('denies link-local addresses and metadata services, and says which setting refused', () => {
    expect(svc.run('(Get-SvcSetting).OutboundDeny').output).toEqual(['169.254.0.0/16', 'fe80::/10', 'fd00:ec2::254', '100.100.100.200']);
    expect(svc.run('@((Get-SvcSetting).OutboundAllow).Count').output).toEqual([0]);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254:80', '169.254.0.0/16'],
    ['http://[fe80::1]:8080/', '[fe80::1]:8080', 'fe80::/10'],
    // An IPv4 address in IPv6 form (the URL parser writes it ::ffff:a9fe:a9fe) is the IPv4 address.
    ['http://[::ffff:169.254.169.254]/', '[::ffff:a9fe:a9fe]:80', '169.254.0.0/16'],
  ])('refuses %s before connecting', async (url, where, entry) => {
    expect(await callFromEndpoint(url)).toBe(`refused: The call to ${where} was refused: it matches '${entry}' of the OutboundDeny setting (Set-SvcSetting -OutboundDeny).`);
  });

  it('allows loopback: the service itself and a local server', async () => {
    expect(await callFromEndpoint('/ok')).toBe('ok');
    expect(await callFromEndpoint(fixture.baseUrl + '/text')).toBe('hello world');
  });

  it('checks every redirect: a hop to a denied address is refused', async () => {
    const to = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
    expect(await callFromEndpoint(`${fixture.baseUrl}/redirect?to=${to}`)).toBe("refused: The call to 169.254.169.254:80 was refused: it matches '169.254.0.0/16' of the OutboundDeny setting (Set-SvcSetting -OutboundDeny).");
    // An allowed hop is followed.
    expect(await callFromEndpoint(`${fixture.baseUrl}/redirect?to=${encodeURIComponent(fixture.baseUrl + '/text')}`)).toBe('hello world');
  });
});

describe('OutboundAllow and OutboundDeny', () => {
  afterAll(() => { svc.define("Set-SvcSetting -OutboundAllow @() -OutboundDeny '169.254.0.0/16','fe80::/10','fd00:ec2::254','100.100.100.200'"); });

  it('checks the resolved address, not the name: localhost is refused by a deny of 127.0.0.0/8', async () => {
    svc.define("Set-SvcSetting -OutboundDeny '127.0.0.0/8','::1'");
    const port = new URL(fixture.baseUrl).port;
    expect(await callFromEndpoint(`http://localhost:${port}/text`)).toMatch(new RegExp(`^refused: The call to localhost:${port} \\((127\\.0\\.0\\.1|\\[::1\\])\\) was refused: it matches '(127\\.0\\.0\\.0/8|::1)' of the OutboundDeny setting`));
    svc.define('Set-SvcSetting -OutboundDeny @()');
  });

  it('with an allow list, reaches only what it names (hosts, ranges, ports)', async () => {
    const fixturePort = new URL(fixture.baseUrl).port;
    svc.define(`Set-SvcSetting -OutboundAllow '127.0.0.0/8:${fixturePort}'`);
    expect(await callFromEndpoint(fixture.baseUrl + '/text')).toBe('hello world');
    const own = new URL(svc.base);
    expect(await callFromEndpoint('/ok')).toBe(`refused: The call to 127.0.0.1:${own.port} was refused: it matches no entry of the OutboundAllow setting (Set-SvcSetting -OutboundAllow).`);
    svc.define(`Set-SvcSetting -OutboundAllow ':${own.port}', 'localhost'`);
    expect(await callFromEndpoint('/ok')).toBe('ok');
    expect(await callFromEndpoint(`http://localhost:${fixturePort}/text`)).toBe('hello world');
    expect(await callFromEndpoint(fixture.baseUrl + '/text')).toMatch(/matches no entry of the OutboundAllow setting/);
  });

  it.each([
    ['10.0.0.0/33', "The OutboundDeny setting cannot take '10.0.0.0/33': '10.0.0.0/33' has a prefix length that is not 0-32."],
    ['host:99999', "The OutboundDeny setting cannot take 'host:99999': '99999' is not a port (1-65535) or a range of ports (8000-8099)."],
    ['bad host!', "The OutboundDeny setting cannot take 'bad host!'"],
  ])('refuses a bad entry (%s), naming the setting, and keeps the old list', (entry, message) => {
    const before = svc.run('(Get-SvcSetting).OutboundDeny').output;
    expect(svc.run(`Set-SvcSetting -OutboundDeny '${entry}'`).errors[0]).toContain(message);
    expect(svc.run('(Get-SvcSetting).OutboundDeny').output).toEqual(before);
  });
});

// Ports the fetch standard calls "bad" (https://fetch.spec.whatwg.org/#port-blocking); the first one free here is used.
const FETCH_BAD_PORTS = [6000, 5060, 5061, 6665, 6666, 6667, 6668, 6669, 6697, 10080];

/** A server on a port fetch refuses, answering each request with its method and path. */
async function onBadPort(): Promise<{ server: Server; port: number }> {
  for (const port of FETCH_BAD_PORTS) {
    const server = createServer((req, res) => res.end(`${req.method} ${req.url}`));
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) return { server, port };
  }
  throw new Error(`none of the ports ${FETCH_BAD_PORTS.join(', ')} is free`);
}

describe('every port and method PowerShell reaches', () => {
  let bad: { server: Server; port: number };
  beforeAll(async () => { bad = await onBadPort(); });
  afterAll(() => { bad.server.close(); });

  it('fetch itself refuses the port (what this test guards against)', async () => {
    await expect(fetch(`http://127.0.0.1:${bad.port}/`)).rejects.toThrow();
  });

  it('from an endpoint: irm to the port, and TRACE', async () => {
    expect(await callFromEndpoint(`http://127.0.0.1:${bad.port}/x`)).toBe('GET /x');
    svc.define(`New-SvcEndpoint /trace { Invoke-RestMethod 'http://127.0.0.1:${bad.port}/t' -Method Trace }`);
    expect((await svc.call('/trace')).body).toBe('TRACE /t');
  });

  it('at the prompt: irm to the port, TRACE, and svc serving on the port itself', () => {
    bad.server.close();
    const r = spawnSync(process.execPath, [SVC, '--exit', '--port', String(bad.port), '-c',
      "New-SvcEndpoint /x { 'served' }; irm /x; irm /x -Method Options; try { irm /x -Method Trace } catch { \"trace: $($_.Exception.Response.StatusCode.value__)\" }"],
    { env: svcEnv(), encoding: 'utf8', timeout: 30000 });
    // svc serves no TRACE endpoint: the request reached it and it answered 405.
    expect(r.stderr).toMatch(new RegExp(`^Listening on http://127\\.0\\.0\\.1:${bad.port}\nGET /x -> 200 .*\nOPTIONS /x -> 204 .*\nTRACE /x -> 405 `));
    expect(r.stdout).toBe('served\ntrace: 405\n');
  });
});
