// `@extranet/sdk/factura`: the `factura` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { facturaEndpoints } from '../controllers/factura';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `factura` methods, the same as `createExtranetClient(options).factura`. */
export type FacturaClient = ControllerClient<typeof facturaEndpoints>;

/** A client of the `factura` calls only, with the options of `createExtranetClient`. */
export const createFacturaClient = (options?: ExtranetClientOptions): FacturaClient =>
  createControllerClient('factura', facturaEndpoints, options);
