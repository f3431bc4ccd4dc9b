import { useSyncExternalStore } from 'react';

/** A tiny external store for client state that React components subscribe to. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
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
    () => select(store.get()),
  );
}
