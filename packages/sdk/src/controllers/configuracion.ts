import { endpoint } from '../internal/endpoint';

void endpoint;
export const configuracionEndpoints = {} as const;
