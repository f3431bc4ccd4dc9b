import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';

import type { ErrorBody } from '#shared/common/errors';
import { MSG } from '#shared/common/messages';

import { isDatabaseUnavailable, type DatabaseWatch } from '../db/availability';
import { AppError, type ErrorCode } from '../kernel/app-error';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BUSINESS_RULE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const GENERIC_ERROR = 'Your request could not be processed. Please try again.';

/** What a 503 tells the client to wait before trying again (Retry-After, in seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Turns any thrown value into the one error body of the API. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError> & { statusCode?: number };

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value.',
    }));
    return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request.', { issues });
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported here.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('VALIDATION_FAILED', 'The request body length is wrong.');
    case 'FST_ERR_BAD_URL':
      return new AppError('VALIDATION_FAILED', 'The address of this request is not valid.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError(
        'VALIDATION_FAILED',
        'A part of the address of this request is too long.',
      );
    default:
      break;
  }
  // The database away for a moment (connection refused, lost, a server shutting down): 503,
  // not a bug.
  if (isDatabaseUnavailable(error)) {
    return new AppError('UNAVAILABLE', MSG.unavailable, { cause: error });
  }
  if (fastifyError.statusCode === 429) {
    return new AppError('RATE_LIMITED', fastifyError.message ?? 'Too many requests.');
  }
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return new AppError('VALIDATION_FAILED', 'The request could not be read.', {
      reason: fastifyError.message,
    });
  }
  return new AppError('INTERNAL', GENERIC_ERROR, { cause: error });
}

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

/**
 * The only place where errors become HTTP responses. With a database watch, a request that met
 * the database away tells the watch (which logs the outage once) instead of logging an error.
 */
export function registerErrorHandler(app: FastifyInstance, database?: DatabaseWatch): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // Not isResponseSerializationError(): it only asks `'method' in error`, which throws for a
    // thrown string and misfires for any error object with a `method` field.
    if (error instanceof ResponseSerializationError) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
    }
    const appError = toAppError(error);
    const status = statusOf(appError.code);
    const body: ErrorBody = { error: appError.message, code: appError.code };
    if (appError.issues?.length) body.issues = appError.issues;
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (appError.message === MSG.unavailable && isDatabaseUnavailable(appError.cause)) {
      database?.noticed(appError.cause);
      request.log.debug({ err: error }, 'database unreachable');
    } else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      body.requestId = request.id;
    } else if (appError.reason) {
      request.log.info({ reason: appError.reason, code: appError.code }, appError.message);
    }
    return reply.status(status).send(body);
  });
}
