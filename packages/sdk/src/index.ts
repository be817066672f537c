export { createExtranetClient, type ExtranetClient, type ExtranetClientOptions } from './client';
export {
  AbortError,
  ApiError,
  type ApiErrorInit,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  ExtranetError,
  ExtranetParameterError,
  ExtranetValidationError,
  type FieldIssue,
  isExtranetError,
  isHttpStatus,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  ServiceUnavailableError,
  TimeoutError,
} from './errors';
export type { EndpointArgs, EndpointResult, RequestOptions } from './internal/endpoint';
// Payload types only (a generated list): the valibot schemas are values of the `./schemas` entry.
export type * from './types';
