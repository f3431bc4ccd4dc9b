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

/**
 * `load`, called once: every call answers the same readable promise. After a failure the next
 * call loads again (not the render that is showing the failure, which reads the same promise).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= readable(
      load().catch((error: unknown) => {
        setTimeout(() => (pending = undefined));
        throw error;
      }),
    );
    return pending;
  };
}
