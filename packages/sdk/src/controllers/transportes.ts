import { endpoint } from '../internal/endpoint';

void endpoint;
export const transportesEndpoints = {} as const;
