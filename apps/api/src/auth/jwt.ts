import { createHmac, timingSafeEqual } from 'node:crypto';

// JSON Web Tokens, HS256 only, by hand with node:crypto: the algorithm comes from our allow-list,
// never from the token (no `none`, no key confusion), and every claim is checked before use.

export interface TokenClaims {
  /** The user id, as a string (RFC 7519 `sub`). */
  sub: string;
  usuario: string;
  role: 'Administrator' | 'User';
  /** Issued at, seconds. */
  iat: number;
  /** Issued at in milliseconds: compared with the user's `tokensValidosDesde` to revoke tokens. */
  iat_ms: number;
  /** Expiry, seconds (idle lifetime, capped by the absolute one). */
  exp: number;
  /** When the user signed in with a password, seconds; renewals keep it (absolute lifetime). */
  auth_time: number;
  iss: string;
}

export const ISSUER = 'extranet-api';
const ALLOWED_ALGORITHMS = new Set(['HS256']);
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export class TokenError extends Error {
  constructor(
    readonly reason: 'MALFORMED' | 'ALGORITHM' | 'SIGNATURE' | 'CLAIMS' | 'EXPIRED',
    message: string,
  ) {
    super(message);
  }
}

const sign = (input: string, secret: Buffer): Buffer => createHmac('sha256', secret).update(input).digest();

export function signToken(claims: TokenClaims, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret).toString('base64url')}`;
}

const parseJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new TokenError('MALFORMED', 'token is not valid JSON');
  }
};

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

/** Verifies signature, algorithm, claims and expiry; `nowMs` from the app's clock. */
export function verifyToken(token: string, secret: Buffer, nowMs: number): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part)) || token.length > 4096) {
    throw new TokenError('MALFORMED', 'token is not a JWT');
  }
  const [header, payload, signature] = parts as [string, string, string];
  const decodedHeader = parseJson(header) as { alg?: unknown; typ?: unknown; crit?: unknown } | null;
  if (
    !decodedHeader ||
    typeof decodedHeader.alg !== 'string' ||
    !ALLOWED_ALGORITHMS.has(decodedHeader.alg) ||
    decodedHeader.crit !== undefined
  ) {
    throw new TokenError('ALGORITHM', 'token algorithm is not allowed');
  }
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new TokenError('SIGNATURE', 'token signature is invalid');
  }
  const claims = parseJson(payload) as Partial<TokenClaims> | null;
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
  if (claims.exp * 1000 <= nowMs) throw new TokenError('EXPIRED', 'token has expired');
  return claims as TokenClaims;
}
