import { useState } from 'react';

import { handleError } from './handle-error';
import { toast } from './toast';

/**
 * An action on one row of a list (remove a liked product, an alert): which row is busy, and the
 * handler that runs it, shows the server's message, or handles the error.
 */
export function useRowAction(action: (id: string) => Promise<{ message: string }>) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (id: string) => {
    setBusyId(id);
    try {
      toast.success((await action(id)).message);
    } catch (error) {
      handleError(error);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
