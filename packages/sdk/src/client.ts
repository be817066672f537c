import { type Endpoints, endpoints } from './endpoints';
import type { ExtranetHttpError } from './errors';
import {
  type ControllerClient,
  type Endpoint,
  type EndpointMap,
  type RequestOptions,
  takesArguments,
} from './internal/endpoint';
import { createTransport, type Transport } from './internal/transport';

export interface ExtranetClientOptions {
  /** Server origin, e.g. `https://extranet.example.com`. Default: same origin (relative URLs). */
  baseURL?: string;
  /** Bearer token source. Default: session storage key `jwt_token`. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** CSRF token source for non-GET calls to relative URLs. Default: the `XSRF-TOKEN` cookie. */
  getCsrfToken?: () => string | null | undefined;
  /** A fetch implementation (tests, proxies, Node without global fetch). */
  fetch?: typeof globalThis.fetch;
  /** Called on every 401, before the error is thrown (e.g. to clear the session and go to sign-in). */
  onUnauthorized?: (error: ExtranetHttpError) => void;
  /** Retries of a failed GET (network errors, 408/429/5xx). Writes are never retried. Default 2. */
  retry?: number;
  /** Request timeout in milliseconds. Default: none. */
  timeout?: number;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

export type ExtranetClient = { readonly [C in keyof Endpoints]: ControllerClient<Endpoints[C]> };

function bindController(controller: string, map: EndpointMap, transport: Transport): Record<string, unknown> {
  const methods: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(map) as [string, Endpoint][]) {
    const call = `${controller}.${name}`;
    methods[name] = takesArguments(definition)
      ? (args: Record<string, unknown> | undefined, options?: RequestOptions) =>
          transport(call, definition, args ?? {}, options)
      : (options?: RequestOptions) => transport(call, definition, {}, options);
  }
  return Object.freeze(methods);
}

/** Creates a client with one object per API controller: `client.tracking.obtenerPartida({ id })`. */
export function createExtranetClient(options: ExtranetClientOptions = {}): ExtranetClient {
  const transport = createTransport(options);
  const client: Record<string, unknown> = {};
  for (const [controller, map] of Object.entries(endpoints)) {
    client[controller] = bindController(controller, map, transport);
  }
  return Object.freeze(client) as ExtranetClient;
}
