/**
 * A small in-process cache of public catalog answers: the value and its serialized JSON. It is
 * only a cache: every server process keeps its own, entries live `ttlMs` at most, and a catalog
 * write in this process clears it at once (other processes catch up within the TTL).
 */
export interface CachedAnswer<T> {
  value: T;
  body: string;
}

export interface ResponseCache {
  /** The cached answer for `key`, or the one `produce` makes (kept unless it throws). */
  remember<T>(key: string, produce: () => Promise<T>): Promise<CachedAnswer<T>>;
  /** Forget everything (after any catalog write). */
  clear(): void;
  readonly size: number;
}

export function createResponseCache(options: { ttlMs: number; maxEntries: number }): ResponseCache {
  const entries = new Map<string, { answer: CachedAnswer<unknown>; expires: number }>();
  let generation = 0;

  return {
    async remember<T>(key: string, produce: () => Promise<T>): Promise<CachedAnswer<T>> {
      const entry = entries.get(key);
      if (entry && entry.expires > Date.now()) return entry.answer as CachedAnswer<T>;
      if (entry) entries.delete(key);
      const started = generation;
      const value = await produce();
      const answer: CachedAnswer<T> = { value, body: JSON.stringify(value) };
      // A write that happened meanwhile may have changed what was read: do not keep it.
      if (options.ttlMs > 0 && started === generation) {
        if (entries.size >= options.maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { answer, expires: Date.now() + options.ttlMs });
      }
      return answer;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
