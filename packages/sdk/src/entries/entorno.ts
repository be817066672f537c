// `@extranet/sdk/entorno`: the `entorno` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { entornoEndpoints } from '../controllers/entorno';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `entorno` methods, the same as `createExtranetClient(options).entorno`. */
export type EntornoClient = ControllerClient<typeof entornoEndpoints>;

/** A client of the `entorno` calls only, with the options of `createExtranetClient`. */
export const createEntornoClient = (options?: ExtranetClientOptions): EntornoClient =>
  createControllerClient('entorno', entornoEndpoints, options);
