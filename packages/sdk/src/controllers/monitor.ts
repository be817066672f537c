import { endpoint } from '../internal/endpoint';

void endpoint;
export const monitorEndpoints = {} as const;
