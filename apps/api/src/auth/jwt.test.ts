import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../core/session-user';
import { ISSUER, signToken, type TokenError, verifyToken } from './jwt';

const secret = Buffer.from('a-test-secret-of-at-least-32-characters');
const now = Date.UTC(2026, 0, 15, 10, 0, 0);
const claims: TokenClaims = {
  sub: '7',
  usuario: 'demo',
  role: 'User',
  iat: now / 1000,
  iat_ms: now,
  exp: now / 1000 + 1800,
  auth_time: now / 1000,
  iss: ISSUER,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const reason = async (token: string | Promise<string>, at = now) => {
  try {
    await verifyToken(await token, secret, at);
    return 'valid';
  } catch (error) {
    return (error as TokenError).reason;
  }
};

describe('JWT HS256', () => {
  it('round-trips its claims', async () => {
    expect(await verifyToken(await signToken(claims, secret), secret, now)).toEqual(claims);
  });

  it('refuses expired tokens (exp in seconds)', async () => {
    expect(await reason(signToken(claims, secret), (claims.exp - 1) * 1000)).toBe('valid');
    expect(await reason(signToken(claims, secret), claims.exp * 1000)).toBe('EXPIRED');
  });

  it('refuses alg none, other algorithms and crit headers, whatever the signature', async () => {
    const payload = b64(claims);
    expect(await reason(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBe('MALFORMED');
    expect(await reason(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.AAAA`)).toBe('ALGORITHM');
    for (const header of [
      { alg: 'HS512' },
      { alg: 'RS256' },
      { alg: 'hs256' },
      { alg: 'HS256', crit: ['exp'] },
    ]) {
      const h = b64(header);
      const sig = createHmac('sha256', secret).update(`${h}.${payload}`).digest('base64url');
      expect(await reason(`${h}.${payload}.${sig}`)).toBe('ALGORITHM');
    }
  });

  it('refuses tampered payloads, foreign secrets and missing claims', async () => {
    const [header, , signature] = (await signToken(claims, secret)).split('.');
    expect(await reason(`${header}.${b64({ ...claims, role: 'Administrator' })}.${signature}`)).toBe(
      'SIGNATURE',
    );
    expect(await reason(signToken(claims, Buffer.from('another-secret-another-secret-1234')))).toBe(
      'SIGNATURE',
    );
    const { usuario: _, ...withoutUser } = claims;
    expect(await reason(signToken(withoutUser as TokenClaims, secret))).toBe('CLAIMS');
    expect(await reason(signToken({ ...claims, sub: 'admin' }, secret))).toBe('CLAIMS');
    expect(await reason(signToken({ ...claims, iss: 'someone-else' }, secret))).toBe('CLAIMS');
    expect(await reason('a.b')).toBe('MALFORMED');
    expect(await reason('a.b.c!')).toBe('MALFORMED');
  });
});
