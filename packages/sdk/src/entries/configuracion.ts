// `@extranet/sdk/configuracion`: the `configuracion` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { configuracionEndpoints } from '../controllers/configuracion';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `configuracion` methods, the same as `createExtranetClient(options).configuracion`. */
export type ConfiguracionClient = ControllerClient<typeof configuracionEndpoints>;

/** A client of the `configuracion` calls only, with the options of `createExtranetClient`. */
export const createConfiguracionClient = (options?: ExtranetClientOptions): ConfiguracionClient =>
  createControllerClient('configuracion', configuracionEndpoints, options);
