import { type Endpoints, endpoints } from './endpoints';
import type { ApiError } from './errors';
import { bindController } from './internal/bind';
import type { ControllerClient, EndpointMap } from './internal/endpoint';
import { createTransport, type TransportOptions } from './internal/transport';

export interface ExtranetClientOptions extends TransportOptions {
  /** Server origin, e.g. `https://extranet.example.com`. Default: same origin (relative URLs). */
  baseURL?: string;
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
  /** @deprecated Former name of `maxRetries`. */
  retry?: number;
  /**
   * Milliseconds each attempt may take before it fails with `TimeoutError` (a timed-out attempt is
   * retried like a connection error). Default: none. Each call can override it (`{ timeout }`).
   */
  timeout?: number;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

export type ExtranetClient = { readonly [C in keyof Endpoints]: ControllerClient<Endpoints[C]> };

/** Creates a client with one object per API controller: `client.tracking.obtenerPartida({ id })`. */
export function createExtranetClient(options: ExtranetClientOptions = {}): ExtranetClient {
  const transport = createTransport(options);
  const client: Record<string, unknown> = {};
  for (const [controller, map] of Object.entries(endpoints) as [string, EndpointMap][]) {
    client[controller] = bindController(controller, map, transport);
  }
  return Object.freeze(client) as ExtranetClient;
}
