// `@extranet/sdk/distribucion`: the `distribucion` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { distribucionEndpoints } from '../controllers/distribucion';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `distribucion` methods, the same as `createExtranetClient(options).distribucion`. */
export type DistribucionClient = ControllerClient<typeof distribucionEndpoints>;

/** A client of the `distribucion` calls only, with the options of `createExtranetClient`. */
export const createDistribucionClient = (options?: ExtranetClientOptions): DistribucionClient =>
  createControllerClient('distribucion', distribucionEndpoints, options);
