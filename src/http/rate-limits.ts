// Rate limits (docs/security.md, "Rate limits"; PowerShell Universal's New-PSURateLimit): each rule names requests
// by 'METHOD|/url' (a bare URL is every method; `*` is a wildcard in either part), a limit and a period, and
// optionally a tier: the roles or identities it applies to. For one request exactly one rule counts: the most
// specific of those that match (rateLimitFor). Definitions are validated whole before anything changes.
import type { RateLimitDefinition, RateLimitInfo } from '../engine/host.js';
import type { RequestIdentity } from '../engine/protocol/endpoint-types.js';
import { HTTP_METHODS } from '../engine/protocol/http-methods.js';
import { compileWildcard } from '../engine/values/regex.js';

interface CompiledRule {
  info: RateLimitInfo;
  method: RegExp;
  url: RegExp;
  /** How specific the rule is, for the choice among matching rules (larger wins). */
  rank: [number, number, number, number];
}

/** A wildcard pattern matched whole and case-insensitively, as PowerShell's -like (about_Wildcards). */
export function wildcardPattern(text: string): RegExp {
  return compileWildcard(text, false);
}

/** 'GET|/api/users' -> ['GET', '/api/users']; '/api/users' -> ['*', '/api/users']. */
export function splitEndpoint(endpoint: string): [string, string] {
  const bar = endpoint.indexOf('|');
  return bar < 0 ? ['*', endpoint.trim()] : [endpoint.slice(0, bar).trim() || '*', endpoint.slice(bar + 1).trim()];
}

/** Throws Error with one line naming what is wrong with a definition. */
export function checkRateLimit(def: RateLimitDefinition): void {
  const [method, url] = splitEndpoint(def.endpoint);
  if (!(url.startsWith('/') || url.startsWith('*'))) {
    throw new Error(`The rate limit endpoint '${def.endpoint}' is not valid: write METHOD|/url or /url, for example GET|/api/users or *|/api/*.`);
  }
  if (method !== '*' && !HTTP_METHODS.some((m) => wildcardPattern(method).test(m))) {
    throw new Error(`The rate limit endpoint '${def.endpoint}' is not valid: '${method}' matches no HTTP method (${HTTP_METHODS.join(', ')} or *).`);
  }
  if (!Number.isInteger(def.limit) || def.limit < 1) {
    throw new Error(`The rate limit ${def.endpoint} needs a -Limit of at least 1; got ${def.limit} (to block a URL, remove its endpoint).`);
  }
  if (!(def.periodMs >= 1000)) {
    throw new Error(`The rate limit ${def.endpoint} needs a -Period of at least one second; got ${def.periodMs / 1000} seconds.`);
  }
}

function compile(info: RateLimitInfo): CompiledRule {
  const [method, url] = splitEndpoint(info.endpoint);
  const tier = info.identities.length > 0 ? 2 : info.roles.length > 0 ? 1 : 0;
  return {
    info, method: wildcardPattern(method), url: wildcardPattern(url),
    rank: [tier, method === '*' ? 0 : 1, url.replace(/\*/g, '').length, info.limit / info.periodMs],
  };
}

const sameRule = (a: RateLimitDefinition, b: RateLimitDefinition): boolean =>
  a.endpoint.toLowerCase() === b.endpoint.toLowerCase()
  && key(a.roles) === key(b.roles) && key(a.identities) === key(b.identities);
const key = (names: readonly string[]): string => names.map((n) => n.toLowerCase()).sort().join('\n');

export class RateLimitRegistry {
  private nextId = 1;
  private rules: CompiledRule[] = [];

  get size(): number {
    return this.rules.length;
  }

  /** Adds a rule; one with the same endpoint and tier is replaced (it keeps its place). Throws Error when invalid. */
  define(def: RateLimitDefinition): { limit: RateLimitInfo; replaced: boolean } {
    checkRateLimit(def);
    const info: RateLimitInfo = { ...def, roles: [...def.roles], identities: [...def.identities], id: this.nextId++ };
    const at = this.rules.findIndex((r) => sameRule(r.info, def));
    if (at >= 0) this.rules[at] = compile(info);
    else this.rules.push(compile(info));
    return { limit: { ...info }, replaced: at >= 0 };
  }

  list(): RateLimitInfo[] {
    return this.rules.map((r) => ({ ...r.info, roles: [...r.info.roles], identities: [...r.info.identities] }));
  }

  /** Removes the rules with this id, or whose endpoint matches this wildcard pattern; returns them. */
  remove(filter: { id?: number; endpoint?: string }): RateLimitInfo[] {
    const pattern = filter.endpoint === undefined ? null : wildcardPattern(filter.endpoint);
    const gone = this.rules.filter((r) => (filter.id === undefined || r.info.id === filter.id)
      && (pattern === null || pattern.test(r.info.endpoint) || r.info.endpoint.toLowerCase() === filter.endpoint!.toLowerCase()));
    this.rules = this.rules.filter((r) => !gone.includes(r));
    return gone.map((r) => r.info);
  }

  /**
   * The one rule that counts this request, or null. Among the rules whose method and URL match and whose tier holds
   * the caller: a rule naming the caller's identity beats one naming one of its roles, which beats a rule for
   * everyone; then an explicit method beats `*`; then the longer literal URL; then the more generous rate (a caller
   * holding two roles gets the better of their tiers); then the earlier definition.
   */
  rateLimitFor(method: string, path: string, caller: RequestIdentity | null): RateLimitInfo | null {
    let best: CompiledRule | null = null;
    for (const rule of this.rules) {
      if (!rule.method.test(method) || !rule.url.test(path) || !inTier(rule.info, caller)) continue;
      if (best === null || outranks(rule.rank, best.rank)) best = rule;
    }
    return best?.info ?? null;
  }
}

function inTier(info: RateLimitInfo, caller: RequestIdentity | null): boolean {
  if (info.identities.length > 0) return caller !== null && info.identities.some((i) => i.toLowerCase() === caller.name.toLowerCase());
  if (info.roles.length > 0) {
    const wanted = new Set(info.roles.map((r) => r.toLowerCase()));
    return caller !== null && caller.roles.some((r) => wanted.has(r.toLowerCase()));
  }
  return true;
}

function outranks(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
