import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `commit` with the last value once the control has been still for `delayMs`: a slider
 * being dragged asks for one product list, not one per step.
 */
export function useDeferredCommit<T>(commit: (value: T) => void, delayMs = 400) {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  }, [commit]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (value: T) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current(value), delayMs);
    },
    [delayMs],
  );
}
