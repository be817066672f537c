import { endpoint } from '../internal/endpoint';

void endpoint;
export const almacenEndpoints = {} as const;
