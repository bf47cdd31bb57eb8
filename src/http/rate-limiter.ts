// Counting requests against the rate limits (docs/security.md, "Rate limits"): a fixed window per rule and caller,
// counted with the shared store's atomic increment, so that replicas on one Redis store together allow exactly the
// limit. Windows are aligned to the clock (window n covers [n*period, (n+1)*period)), so every replica agrees on
// when one ends without reading it back: Retry-After and the RateLimit header's `t` come from the clock alone.
import type { RateLimitInfo } from '../engine/host.js';
import type { RequestIdentity } from '../engine/protocol/endpoint-types.js';
import type { Store } from '../store/index.js';
import { formatTimeSpan } from '../engine/values/date-time.js';
import { RateLimitRegistry, wildcardPattern, splitEndpoint } from './rate-limits.js';

export interface RateLimitAllowLists {
  ipAddresses: readonly string[];
  clients: readonly string[];
  endpoints: readonly string[];
}

/** The IETF httpapi draft's fields for a limited response: the policy and what is left of it. */
export interface RateLimitState {
  limit: RateLimitInfo;
  /** Requests left in this window (0 once refused). */
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
  /** Who is counted: the identity's name or the client address. */
  client: string;
  refused: boolean;
  /** The store could not count: the request is let through (a store outage must not close the API) and logged. */
  uncounted?: string;
}

export class RateLimiter {
  constructor(
    readonly rules: RateLimitRegistry,
    private readonly store: () => Pick<Store, 'increment'>,
    private readonly allowLists: () => RateLimitAllowLists,
    private readonly now: () => number = Date.now,
  ) {}

  /** null when no rule counts this request (none matches, or an allow list holds it): nothing to wait for. */
  check(method: string, path: string, ip: string, caller: RequestIdentity | null): Promise<RateLimitState> | null {
    if (this.rules.size === 0) return null;
    const limit = this.rules.rateLimitFor(method, path, caller);
    if (limit === null || this.allowed(method, path, ip, caller)) return null;
    return this.count(limit, caller === null ? ip : caller.name);
  }

  private allowed(method: string, path: string, ip: string, caller: RequestIdentity | null): boolean {
    const lists = this.allowLists();
    if (lists.ipAddresses.includes(ip) || lists.ipAddresses.includes(ip.replace(/^::ffff:/, ''))) return true;
    if (caller !== null && lists.clients.some((c) => c.toLowerCase() === caller.name.toLowerCase())) return true;
    return lists.endpoints.some((e) => {
      const [m, u] = splitEndpoint(e);
      return wildcardPattern(m).test(method) && wildcardPattern(u).test(path);
    });
  }

  private async count(limit: RateLimitInfo, client: string): Promise<RateLimitState> {
    const now = this.now();
    const window = Math.floor(now / limit.periodMs);
    const resetSeconds = Math.max(1, Math.ceil(((window + 1) * limit.periodMs - now) / 1000));
    // The key names the rule by its text, not its id: replicas that loaded the same file count together.
    const key = `${ruleKey(limit)}|${client}|${window}`;
    const counted = await this.store().increment(key, 1, limit.periodMs);
    if (!counted.ok) return { limit, remaining: limit.limit, resetSeconds, client, refused: false, uncounted: counted.message };
    const used = counted.value;
    return { limit, remaining: Math.max(0, limit.limit - used), resetSeconds, client, refused: used > limit.limit };
  }
}

function ruleKey(limit: RateLimitInfo): string {
  return [limit.endpoint.toLowerCase(), limit.limit, limit.periodMs, ...limit.roles.map((r) => 'r:' + r.toLowerCase()),
    ...limit.identities.map((i) => 'i:' + i.toLowerCase())].join('|');
}

/** How the log and the 429 body name a rule: `GET|/api/users (100 per 00:01:00, role Reader)`. */
export function describeRateLimit(limit: RateLimitInfo): string {
  const tier = limit.identities.length > 0 ? `, identity ${limit.identities.join(',')}`
    : limit.roles.length > 0 ? `, role ${limit.roles.join(',')}` : '';
  return `${limit.endpoint} (${limit.limit} per ${formatTimeSpan(limit.periodMs)}${tier})`;
}

/**
 * The IETF httpapi draft's fields (draft-ietf-httpapi-ratelimit-headers): the policy by name with its quota `q` and
 * window `w` in seconds, and what is left `r` with the seconds to its reset `t`.
 */
export function rateLimitHeaders(state: RateLimitState): [string, string][] {
  const name = `"${state.limit.endpoint.replace(/[\\"]/g, '\\$&')}"`;
  return [
    ['RateLimit-Policy', `${name};q=${state.limit.limit};w=${Math.round(state.limit.periodMs / 1000)}`],
    ['RateLimit', `${name};r=${state.remaining};t=${state.resetSeconds}`],
  ];
}
