import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { applyNestedIssues } from '../../dashboard/components/server-issues';

/**
 * Puts the server's field errors under the form's fields; the edit call nests its fields in
 * `{ category: {...} }`, and an error on one picked product belongs to 'Select Products'.
 */
export function applyCategoryIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  applyNestedIssues(error, setError, fields, (path) =>
    path.replace(/^category\./, '').replace(/^products\.\d+$/, 'products'),
  );
}
