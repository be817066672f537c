// `@extranet/sdk/almacen`: the `almacen` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { almacenEndpoints } from '../controllers/almacen';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `almacen` methods, the same as `createExtranetClient(options).almacen`. */
export type AlmacenClient = ControllerClient<typeof almacenEndpoints>;

/** A client of the `almacen` calls only, with the options of `createExtranetClient`. */
export const createAlmacenClient = (options?: ExtranetClientOptions): AlmacenClient =>
  createControllerClient('almacen', almacenEndpoints, options);
