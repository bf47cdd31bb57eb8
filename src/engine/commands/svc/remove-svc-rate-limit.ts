// Remove-SvcRateLimit (docs/security.md, rate limits): removes limits by Id (objects piped in bind by their Id) or by
// -Endpoint (a wildcard pattern); requests they counted are no longer limited from the next one on.
import { defineCommand } from '../declaration.js';
import { callService, requireService } from './service-access.js';
import { rateLimitObject } from './rate-limit-object.js';

const NAME = 'Remove-SvcRateLimit';

export const removeSvcRateLimit = defineCommand({
  name: NAME,
  shellOnly: true,
  synopsis: 'Removes rate limits.',
  description: 'Removes the limit with the given Id (Get-SvcRateLimit objects bind by Id from the pipeline), or every limit whose -Endpoint matches the pattern. A filter that matches nothing is an error.',
  parameters: [
    { name: 'Id', type: 'int', mandatory: true, valueFromPipelineByPropertyName: true, parameterSets: ['Id'], help: 'The Id of the limit.' },
    { name: 'Endpoint', type: 'string', position: 0, mandatory: true, parameterSets: ['Endpoint'], help: 'Removes the limits whose -Endpoint matches this wildcard pattern.' },
    { name: 'PassThru', type: 'switch', help: 'Writes the removed limits.' },
  ],
  defaultParameterSet: 'Endpoint',
  examples: [
    { code: "Remove-SvcRateLimit 'GET|/api/users'", remarks: 'GET /api/users is no longer limited.' },
    { code: 'Get-SvcRateLimit | Remove-SvcRateLimit', remarks: 'Removes every rate limit.' },
  ],
  outputType: 'Svc.RateLimit',
  process(ctx) {
    const service = requireService(ctx, NAME);
    const filter = ctx.bound.has('Id') ? { id: ctx.params.Id } : { endpoint: ctx.params.Endpoint };
    const removed = callService(ctx, NAME, 'RateLimitNotFound', () => {
      const outcome = service.removeRateLimits?.(filter) ?? { ok: true as const, value: [] };
      if (outcome.ok && outcome.value.length === 0) {
        return { ok: false as const, message: `No rate limit matches ${filter.id !== undefined ? `the Id ${filter.id}` : `'${filter.endpoint}'`}.` };
      }
      return outcome;
    }, 'ObjectNotFound');
    if (ctx.params.PassThru) for (const l of removed) ctx.writeOutput(rateLimitObject(l));
  },
});
