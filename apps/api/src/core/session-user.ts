import type { Permisos } from '@extranet/sdk/schemas';

// The signed-in caller as every layer from the services up sees it. Plain types: auth/ builds them
// (auth/jwt.ts signs and verifies the claims, auth/session.ts reads the user), authz.ts, http/ and
// the routes read them.

/** The claims of this API's session tokens (auth/jwt.ts). */
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

/**
 * The signed-in caller, read from the database for every request (on PGlite kept until any write,
 * src/auth/session.ts): revocation and role changes apply at once.
 */
export interface SessionUser {
  id: number;
  usuario: string;
  nombre: string;
  correo: string;
  idRol: number;
  rol: 'Administrator' | 'User';
  isAdmin: boolean;
  permisos: Permisos;
  idioma: 'en' | 'es' | null;
  /** The customer accounts the caller may see (administrators: every customer). */
  clienteIds: readonly number[];
  /**
   * The one customer account the caller chose to see (the `X-Customer-Account` header, the web's
   * account switcher), or null for all of `clienteIds`. Data scoping (http/scope.ts) honours it.
   */
  cuenta: number | null;
  claims: TokenClaims;
}
