import { endpoint } from '../internal/endpoint';

void endpoint;
export const entornoEndpoints = {} as const;
