import { endpoint } from '../internal/endpoint';

void endpoint;
export const validacionEndpoints = {} as const;
