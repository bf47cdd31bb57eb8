// examples/psu-security.svc: PowerShell Universal's documented examples for security, rate limiting and API
// variables (api/security.md, cmdlets/New-PSUEndpoint, cmdlets/Grant-PSUAppToken, platform/variables.md,
// api/rate-limiting.md), run by the real launcher with only the aliases docs/porting-psu.md names.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { svc, tempDir } from '../shell/helpers.js';

const EXAMPLE = fileURLToPath(new URL('../../examples/psu-security.svc', import.meta.url));

describe('examples/psu-security.svc (docs/porting-psu.md)', () => {
  it('runs PSU\'s examples with only the aliases added', async () => {
    const r = await svc(['--exit', '--data', tempDir(), EXAMPLE]);
    expect(r.stdout.split('\n')).toEqual([
      'Hello, world!',
      'Hello authenticated user',
      "403 The app token of 'MyIdentity' does not hold a role this endpoint requires (Administrators).",
      '401 The endpoint requires a valid app token: the request has no Authorization header; send Authorization: Bearer TOKEN.',
      '{"Identity":"MyIdentity","Method":"GET","Url":"/whoami","UrlDefinition":"/whoami","HasConnection":true,"Remote":true}',
      'GET|/api/users, *|/api/v1/*, /myEndpoint',
      'counted',
      expect.stringMatching(/^429 The rate limit \/myEndpoint \(100 per 00:10:00\) is used up for (::ffff:)?127\.0\.0\.1; retry in \d+ seconds\.$/),
      '',
    ]);
  }, 120_000);
});
