import { describe, expect, it } from 'vitest';
import { fakeJwt, tokenValidFor } from '../test-utils/session';
import {
  clearToken,
  decodeToken,
  isTokenValid,
  readToken,
  TOKEN_KEY,
  tokenExpiresAt,
  writeToken,
} from './token';

describe('session token', () => {
  it('lives in session storage under jwt_token', () => {
    writeToken('abc');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(TOKEN_KEY).toBe('jwt_token');
    expect(readToken()).toBe('abc');
    clearToken();
    expect(readToken()).toBeNull();
  });

  it('reads the expiry claim in seconds', () => {
    const token = fakeJwt({ exp: 1_800_000_000, sub: '1', role: 'Administrator' });
    expect(decodeToken(token)).toMatchObject({ exp: 1_800_000_000, role: 'Administrator' });
    expect(tokenExpiresAt(token)).toBe(1_800_000_000_000);
  });

  it('is valid only while its expiry lies in the future', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(isTokenValid(tokenValidFor(60, now), now)).toBe(true);
    expect(isTokenValid(tokenValidFor(0, now), now)).toBe(false);
    expect(isTokenValid(tokenValidFor(-5, now), now)).toBe(false);
  });

  it('treats a missing, malformed or exp-less token as no session', () => {
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid('not-a-jwt')).toBe(false);
    expect(decodeToken(fakeJwt({ exp: Number.NaN }))).toBeNull();
    expect(tokenExpiresAt('x.y.z')).toBeNull();
  });
});
