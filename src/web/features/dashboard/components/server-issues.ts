import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from '../../../lib/api-client';
import { applyServerIssues } from '../../../lib/form';

/**
 * Puts the server's field errors under the form's fields, each issue's path first turned into a
 * field name by `toField` (an edit call nests its fields, e.g. `{ brand: {...} }`, so its paths
 * start with `brand.`).
 */
export function applyNestedIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  toField: (path: string) => string,
): void {
  if (!(error instanceof ApiError)) return;
  const issues = error.issues.map((issue) => ({ ...issue, path: toField(issue.path) }));
  applyServerIssues(
    new ApiError(error.status, error.message, error.code, issues),
    setError,
    fields,
  );
}
