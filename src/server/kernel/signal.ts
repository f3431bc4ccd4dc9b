/**
 * An announcement with no payload that any number of listeners hear, synchronously and in the
 * order they subscribed. The one that announces does not know who listens: a service says "the
 * catalog changed" and the caches that hold catalog answers decide what to forget.
 */
export interface Signal {
  announce(): void;
  /** Returns the way to stop listening. */
  subscribe(listener: () => void): () => void;
}

export function createSignal(): Signal {
  const listeners = new Set<() => void>();
  return {
    announce() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
