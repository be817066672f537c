import { endpoint } from '../internal/endpoint';

void endpoint;
export const dossierEndpoints = {} as const;
