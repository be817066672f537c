import type { ApiError } from './errors';

/**
 * Options of `createExtranetClient` and of every per-controller client. Declared once, here, for the
 * client and for the transport that reads them.
 */
export interface ExtranetClientOptions {
  /** Server origin, e.g. `https://extranet.example.com`. Default: same origin (relative URLs). */
  baseURL?: string;
  /**
   * An integration key (created by an administrator with `configuracion.guardarClaveIntegracion`),
   * for the provider's own systems calling `integracion.*`: sent as `x-api-key` on every call,
   * and then no bearer token and no CSRF header are sent.
   */
  apiKey?: string;
  /** Bearer token source. Default: session storage key `jwt_token`. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** CSRF token source for non-GET calls to relative URLs. Default: the `XSRF-TOKEN` cookie. */
  getCsrfToken?: () => string | null | undefined;
  /** A fetch implementation (tests, proxies, Node without global fetch). */
  fetch?: typeof globalThis.fetch;
  /**
   * Called on a 401 (an `AuthenticationError`) before it is thrown, e.g. to clear the session and go
   * to sign-in. Not called when `validacion.login` answers 401: that is a wrong password, not an
   * ended session.
   */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Retries of a failed idempotent call (GET, PUT, DELETE, or `idempotent: true` per call) after a
   * connection error, a timeout, 408, 429 or 5xx; never after 409 or 425, and never of a POST unless
   * opted in. Exponential backoff with jitter (0.5 s, 1 s, 2 s … at most 8 s), or the server's
   * `Retry-After` when it sends one (up to 60 s; a longer wait is left to the caller). Default 2.
   * Each call can override it (`{ maxRetries }`).
   */
  maxRetries?: number;
  /**
   * Milliseconds each attempt may take before it fails with `TimeoutError` (a timed-out attempt is
   * retried like a connection error). Default: none. Each call can override it (`{ timeout }`).
   */
  timeout?: number;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}
