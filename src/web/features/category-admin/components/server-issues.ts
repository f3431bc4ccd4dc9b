import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from '../../../lib/api-client';
import { applyServerIssues } from '../../../lib/form';

/**
 * Puts the server's field errors under the form's fields; the edit call nests its fields in
 * `{ category: {...} }`, so its issue paths start with `category.`.
 */
export function applyCategoryIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  if (!(error instanceof ApiError)) return;
  const issues = error.issues.map((issue) => ({
    ...issue,
    path: issue.path.replace(/^category\./, '').replace(/^products\.\d+$/, 'products'),
  }));
  applyServerIssues(
    new ApiError(error.status, error.message, error.code, issues),
    setError,
    fields,
  );
}
