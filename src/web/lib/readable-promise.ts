type Readable<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks `promise` with its outcome as it settles, the way React's `use()` reads a promise: once
 * settled, `use()` answers at once instead of suspending for a turn (a page whose code is
 * already in is drawn in one pass, hydration included).
 */
export function readable<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Readable<T>;
  marked.status = 'pending';
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}
