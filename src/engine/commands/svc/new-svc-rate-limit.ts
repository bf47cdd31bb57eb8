// New-SvcRateLimit (PowerShell Universal's New-PSURateLimit; docs/security.md, rate limits): -Endpoint 'METHOD|/url'
// (a bare URL is every method, `*` a wildcard), -Limit requests per -Period (-TimeSpan as PSU's docs also write it),
// per client IP, or per identity on -Authentication endpoints. svc adds tiers: -Role and -Identity name the callers a
// limit applies to, and the most specific limit that matches a request is the one that counts it.
import { defineCommand } from '../declaration.js';
import type { PSTimeSpan } from '../../values/types.js';
import { callService, requireService } from './service-access.js';
import { rateLimitObject } from './rate-limit-object.js';
import { cmdletError } from '../cmdlet-errors.js';

const NAME = 'New-SvcRateLimit';

export const newSvcRateLimit = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Limits how many requests a caller may make to some URLs in a period.',
  description: [
    'Past -Limit requests in -Period, a caller gets 429 with Retry-After until the period ends; every response the',
    'limit counts carries RateLimit-Policy and RateLimit headers (the IETF httpapi draft). Callers are counted by',
    'client IP address, or by identity on -Authentication endpoints. With -Role or -Identity the limit is a tier that',
    'applies only to those callers; of the limits that match a request, the most specific counts it: an -Identity',
    'tier before a -Role tier before a limit for everyone, then an explicit method before *, then the longer URL.',
    'The allow-list settings (RateLimitIpAddressAllowList, RateLimitClientAllowList, RateLimitEndpointAllowList)',
    'exempt callers and URLs. Counts live in the shared store: replicas on one Redis store share them.',
  ].join(' '),
  parameters: [
    { name: 'Endpoint', type: 'string', position: 0, mandatory: true, help: "'METHOD|/url' or '/url' (every method); * is a wildcard in either part, e.g. 'GET|/api/users' or '*|/api/*'." },
    { name: 'Limit', type: 'int', mandatory: true, help: 'Requests allowed per period (1 or more).' },
    { name: 'Period', type: 'timespan', mandatory: true, aliases: ['TimeSpan'], help: 'The period the limit counts over (at least one second): a TimeSpan or text such as 00:01:00.' },
    { name: 'Role', type: 'string[]', help: 'A tier: the limit applies only to callers whose app token holds one of these roles.' },
    { name: 'Identity', type: 'string[]', help: 'A tier: the limit applies only to these app-token identities.' },
    { name: 'PassThru', type: 'switch', help: 'Writes the rate limit object.' },
  ],
  examples: [
    { code: 'New-SvcRateLimit -Endpoint "GET|/api/users" -TimeSpan "00:01:00" -Limit 100', remarks: 'Each client may GET /api/users 100 times a minute; the 101st answers 429 with Retry-After.' },
    { code: 'New-SvcRateLimit -Endpoint "/reports/*" -Period ([TimeSpan]::FromMinutes(1)) -Limit 10 -Role Reader', remarks: 'Callers holding the Reader role get 10 calls a minute under /reports/.' },
    { code: 'New-SvcRateLimit -Endpoint "/reports/*" -Period 00:01:00 -Limit 1000 -Role Service', remarks: 'Callers holding the Service role get 1,000.' },
  ],
  outputType: 'Svc.RateLimit',
  process(ctx) {
    const service = requireService(ctx, NAME);
    const define = service.defineRateLimit;
    if (define === undefined) return ctx.throwTerminating(cmdletError(NAME, `${NAME} needs the svc service.`, 'ServiceNotAvailable', 'ResourceUnavailable'));
    const period = ctx.params.Period as PSTimeSpan;
    const { limit, replaced } = callService(ctx, NAME, 'InvalidRateLimit', () => define({
      endpoint: ctx.params.Endpoint, limit: ctx.params.Limit, periodMs: period.ms,
      roles: ctx.params.Role ?? [], identities: ctx.params.Identity ?? [], definedIn: ctx.session.currentFile,
    }));
    if (replaced) ctx.writeWarning(`The rate limit ${limit.endpoint} replaced an earlier one.`);
    if (ctx.params.PassThru) ctx.writeOutput(rateLimitObject(limit));
  },
});

