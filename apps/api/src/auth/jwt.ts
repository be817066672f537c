import { webcrypto } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { JwtTokenSignatureMismatched } from 'hono/utils/jwt/types';
import type { TokenClaims } from '../core/session-user';

// JSON Web Tokens, HS256 only, signed and verified by Hono's JWT utilities (WebCrypto HMAC, a
// timing-safe comparison) with the algorithm pinned: the algorithm comes from our allow-list, never
// from the token (no `none`, no key confusion). Kept here: the header allow-list (Hono accepts a
// `crit` header), the claims this API needs (`TokenClaims`, core/session-user.ts), and expiry against the app's clock (tests move it;
// Hono would compare with the machine's).

export const ISSUER = 'extranet-api';
/** Hono's key type (its CryptoKey is the DOM's; Node's webcrypto key is the same object). */
type SigningKey = Parameters<typeof sign>[1];
const ALGORITHM = 'HS256';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export class TokenError extends Error {
  constructor(
    readonly reason: 'MALFORMED' | 'ALGORITHM' | 'SIGNATURE' | 'CLAIMS' | 'EXPIRED',
    message: string,
  ) {
    super(message);
  }
}

/** The secret's bytes as an HMAC-SHA-256 key, imported once per secret. */
const keys = new WeakMap<Buffer, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Buffer): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(claims: TokenClaims, secret: Buffer): Promise<string> {
  return sign({ ...claims }, (await keyOf(secret)) as SigningKey, ALGORITHM);
}

const parseJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new TokenError('MALFORMED', 'token is not valid JSON');
  }
};

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * Tokens whose signature and claims were verified, per secret: a token is sent with every request of
 * a session, and its HMAC (WebCrypto, asynchronous) was a measurable share of a small call. What a
 * token string says never changes, so remembering it is safe; expiry is still checked on every use,
 * and revocation is the session's (src/auth/session.ts). Bounded: emptied when full.
 */
const verified = new WeakMap<Buffer, Map<string, TokenClaims>>();
const MAX_VERIFIED = 10_000;

/** Verifies signature, algorithm, claims and expiry; `nowMs` from the app's clock. */
export async function verifyToken(token: string, secret: Buffer, nowMs: number): Promise<TokenClaims> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  let claims = known.get(token);
  if (!claims) {
    claims = await verifySignedClaims(token, secret);
    if (known.size >= MAX_VERIFIED) known.clear();
    known.set(token, claims);
  }
  if (claims.exp * 1000 <= nowMs) throw new TokenError('EXPIRED', 'token has expired');
  return claims;
}

async function verifySignedClaims(token: string, secret: Buffer): Promise<TokenClaims> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part)) || token.length > 4096) {
    throw new TokenError('MALFORMED', 'token is not a JWT');
  }
  const decodedHeader = parseJson(parts[0]!) as { alg?: unknown; crit?: unknown } | null;
  if (!decodedHeader || decodedHeader.alg !== ALGORITHM || decodedHeader.crit !== undefined) {
    throw new TokenError('ALGORITHM', 'token algorithm is not allowed');
  }
  let claims: Partial<TokenClaims> | null;
  try {
    // Expiry is checked by verifyToken against the app's clock, on every use.
    claims = (await verify(token, (await keyOf(secret)) as SigningKey, {
      alg: ALGORITHM,
      exp: false,
      nbf: false,
      iat: false,
    })) as Partial<TokenClaims>;
  } catch (error) {
    if (error instanceof JwtTokenSignatureMismatched)
      throw new TokenError('SIGNATURE', 'token signature is invalid');
    throw new TokenError('MALFORMED', 'token could not be read');
  }
  if (
    !claims ||
    typeof claims.sub !== 'string' ||
    !/^[1-9]\d{0,9}$/.test(claims.sub) ||
    typeof claims.usuario !== 'string' ||
    (claims.role !== 'Administrator' && claims.role !== 'User') ||
    !isInt(claims.iat) ||
    !isInt(claims.iat_ms) ||
    !isInt(claims.exp) ||
    !isInt(claims.auth_time) ||
    claims.iss !== ISSUER
  ) {
    throw new TokenError('CLAIMS', 'token claims are invalid');
  }
  return Object.freeze(claims) as TokenClaims;
}
