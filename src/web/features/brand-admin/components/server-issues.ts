import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from '../../../lib/api-client';
import { applyServerIssues } from '../../../lib/form';

/**
 * Puts the server's field errors under the form's fields; the edit call nests its fields in
 * `{ brand: {...} }`, so its issue paths start with `brand.`.
 */
export function applyBrandIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  if (!(error instanceof ApiError)) return;
  const issues = error.issues.map((issue) => ({
    ...issue,
    path: issue.path.replace(/^brand\./, ''),
  }));
  applyServerIssues(
    new ApiError(error.status, error.message, error.code, issues),
    setError,
    fields,
  );
}
