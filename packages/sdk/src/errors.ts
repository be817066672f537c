import type * as v from 'valibot';

/** Base class of every error the SDK raises; `call` names the SDK method, e.g. `tracking.obtenerPartida`. */
export class ExtranetError extends Error {
  override readonly name: string = 'ExtranetError';
  readonly call: string;

  constructor(call: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.call = call;
  }
}

/** A required path parameter was missing or malformed; raised before any request is sent. */
export class ExtranetParameterError extends ExtranetError {
  override readonly name = 'ExtranetParameterError';
  readonly parameter: string;

  constructor(call: string, parameter: string, problem: string) {
    super(call, `${call}: path parameter '${parameter}' ${problem}`);
    this.parameter = parameter;
  }
}

/** The server answered with a non-2xx status. `code` and `message` come from its `{ code, message }` body. */
export class ExtranetHttpError extends ExtranetError {
  override readonly name = 'ExtranetHttpError';
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(
    call: string,
    init: { status: number; code: string; message: string; field?: string | undefined },
    cause?: unknown,
  ) {
    super(call, init.message, { cause });
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
  }
}

/** The server could not be reached (network down, DNS, connection refused, timeout). */
export class ExtranetConnectionError extends ExtranetError {
  override readonly name = 'ExtranetConnectionError';
}

/** The response did not match the call's schema: the server and this SDK disagree on the contract. */
export class ExtranetValidationError extends ExtranetError {
  override readonly name = 'ExtranetValidationError';
  readonly issues: readonly v.BaseIssue<unknown>[];

  constructor(call: string, issues: readonly v.BaseIssue<unknown>[]) {
    const first = issues[0];
    const where = first?.path?.map((item) => String(item.key)).join('.') || '(root)';
    super(call, `${call}: response failed validation at ${where}: ${first?.message ?? 'invalid'}`);
    this.issues = issues;
  }
}

export const isExtranetError = (error: unknown): error is ExtranetError => error instanceof ExtranetError;
export const isHttpStatus = (error: unknown, status: number): error is ExtranetHttpError =>
  error instanceof ExtranetHttpError && error.status === status;
