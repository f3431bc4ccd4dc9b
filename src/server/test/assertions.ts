import { expect } from 'vitest';

import type { ErrorCode } from '../kernel/app-error';
import type { TestResponse } from './test-app';

/**
 * A 400 validation answer whose first (and shown) message is `message` on the field `path`,
 * with no complaint about any other field.
 */
export function expectValidation(res: TestResponse, path: string, message: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = res.body as { error: string; code: string; issues: { path: string }[] };
  expect(body).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  expect(body.issues[0]).toEqual({ path, message });
  expect(body.issues.map((issue) => issue.path)).toEqual(body.issues.map(() => path));
}

/** The one error body of the API, exactly: `{ error, code }` with the given status. */
export function expectError(
  res: TestResponse,
  status: number,
  code: ErrorCode,
  error?: string,
): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (error === undefined) {
    expect(res.body).toEqual({ error: expect.any(String), code });
  } else {
    expect(res.body).toEqual({ error, code });
  }
}
