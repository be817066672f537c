// `@extranet/sdk/tracking`: the `tracking` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { trackingEndpoints } from '../controllers/tracking';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `tracking` methods, the same as `createExtranetClient(options).tracking`. */
export type TrackingClient = ControllerClient<typeof trackingEndpoints>;

/** A client of the `tracking` calls only, with the options of `createExtranetClient`. */
export const createTrackingClient = (options?: ExtranetClientOptions): TrackingClient =>
  createControllerClient('tracking', trackingEndpoints, options);
