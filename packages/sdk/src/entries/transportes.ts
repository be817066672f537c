// `@extranet/sdk/transportes`: the `transportes` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { transportesEndpoints } from '../controllers/transportes';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `transportes` methods, the same as `createExtranetClient(options).transportes`. */
export type TransportesClient = ControllerClient<typeof transportesEndpoints>;

/** A client of the `transportes` calls only, with the options of `createExtranetClient`. */
export const createTransportesClient = (options?: ExtranetClientOptions): TransportesClient =>
  createControllerClient('transportes', transportesEndpoints, options);
