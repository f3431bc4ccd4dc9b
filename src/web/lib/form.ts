import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';

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

/** react-hook-form driven by a shared zod schema: the form holds its input, submits its output. */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}
