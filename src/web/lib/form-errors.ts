import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from './api-client';

/** An issue's path as the form names its field (the identity by default). */
export type ToField = (path: string) => string;

/**
 * The server's field errors (400 `issues`), the first message of each of `fields`. `toField`
 * turns an issue's path into a field name first: a call that nests its fields (`{ brand: {...} }`)
 * answers with paths such as `brand.name`. A `profile.` prefix is always dropped.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  toField: ToField = (path) => path,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.issues) {
    const name = toField(issue.path).replace(/^profile\./, '');
    const field = fields.find((candidate) => candidate === name);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Puts the server's field errors under the matching fields of a react-hook-form form. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  toField?: ToField,
): void {
  const errors = serverFieldErrors<Path<T>>(error, fields, toField);
  // In the order of the issues, as the server found them.
  for (const [field, message] of Object.entries(errors) as Array<[Path<T>, string]>) {
    setError(field, { type: 'server', message });
  }
}
