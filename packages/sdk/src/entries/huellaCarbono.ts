// `@extranet/sdk/huellaCarbono`: the `huellaCarbono` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { huellaCarbonoEndpoints } from '../controllers/huellaCarbono';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `huellaCarbono` methods, the same as `createExtranetClient(options).huellaCarbono`. */
export type HuellaCarbonoClient = ControllerClient<typeof huellaCarbonoEndpoints>;

/** A client of the `huellaCarbono` calls only, with the options of `createExtranetClient`. */
export const createHuellaCarbonoClient = (options?: ExtranetClientOptions): HuellaCarbonoClient =>
  createControllerClient('huellaCarbono', huellaCarbonoEndpoints, options);
