import { endpoint } from '../internal/endpoint';

void endpoint;
export const distribucionEndpoints = {} as const;
