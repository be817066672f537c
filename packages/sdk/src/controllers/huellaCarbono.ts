import { endpoint } from '../internal/endpoint';

void endpoint;
export const huellaCarbonoEndpoints = {} as const;
