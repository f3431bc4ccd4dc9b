/**
 * An announcement that any number of listeners hear, synchronously and in the order they
 * subscribed. The one that announces does not know who listens: a service says "the catalog
 * changed" and the caches that hold catalog answers decide what to forget. A listener that
 * throws does not keep the others from hearing it, nor fail the announcer (whose work is done
 * and committed by then); its error goes to `onListenerError`.
 */
export interface Signal<T = void> {
  announce(payload: T): void;
  /** Returns the way to stop listening. */
  subscribe(listener: (payload: T) => void): () => void;
}

export function createSignal<T = void>(
  onListenerError: (error: unknown) => void = (error) => {
    throw error;
  },
): Signal<T> {
  const listeners = new Set<(payload: T) => void>();
  return {
    announce(payload: T) {
      for (const listener of listeners) {
        try {
          listener(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * "These accounts' sessions ended": their tokens were retired (password changed or reset,
 * merchant disabled or deleted, signed out everywhere) or the account may no longer act
 * (merchant switched off). Announced after the transaction that did it committed, so a listener
 * that checks again sees the change. `reason` says what the person is told.
 */
export interface SessionsEnded {
  userIds: readonly string[];
  reason: 'signed-out' | 'merchant-disabled';
}
