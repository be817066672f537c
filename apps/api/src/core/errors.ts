import type { ErrorBody } from '@extranet/sdk/schemas';

/**
 * An error a handler throws to answer with a status and the SDK's error body `{ code, message, field }`.
 * `app.onError` turns it into the response; anything else thrown becomes a logged 500.
 */
export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 501 | 503;
  readonly code: string;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  /** More of the body, for a client that acts on it (e.g. the users holding a role: `usuarios`). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: ApiError['status'],
    code: string,
    message: string,
    options: {
      field?: string | undefined;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }

  toBody(): ErrorBody {
    const body = { ...this.details, code: this.code, message: this.message };
    return this.field === undefined ? body : { ...body, field: this.field };
  }
}

/** 400 naming the field: `{ code: 'VALIDATION', message: '<field>: <issue>', field }`. */
export const invalid = (field: string, issue: string, code = 'VALIDATION'): ApiError =>
  new ApiError(400, code, `${field}: ${issue}`, { field });

export const notFound = (what = 'record'): ApiError => new ApiError(404, 'NOT_FOUND', `${what} not found`);

export const unauthorized = (code = 'UNAUTHORIZED', message = 'Sign in to continue'): ApiError =>
  new ApiError(401, code, message);

export const forbidden = (message = 'You do not have permission for this call'): ApiError =>
  new ApiError(403, 'FORBIDDEN', message);

export const conflict = (field: string, issue: string): ApiError =>
  new ApiError(409, 'CONFLICT', `${field}: ${issue}`, { field });

export const rateLimited = (retryAfterSeconds: number): ApiError =>
  new ApiError(429, 'RATE_LIMITED', `Too many attempts; try again in ${retryAfterSeconds} s`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
