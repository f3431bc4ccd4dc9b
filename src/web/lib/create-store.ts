import { useSyncExternalStore } from 'react';

/**
 * A tiny external store for client state that React components subscribe to.
 *
 * `serverState` is what the server renders (it has no localStorage, no signed-in shopper): a
 * page hydrated from the server's HTML first draws it, then the browser's own state at once,
 * so hydration never mismatches (a signed-in shopper's bag and hearts fill in just after).
 */
export function createStore<T>(initial: T, serverState: T = initial) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    getServer: () => serverState,
    set(next: T | ((previous: T) => T)) {
      state = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type Store<T> = ReturnType<typeof createStore<T>>;

export function useStore<T, S = T>(
  store: Store<T>,
  select: (state: T) => S = (s) => s as unknown as S,
): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.getServer()),
  );
}
