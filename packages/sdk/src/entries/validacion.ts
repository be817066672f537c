// `@extranet/sdk/validacion`: the `validacion` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { validacionEndpoints } from '../controllers/validacion';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `validacion` methods, the same as `createExtranetClient(options).validacion`. */
export type ValidacionClient = ControllerClient<typeof validacionEndpoints>;

/** A client of the `validacion` calls only, with the options of `createExtranetClient`. */
export const createValidacionClient = (options?: ExtranetClientOptions): ValidacionClient =>
  createControllerClient('validacion', validacionEndpoints, options);
