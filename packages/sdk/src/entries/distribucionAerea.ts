// `@extranet/sdk/distribucionAerea`: the `distribucionAerea` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { distribucionAereaEndpoints } from '../controllers/distribucionAerea';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `distribucionAerea` methods, the same as `createExtranetClient(options).distribucionAerea`. */
export type DistribucionAereaClient = ControllerClient<typeof distribucionAereaEndpoints>;

/** A client of the `distribucionAerea` calls only, with the options of `createExtranetClient`. */
export const createDistribucionAereaClient = (options?: ExtranetClientOptions): DistribucionAereaClient =>
  createControllerClient('distribucionAerea', distribucionAereaEndpoints, options);
