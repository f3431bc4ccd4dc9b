import { useEffect } from 'react';

import { handleError } from './handle-error';

/** Hands a failed query's error to the shared handler, once per failure. */
export function useHandleQueryError(error: unknown, title?: string): void {
  useEffect(() => {
    if (error) handleError(error, title);
  }, [error, title]);
}
