import { type Endpoints, endpointCalls } from './endpoints';
import { bindController } from './internal/bind';
import type { ControllerClient, EndpointMap } from './internal/endpoint';
import { createTransport } from './internal/transport';
import type { ExtranetClientOptions } from './options';

export type { ExtranetClientOptions } from './options';

export type ExtranetClient = { readonly [C in keyof Endpoints]: ControllerClient<Endpoints[C]> };

/** Creates a client with one object per API controller: `client.tracking.obtenerPartida({ id })`. */
export function createExtranetClient(options: ExtranetClientOptions = {}): ExtranetClient {
  const transport = createTransport(options);
  const client: Record<string, unknown> = {};
  for (const [controller, map] of Object.entries(endpointCalls) as [string, EndpointMap][]) {
    client[controller] = bindController(controller, map, transport);
  }
  return Object.freeze(client) as ExtranetClient;
}
