// App tokens (docs/security.md; PowerShell Universal's Grant-PSUAppToken): JWTs signed with HS256 by a key svc makes
// once and keeps in its store, so every replica on the same store accepts every token and a restart keeps them
// valid. `jose` signs and verifies; the algorithm, issuer and audience are pinned, so `alg: none`, another
// algorithm, a changed signature or claim, an expired token and another svc's token are all refused. A token's
// record (who, roles, expiry, revoked) sits beside the key: a revoked token is refused at its next request.
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { RequestIdentity } from '../engine/service/endpoint-types.js';
import type { AppTokenInfo } from '../engine/host.js';

/** What the tokens need of the store (docs/security.md, where things are kept). */
export interface TokenStore {
  get(key: string): Promise<string | null>;
  /** `expiresAt`: epoch ms after which the value may go (a record outlives its token by nothing). */
  set(key: string, value: string, expiresAt: number | null): Promise<void>;
  /** The keys that start with `prefix`. */
  keys(prefix: string): Promise<string[]>;
}

/** Why a request was not let in: RFC 6750's error code (null when it sent no token at all) and one line saying why. */
export interface TokenRefusal {
  error: 'invalid_request' | 'invalid_token' | null;
  reason: string;
}

export type TokenVerdict = { ok: true; identity: RequestIdentity; tokenId: string } | { ok: false; refusal: TokenRefusal };

