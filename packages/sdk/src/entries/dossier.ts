// `@extranet/sdk/dossier`: the `dossier` controller alone, so a bundle that uses only it carries
// only its code and schemas (`createExtranetClient` binds every controller).
import type { ExtranetClientOptions } from '../client';
import { dossierEndpoints } from '../controllers/dossier';
import { createControllerClient } from '../internal/bind';
import type { ControllerClient } from '../internal/endpoint';

/** The `dossier` methods, the same as `createExtranetClient(options).dossier`. */
export type DossierClient = ControllerClient<typeof dossierEndpoints>;

/** A client of the `dossier` calls only, with the options of `createExtranetClient`. */
export const createDossierClient = (options?: ExtranetClientOptions): DossierClient =>
  createControllerClient('dossier', dossierEndpoints, options);
