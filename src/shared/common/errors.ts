import { z } from 'zod';

/** The codes of the API's one error body; the server maps each to its HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BUSINESS_RULE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/**
 * Every error answer of the API: the message to show, its code, the field issues of a refused
 * input, and on a 5xx the request id to quote.
 */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(FieldIssueSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