const KEY_ENTRY = 'apptoken-key';
const RECORD_PREFIX = 'apptoken:';
const AUDIENCE = 'svc';
const ALGORITHM = 'HS256';
/** Longer Authorization headers are refused before anything is parsed: svc's tokens are a few hundred characters. */
export const MAX_TOKEN_CHARS = 4096;
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** Grant-SvcAppToken without -Expiry: one year (PowerShell Universal's documented example grants 30 days). */
export const DEFAULT_EXPIRY_MS = 365 * 24 * 3600 * 1000;

interface SigningKey {
  secret: Uint8Array;
  issuer: string;
}

interface TokenRecord extends AppTokenInfo {
  revoked: boolean;
}

export class AppTokens {
  private key: Promise<SigningKey> | null = null;

  constructor(private readonly store: TokenStore, private readonly now: () => number = Date.now) {}

  /** Mints a token; its record is kept (without the token) for Get-SvcAppToken and revocation. */
  async grant(identity: string, roles: string[], expiresAt: number | null): Promise<{ info: AppTokenInfo; token: string }> {
    const key = await this.signingKey();
    const issued = this.now();
    const expires = expiresAt ?? issued + DEFAULT_EXPIRY_MS;
    const id = randomUUID();
    const token = await new SignJWT({ roles })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(identity).setIssuer(key.issuer).setAudience(AUDIENCE).setJti(id)
      .setIssuedAt(Math.floor(issued / 1000)).setExpirationTime(Math.floor(expires / 1000))
      .sign(key.secret);
    const info: AppTokenInfo = { id, identity, roles: [...roles], issued, expires, revoked: false };
    await this.store.set(RECORD_PREFIX + id, JSON.stringify(info), expires);
    return { info, token };
  }

  async list(): Promise<AppTokenInfo[]> {
    const keys = await this.store.keys(RECORD_PREFIX);
    const records = await Promise.all(keys.map((k) => this.record(k.slice(RECORD_PREFIX.length))));
    return records.filter((r): r is TokenRecord => r !== null).sort((a, b) => a.issued - b.issued);
  }

  /** Marks the token revoked; null when no such token is known. */
  async revoke(id: string): Promise<AppTokenInfo | null> {
    const record = await this.record(id);
    if (record === null) return null;
    const revoked = { ...record, revoked: true };
    await this.store.set(RECORD_PREFIX + id, JSON.stringify(revoked), record.expires);
    return revoked;
  }

  /** A new signing key: every token signed before is refused from now on (docs/security.md, rotating the key). */
  async rotateKey(): Promise<void> {
    const key = newKey();
    await this.store.set(KEY_ENTRY, serialiseKey(key), null);
    this.key = Promise.resolve(key);
  }

  /**
   * Checks an Authorization header. The cheap checks come first (its size and shape) so that a malformed or huge
   * header costs microseconds and never reaches a parser.
   */
  async verify(header: string | undefined): Promise<TokenVerdict> {
    if (header === undefined || header === '') return refuse(null, 'the request has no Authorization header; send Authorization: Bearer TOKEN');
    if (header.length > MAX_TOKEN_CHARS + 7) return refuse('invalid_token', `the token is longer than ${MAX_TOKEN_CHARS} characters`);
    if (header.slice(0, 7).toLowerCase() !== 'bearer ') return refuse('invalid_request', 'the Authorization header is not of the Bearer scheme');
    const token = header.slice(7).trim();
    if (!COMPACT_JWS.test(token)) return refuse('invalid_token', 'the token is not a signed JWT (three base64url parts)');
    const key = await this.signingKey();
    let payload: Record<string, unknown>;
    try {
      payload = (await jwtVerify(token, key.secret, {
        algorithms: [ALGORITHM], issuer: key.issuer, audience: AUDIENCE, requiredClaims: ['sub', 'jti', 'exp'],
        currentDate: new Date(this.now()),
      })).payload;
    } catch (e) {
      return refuse('invalid_token', joseReason((e as { code?: unknown }).code));
    }
    const id = String(payload.jti);
    const record = await this.record(id);
    if (record === null) return refuse('invalid_token', 'the token is not known to this service');
    if (record.revoked) return refuse('invalid_token', 'the token has been revoked');
    const roles = Array.isArray(payload.roles) ? payload.roles.map(String) : [];
    return { ok: true, identity: { name: String(payload.sub), roles }, tokenId: id };
  }

  private async record(id: string): Promise<TokenRecord | null> {
    const text = await this.store.get(RECORD_PREFIX + id);
    return text === null ? null : JSON.parse(text) as TokenRecord;
  }

  /** The key in the store, made on first need. */
  private signingKey(): Promise<SigningKey> {
    this.key ??= (async () => {
      const stored = await this.store.get(KEY_ENTRY);
      if (stored !== null) return parseKey(stored);
      const key = newKey();
      await this.store.set(KEY_ENTRY, serialiseKey(key), null);
      return key;
    })();
    this.key.catch(() => { this.key = null; });
    return this.key;
  }
}

function refuse(error: TokenRefusal['error'], reason: string): TokenVerdict {
  return { ok: false, refusal: { error, reason } };
}

/** jose's error codes (its typed `code`), as the one line a 401 says. */
function joseReason(code: unknown): string {
  switch (code) {
    case 'ERR_JWT_EXPIRED': return 'the token has expired';
    case 'ERR_JOSE_ALG_NOT_ALLOWED': return `the token is not signed with ${ALGORITHM}`;
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED': return 'the token\'s signature does not match its content';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED': return 'the token was issued by another service, or for another audience';
    default: return 'the token is not a valid JWT';
  }
}

/** 256 random bits, and an issuer naming this key (so a token of another svc is refused by its issuer too). */
function newKey(): SigningKey {
  return { secret: new Uint8Array(randomBytes(32)), issuer: `svc:${randomUUID()}` };
}

function serialiseKey(key: SigningKey): string {
  return JSON.stringify({ secret: Buffer.from(key.secret).toString('base64url'), issuer: key.issuer, algorithm: ALGORITHM });
}

function parseKey(text: string): SigningKey {
  const data = JSON.parse(text) as { secret: string; issuer: string };
  return { secret: new Uint8Array(Buffer.from(data.secret, 'base64url')), issuer: data.issuer };
}

/** A TokenStore in this process's memory: tokens last as long as the process (docs/security.md). */
export function memoryTokenStore(now: () => number = Date.now): TokenStore {
  const entries = new Map<string, { value: string; expiresAt: number | null }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expiresAt !== null && e.expiresAt <= now()) entries.delete(key);
    return entries.get(key) ?? null;
  };
  return {
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, expiresAt) => { entries.set(key, { value, expiresAt }); },
    keys: async (prefix) => [...entries.keys()].filter((k) => k.startsWith(prefix) && live(k) !== null),
  };
}
