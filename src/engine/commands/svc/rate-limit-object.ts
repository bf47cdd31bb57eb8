// The objects New-/Get-SvcRateLimit write (docs/security.md, rate limits): Id, Endpoint, Limit, Period (a TimeSpan),
// Role, Identity, typed Svc.RateLimit so Remove-SvcRateLimit takes them from the pipeline by Id.
import { PSObject, PSTimeSpan } from '../../values/types.js';
import type { RateLimitInfo } from '../../host.js';

export function rateLimitObject(info: RateLimitInfo): PSObject {
  return PSObject.from([
    ['Id', info.id],
    ['Endpoint', info.endpoint],
    ['Limit', info.limit],
    ['Period', new PSTimeSpan(info.periodMs)],
    ['Role', [...info.roles]],
    ['Identity', [...info.identities]],
  ], ['Svc.RateLimit', 'System.Management.Automation.PSCustomObject', 'System.Object']);
}
