import { endpoint } from '../internal/endpoint';

void endpoint;
export const distribucionAereaEndpoints = {} as const;
