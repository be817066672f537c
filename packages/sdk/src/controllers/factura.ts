import { endpoint } from '../internal/endpoint';

void endpoint;
export const facturaEndpoints = {} as const;
