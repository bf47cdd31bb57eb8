// Classes and enums in endpoints (docs/language.md, "Classes and enums"): each call runs in a fresh session, so a
// type is seen only by code that defines it; a class in a shared `. ./lib.svc` file serves every endpoint that loads
// it. Real requests against the real listener, each call in a real isolate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadedFile, serveFile, svc, type Served } from './helpers.js';

const LIB = [
  'class Money {',
  '  [decimal]$Amount',
  "  [string]$Currency = 'EUR'",
  '  Money([decimal]$amount) { $this.Amount = $amount }',
  "  [string] ToString() { return '{0:N2} {1}' -f $this.Amount, $this.Currency }",
  '  [Money] Times([int]$n) { return [Money]::new($this.Amount * $n) }',
  '}',
].join('\n');

const ENDPOINTS = [
  'New-SvcEndpoint /price/:n { . ./lib.svc; $m = [Money]::new($N); "$($m.Times(3))" }',
  'New-SvcEndpoint /money { . ./lib.svc; [Money]::new(2) }',
  // The enum is the endpoint's own and types its param(): defined before the request binds (about_Classes).
  "New-SvcEndpoint /plan { param([Plan]$Level = 'Free') enum Plan { Free; Pro; Team }; \"plan $Level ($([int]$Level))\" }",
  "New-SvcEndpoint /define { class Secret { [string]$Value = 'hidden' }; class Hits { static [int]$N = 0 }; [Hits]::N++; \"$([Secret]::new().Value) $([Hits]::N)\" }",
  "New-SvcEndpoint /probe { class Own { }; foreach ($name in 'Own', 'Secret', 'Hits', 'Money', 'Plan') { \"$name=$($null -ne ($name -as [type]))\" } }",
].join('\n');

let served: Served;

beforeAll(async () => {
  const file = loadedFile(ENDPOINTS, 'api.svc');
  writeFileSync(join(dirname(file), 'lib.svc'), LIB);
  served = await serveFile([file]);
}, 30_000);

afterAll(() => { served?.child.kill(); });

async function get(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(served.url.replace(/\/$/, '') + path, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, body: await res.text() };
}

describe('classes and enums in endpoints', () => {
  it('uses a class from a shared `. ./lib.svc`: constructors, methods, ToString in a string', async () => {
    expect(await get('/price/1.5')).toEqual({ status: 200, body: '4.50 EUR' });
    expect(await get('/price/2')).toEqual({ status: 200, body: '6.00 EUR' });
  });

  it('writes an instance as JSON like a custom object', async () => {
    const r = await get('/money');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ Amount: 2, Currency: 'EUR' });
  });

  it('binds a query value to the endpoint\'s own enum, and answers 400 for a name the enum lacks', async () => {
    expect(await get('/plan?Level=pro')).toEqual({ status: 200, body: 'plan Pro (1)' });
    expect(await get('/plan')).toEqual({ status: 200, body: 'plan Free (0)' });
    const bad = await get('/plan?Level=Gold');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Unable to match the identifier name Gold to a valid enumerator name. Specify one of the following enumerator names and try again:');
    expect(bad.body).toContain('Free, Pro, Team');
  });

  it('describes a parameter typed by the endpoint\'s own enum in the OpenAPI document: its names', async () => {
    const doc = JSON.parse((await get('/_svc/openapi.json')).body);
    expect(doc.paths['/plan'].get.parameters).toEqual([
      { name: 'Level', in: 'query', required: false, schema: { type: 'string', enum: ['Free', 'Pro', 'Team'], default: 'Free' } },
    ]);
  });

  it('keeps a type an endpoint defines to that call: static state starts over, other calls never see it', async () => {
    expect(await get('/define')).toEqual({ status: 200, body: 'hidden 1' });
    expect(await get('/define')).toEqual({ status: 200, body: 'hidden 1' });
    const probe = await get('/probe');
    expect(probe.status).toBe(200);
    expect(JSON.parse(probe.body)).toEqual(['Own=True', 'Secret=False', 'Hits=False', 'Money=False', 'Plan=False']);
  });
});

describe('a class of the shell session used by an endpoint', () => {
  it('is a warning when the endpoint is defined, and TypeNotFound in the call', async () => {
    const r = await svc(['--exit', '-c', [
      'class Person { [string]$Name }',
      'enum Tier { Free; Pro }',
      "New-SvcEndpoint /person { param([Tier]$Level) $p = [Person]@{ Name = 'x' }; $p.Name }",
      "New-SvcEndpoint /own { class Person { [string]$Name = 'own' }; [Person]::new().Name }",
      'try { Invoke-RestMethod /person } catch { $_.ErrorDetails.Message }',
      'Invoke-RestMethod /own',
    ].join('\n')]);
    expect(r.stderr).toContain("WARNING: The endpoint uses the class 'Person' (line 3), a type of this shell session, which endpoint scripts cannot see: each call runs in a fresh session with its own types.");
    expect(r.stderr).toContain("WARNING: The endpoint uses the enum 'Tier' (line 3)");
    // The endpoint that defines its own Person is not warned about.
    expect(r.stderr.match(/WARNING/g)?.length).toBe(2);
    expect(r.stdout).toContain('Unable to find type [Tier].');
    expect(r.stdout.trim().split('\n').pop()).toBe('own');
  }, 30_000);
});
