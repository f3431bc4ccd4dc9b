import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from './api-client';

/** Puts the server's field errors (400 `issues`) under the matching fields of a form. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  if (!(error instanceof ApiError) || error.issues.length === 0) return;
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const name = issue.path.replace(/^profile\./, '') as Path<T>;
    if (!fields.includes(name) || seen.has(name)) continue;
    seen.add(name);
    setError(name, { type: 'server', message: issue.message });
  }
}
