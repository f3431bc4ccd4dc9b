/**
 * A small in-process cache of public catalog answers: the value and its serialized JSON. It is
 * only a cache: every server process keeps its own, entries live `ttlMs` at most, and a catalog
 * write in this process clears it at once (other processes catch up within the TTL).
 *
 * Requests that miss the same key at the same time share one `produce` (single flight): when an
 * entry expires under load, the database answers once, not once per waiting request.
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

export function createResponseCache(options: {
  ttlMs: number;
  maxEntries: number;
  /** Keep the JSON of each value (the API answers); false for values sent as they are (pages). */
  serialize?: boolean;
}): ResponseCache {
  const serialize = options.serialize ?? true;
  const entries = new Map<string, { answer: CachedAnswer<unknown>; expires: number }>();
  /** Answers being produced, by key; a caller that misses while one runs waits for it. */
  const inFlight = new Map<string, Promise<CachedAnswer<unknown>>>();
  let generation = 0;

  async function produceAnswer<T>(key: string, produce: () => Promise<T>) {
    const started = generation;
    const value = await produce();
    const answer: CachedAnswer<T> = { value, body: serialize ? JSON.stringify(value) : '' };
    // A write that happened meanwhile may have changed what was read: do not keep it.
    if (options.ttlMs > 0 && started === generation) {
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { answer, expires: Date.now() + options.ttlMs });
    }
    return answer;
  }

  return {
    async remember<T>(key: string, produce: () => Promise<T>): Promise<CachedAnswer<T>> {
      const entry = entries.get(key);
      if (entry && entry.expires > Date.now()) return entry.answer as CachedAnswer<T>;
      if (entry) entries.delete(key);
      // With the cache off (ttlMs 0), every request reads for itself.
      if (options.ttlMs <= 0) return produceAnswer(key, produce);
      const running = inFlight.get(key);
      if (running) return running as Promise<CachedAnswer<T>>;
      const pending = produceAnswer(key, produce);
      inFlight.set(key, pending);
      try {
        return await pending;
      } finally {
        if (inFlight.get(key) === pending) inFlight.delete(key);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      // A read that started before the write is not shared with requests that come after it.
      inFlight.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
