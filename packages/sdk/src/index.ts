export { createExtranetClient, type ExtranetClient, type ExtranetClientOptions } from './client';
export {
  ExtranetConnectionError,
  ExtranetError,
  ExtranetHttpError,
  ExtranetParameterError,
  ExtranetValidationError,
  isExtranetError,
  isHttpStatus,
} from './errors';
export type { EndpointArgs, EndpointResult, RequestOptions } from './internal/endpoint';
export type * from './schemas';
