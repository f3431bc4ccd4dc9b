/** Route-level code splitting: each lazy page is its own chunk. */
export function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
