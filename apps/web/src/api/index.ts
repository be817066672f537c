export { ApiProvider, useApi, useApiLoader } from './ApiProvider';
export type { Api, ApiOptions } from './api';
export { type ApiLoader, createApiLoader, staticApiLoader } from './api-loader';
export { type ErrorPage, endsSession, errorPageFor, LOCAL_ERROR_CALLS } from './error-routing';
export { httpStatus, isServerDown, retryAfterSeconds } from './errors';
