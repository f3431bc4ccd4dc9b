import type { ErrorCode, FieldIssue } from '#shared/common/errors';

export { ERROR_CODES, type ErrorCode, type FieldIssue } from '#shared/common/errors';

/** The one error type of the server. The error handler maps its code to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Internal detail for logs; never sent to the client. */
  readonly reason: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { issues?: FieldIssue[]; reason?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.reason = options.reason;
  }

  static validation(message: string, path?: string): AppError {
    return new AppError('VALIDATION_FAILED', message, {
      issues: path ? [{ path, message }] : undefined,
    });
  }
  static rule(message: string): AppError {
    return new AppError('BUSINESS_RULE', message);
  }
  static unauthenticated(message = 'You need to sign in to do that.'): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You are not allowed to make this request.'): AppError {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }
}
