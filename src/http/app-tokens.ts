// App tokens (docs/security.md; PowerShell Universal's Grant-PSUAppToken): JWTs signed with HS256 by a key svc makes
// once and keeps in its store, so every replica on the same store accepts every token and a restart keeps them
// valid. `jose` signs and verifies; the algorithm, issuer and audience are pinned, so `alg: none`, another
// algorithm, a changed signature or claim, an expired token and another svc's token are all refused. A token's
// record (who, roles, expiry, revoked) sits beside the key: a revoked token is refused at its next request.
// Randomness and HMAC come from the Web Crypto global, which loads node's crypto with the first token, not before
// the listener binds (docs/shell.md, "Start-up").
import type { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { RequestIdentity } from '../engine/protocol/endpoint-types.js';
import type { AppTokenInfo } from '../engine/host.js';
import type { StoreFailure, StoreOutcome, StoreSetOptions } from '../engine/protocol/store-types.js';
import type { Store } from '../store/index.js';

/** What the tokens need of the shared store (docs/security.md, where things are kept): the key and the records. */
export type TokenStore = Pick<Store, 'get' | 'set' | 'list' | 'lock' | 'unlock'>;

/** The store failed under a token operation: carried as its typed failure to the edge that reports it. */
export class TokenStoreFailed {
  constructor(readonly failure: StoreFailure) {}
}

function must<T>(outcome: StoreOutcome<T>): T {
  if (!outcome.ok) throw new TokenStoreFailed(outcome);
  return outcome.value;
}

/**
 * Why a request was not let in: RFC 6750's error code (null when it sent no token at all) and one line saying why;
 * `unavailable` when the store could not be asked (503, not the caller's fault).
 */
export interface TokenRefusal {
  error: 'invalid_request' | 'invalid_token' | null;
  reason: string;
  unavailable?: boolean;
}

export type TokenVerdict = { ok: true; identity: RequestIdentity; tokenId: string } | { ok: false; refusal: TokenRefusal };

const KEY_ENTRY = 'apptoken-key';

const RECORD_PREFIX = 'apptoken:';
const AUDIENCE = 'svc';
const ALGORITHM = 'HS256';
/** Longer Authorization headers are refused before anything is parsed: svc's tokens are a few hundred characters. */
export const MAX_TOKEN_CHARS = 4096;
/** How many verified tokens a process remembers (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 1024;
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** Grant-SvcAppToken without -Expiry: one year (PowerShell Universal's documented example grants 30 days). */
export const DEFAULT_EXPIRY_MS = 365 * 24 * 3600 * 1000;

interface SigningKey {
  secret: Uint8Array;
  /** The secret imported once as a WebCrypto key: jose would import raw bytes again on every call (~10x the cost). */
  key: webcrypto.CryptoKey;
  issuer: string;
}

interface TokenRecord extends AppTokenInfo {
  revoked: boolean;
}

export class AppTokens {
  private key: Promise<SigningKey> | null = null;
  /** Tokens this process verified, oldest first, at most VERIFIED_TOKENS_KEPT (verifiedPayload). */
  private readonly verified = new Map<string, { key: SigningKey; payload: Record<string, unknown> }>();
  /**
   * `persist`: whether the store keeps keys beyond the process (a data folder, or Redis), asked at each write since
   * Set-SvcSetting may switch the store; a store without either keeps them in memory.
   */
  constructor(private readonly store: TokenStore, private readonly persist: () => boolean, private readonly now: () => number = Date.now) {}

  /** How the key and records are written: on disk with a store that has a data folder, so a restart keeps them. */
  private get kept(): StoreSetOptions {
    return { expiresAt: null, slidingMs: null, persist: this.persist() };
  }

  /** Mints a token; its record is kept (without the token) for Get-SvcAppToken and revocation. */
  async grant(identity: string, roles: string[], expiresAt: number | null): Promise<{ info: AppTokenInfo; token: string }> {
    const key = await this.signingKey();
    const issued = this.now();
    const expires = expiresAt ?? issued + DEFAULT_EXPIRY_MS;
    const id = crypto.randomUUID();
    const token = await new SignJWT({ roles })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(identity).setIssuer(key.issuer).setAudience(AUDIENCE).setJti(id)
      .setIssuedAt(Math.floor(issued / 1000)).setExpirationTime(Math.floor(expires / 1000))
      .sign(key.key);
    const info: AppTokenInfo = { id, identity, roles: [...roles], issued, expires, revoked: false };
    await this.put(id, info);
    return { info, token };
  }

  async list(): Promise<AppTokenInfo[]> {
    const entries = must(await this.store.list(RECORD_PREFIX));
    const records = await Promise.all(entries.map((e) => this.record(e.key.slice(RECORD_PREFIX.length))));
    return records.filter((r): r is TokenRecord => r !== null).sort((a, b) => a.issued - b.issued);
  }

  /** Marks the token revoked; null when no such token is known. */
  async revoke(id: string): Promise<AppTokenInfo | null> {
    const record = await this.record(id);
    if (record === null) return null;
    const revoked = { ...record, revoked: true };
    await this.put(id, revoked);
    return revoked;
  }

  /** The store changed (Set-SvcSetting -Store or -DataPath): the key is read again from the new one. */
  forgetKey(): void {
    this.key = null;
    this.verified.clear();
  }

  /** A new signing key: every token signed before is refused from now on (docs/security.md, rotating the key). */
  async rotateKey(): Promise<void> {
    const key = await newKey();
    must(await this.store.set(KEY_ENTRY, serialiseKey(key), this.kept));
    this.key = Promise.resolve(key);
    this.verified.clear();
  }

  /**
   * Checks an Authorization header. The cheap checks come first (its size and shape) so that a malformed or huge
   * header costs microseconds and never reaches a parser.
   */
  async verify(header: string | undefined): Promise<TokenVerdict> {
    try {
      return await this.check(header);
    } catch (e) {
      if (!(e instanceof TokenStoreFailed)) throw e;
      return { ok: false, refusal: { error: null, reason: `the app tokens cannot be checked now: ${e.failure.message}`, unavailable: true } };
    }
  }

  private async check(header: string | undefined): Promise<TokenVerdict> {
    if (header === undefined || header === '') return refuse(null, 'the request has no Authorization header; send Authorization: Bearer TOKEN');
    if (header.length > MAX_TOKEN_CHARS + 7) return refuse('invalid_token', `the token is longer than ${MAX_TOKEN_CHARS} characters`);
    if (header.slice(0, 7).toLowerCase() !== 'bearer ') return refuse('invalid_request', 'the Authorization header is not of the Bearer scheme');
    const token = header.slice(7).trim();
    if (!COMPACT_JWS.test(token)) return refuse('invalid_token', 'the token is not a signed JWT (three base64url parts)');
    const key = await this.signingKey();
    let payload = this.verifiedPayload(token, key);
    if (payload === null) {
      try {
        payload = (await jwtVerify(token, key.key, {
          algorithms: [ALGORITHM], issuer: key.issuer, audience: AUDIENCE, requiredClaims: ['sub', 'jti', 'exp'],
          currentDate: new Date(this.now()),
        })).payload;
      } catch (e) {
        return refuse('invalid_token', joseReason((e as { code?: unknown }).code));
      }
      this.rememberVerified(token, key, payload);
    }
    const id = String(payload.jti);
    const record = await this.record(id);
    if (record === null) return refuse('invalid_token', 'the token is not known to this service');
    if (record.revoked) return refuse('invalid_token', 'the token has been revoked');
    const roles = Array.isArray(payload.roles) ? payload.roles.map(String) : [];
    return { ok: true, identity: { name: String(payload.sub), roles }, tokenId: id };
  }

  /**
   * The claims of a token this key verified before, while it has not expired. The token's text fixes its claims and
   * signature, so a second check with the same key can only agree; what can change (revocation) is read from the
   * store on every call. Saves the signature check (jose's async HMAC, the largest cost of an authenticated call).
   */
  private verifiedPayload(token: string, key: SigningKey): Record<string, unknown> | null {
    const hit = this.verified.get(token);
    if (hit === undefined || hit.key !== key) return null;
    if (Number(hit.payload.exp) * 1000 <= this.now()) {
      this.verified.delete(token);
      return null;
    }
    return hit.payload;
  }

  private rememberVerified(token: string, key: SigningKey, payload: Record<string, unknown>): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { key, payload });
  }

  private async record(id: string): Promise<TokenRecord | null> {
    const text = must(await this.store.get(RECORD_PREFIX + id));
    return text === null ? null : JSON.parse(text) as TokenRecord;
  }

  /** A record lives as long as its token, and on disk with the embedded store (a restart keeps it). */
  private async put(id: string, record: TokenRecord | AppTokenInfo): Promise<void> {
    must(await this.store.set(RECORD_PREFIX + id, JSON.stringify(record), { ...this.kept, expiresAt: record.expires }));
  }

  /** The key in the store, made on first need. */
  private signingKey(): Promise<SigningKey> {
    this.key ??= (async () => {
      const stored = must(await this.store.get(KEY_ENTRY));
      if (stored !== null) return parseKey(stored);
      // Two replicas starting on one empty store must agree on one key: the first to take the lock makes it.
      const lock = must(await this.store.lock(KEY_ENTRY, 5000, 5000));
      try {
        const again = must(await this.store.get(KEY_ENTRY));
        if (again !== null) return parseKey(again);
        const key = await newKey();
        must(await this.store.set(KEY_ENTRY, serialiseKey(key), this.kept));
        return key;
      } finally {
        await this.store.unlock(KEY_ENTRY, lock);
      }
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
function newKey(): Promise<SigningKey> {
  return withCryptoKey(crypto.getRandomValues(new Uint8Array(32)), `svc:${crypto.randomUUID()}`);
}

async function withCryptoKey(secret: Uint8Array, issuer: string): Promise<SigningKey> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { secret, key, issuer };
}

function serialiseKey(key: SigningKey): string {
  return JSON.stringify({ secret: Buffer.from(key.secret).toString('base64url'), issuer: key.issuer, algorithm: ALGORITHM });
}

function parseKey(text: string): Promise<SigningKey> {
  const data = JSON.parse(text) as { secret: string; issuer: string };
  return withCryptoKey(new Uint8Array(Buffer.from(data.secret, 'base64url')), data.issuer);
}
