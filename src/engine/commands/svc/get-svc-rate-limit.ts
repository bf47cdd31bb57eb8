// Get-SvcRateLimit (docs/security.md, rate limits): the rate limits defined, in definition order.
import { defineCommand } from '../declaration.js';
import { wildcardMatch } from '../../values/index.js';
import { requireService } from './service-access.js';
import { rateLimitObject } from './rate-limit-object.js';

const NAME = 'Get-SvcRateLimit';

export const getSvcRateLimit = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Gets the rate limits.',
  description: 'Writes one Svc.RateLimit per limit, in definition order: Id, Endpoint, Limit, Period, Role and Identity.',
  parameters: [
    { name: 'Endpoint', type: 'string', position: 0, help: 'Only limits whose -Endpoint matches this wildcard pattern.' },
  ],
  examples: [
    { code: 'Get-SvcRateLimit', remarks: 'Every rate limit.' },
    { code: "Get-SvcRateLimit '*/api/*'", remarks: 'The limits on URLs under /api/.' },
  ],
  outputType: 'Svc.RateLimit',
  process(ctx) {
    const limits = requireService(ctx, NAME).listRateLimits?.() ?? [];
    const pattern = ctx.params.Endpoint;
    for (const l of limits) if (pattern === undefined || wildcardMatch(l.endpoint, pattern)) ctx.writeOutput(rateLimitObject(l));
  },
});
