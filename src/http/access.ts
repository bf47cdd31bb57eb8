// Who may call an endpoint (docs/security.md): an -Authentication endpoint needs a valid app token, and with -Role
// one of the listed roles (compared case-insensitively, as PowerShell compares strings). The outcome is data: the
// caller's identity, or a refusal that to-response.ts alone turns into 401 or 403, and that the request log names.
import type { EndpointInfo, RequestIdentity } from '../engine/protocol/endpoint-types.js';
import type { AppTokens, TokenRefusal } from './app-tokens.js';

export type AccessRefusal =
  | { kind: 'unauthenticated'; refusal: TokenRefusal }
  | { kind: 'forbidden'; identity: string; required: string[] };

export type AccessVerdict = { ok: true; identity: RequestIdentity | null } | { ok: false; refusal: AccessRefusal };

export const OPEN: AccessVerdict = Object.freeze({ ok: true, identity: null });

export function requiresToken(info: EndpointInfo): boolean {
  return info.authentication === true || (info.roles ?? []).length > 0;
}

/** The verdict for one request to an endpoint that requires a token. */
export async function authorize(tokens: AppTokens, info: EndpointInfo, header: string | undefined): Promise<AccessVerdict> {
  const verdict = await tokens.verify(header);
  if (!verdict.ok) return { ok: false, refusal: { kind: 'unauthenticated', refusal: verdict.refusal } };
  const required = info.roles ?? [];
  if (required.length > 0 && !hasRole(verdict.identity.roles, required)) {
    return { ok: false, refusal: { kind: 'forbidden', identity: verdict.identity.name, required: [...required] } };
  }
  return { ok: true, identity: verdict.identity };
}

export function hasRole(held: readonly string[], required: readonly string[]): boolean {
  const wanted = new Set(required.map((r) => r.toLowerCase()));
  return held.some((r) => wanted.has(r.toLowerCase()));
}

/** The request log's line for a refusal: which rule refused the call (docs/http.md, the request log). */
export function refusalRule(refusal: AccessRefusal): string {
  switch (refusal.kind) {
    case 'unauthenticated': return `-Authentication: ${refusal.refusal.reason}`;
    case 'forbidden': return `-Role ${refusal.required.join(',')}: '${refusal.identity}' holds none of them`;
  }
}
