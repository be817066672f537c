// `@extranet/sdk/monitor`: the `monitor` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { monitorEndpoints } from '../controllers/monitor';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `monitor` methods, the same as `createExtranetClient(options).monitor`. */
export type MonitorClient = ControllerClient<typeof monitorEndpoints>;

/** A client of the `monitor` calls only, with the options of `createExtranetClient`. */
export const createMonitorClient = (options?: ExtranetClientOptions): MonitorClient =>
  createControllerClient('monitor', monitorEndpoints, options);
