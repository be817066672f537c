import { jwtDecode } from 'jwt-decode';

/** The session token lives in session storage under this key. */
export const TOKEN_KEY = 'jwt_token';

/** The claims the web reads: `exp` in seconds, the user id and the role. */
export interface TokenClaims {
  exp: number;
  sub?: string | number;
  role?: string;
  usuario?: string;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy mode, sandboxed iframe)
  }
};

export const readToken = (): string | null => storage()?.getItem(TOKEN_KEY) ?? null;
export const writeToken = (token: string): void => storage()?.setItem(TOKEN_KEY, token);
export const clearToken = (): void => storage()?.removeItem(TOKEN_KEY);

/** The token's claims, or null when it is not a JWT or carries no numeric `exp`. */
export function decodeToken(token: string): TokenClaims | null {
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** When the token stops being valid, in epoch milliseconds (the claim is in seconds). */
export function tokenExpiresAt(token: string): number | null {
  const claims = decodeToken(token);
  return claims ? claims.exp * 1000 : null;
}

/** A token is valid only while its expiry lies in the future. */
export function isTokenValid(token: string | null, now: number = Date.now()): token is string {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}
