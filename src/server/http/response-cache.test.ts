import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createResponseCache } from './response-cache';

/** A producer that counts its calls and answers `{ n }` with the call number. */
function counter() {
  let calls = 0;
  const produce = vi.fn(async () => {
    calls += 1;
    return { n: calls };
  });
  return produce;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createResponseCache', () => {
  it('answers the produced value with its JSON, then the kept answer for the same key', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    const produce = counter();

    const first = await cache.remember('a', produce);
    expect(first).toEqual({ value: { n: 1 }, body: '{"n":1}' });
    expect(await cache.remember('a', produce)).toBe(first);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);

    expect((await cache.remember('b', produce)).value).toEqual({ n: 2 });
    expect(cache.size).toBe(2);
  });

  it('keeps an answer for ttlMs, not a millisecond longer', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    const produce = counter();
    await cache.remember('a', produce);

    vi.advanceTimersByTime(999);
    expect((await cache.remember('a', produce)).value).toEqual({ n: 1 });
    vi.advanceTimersByTime(1);
    expect((await cache.remember('a', produce)).value).toEqual({ n: 2 });
    expect(cache.size).toBe(1);
    vi.advanceTimersByTime(999);
    expect((await cache.remember('a', produce)).value).toEqual({ n: 2 });
  });

  it('keeps nothing when ttlMs is 0', async () => {
    const cache = createResponseCache({ ttlMs: 0, maxEntries: 10 });
    const produce = counter();
    expect((await cache.remember('a', produce)).value).toEqual({ n: 1 });
    expect((await cache.remember('a', produce)).value).toEqual({ n: 2 });
    expect(cache.size).toBe(0);
  });

  it('does not keep a failure', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    const failure = new Error('not found');
    await expect(cache.remember('a', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(cache.size).toBe(0);
    const produce = counter();
    expect((await cache.remember('a', produce)).value).toEqual({ n: 1 });
  });

  it('forgets everything on clear()', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    const produce = counter();
    await cache.remember('a', produce);
    await cache.remember('b', produce);
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await cache.remember('a', produce)).value).toEqual({ n: 3 });
  });

  it('does not keep an answer read while a clear() happened', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    const pending = cache.remember(
      'a',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    cache.clear();
    release('read before the write');
    expect((await pending).value).toBe('read before the write');
    expect(cache.size).toBe(0);
    expect((await cache.remember('a', async () => 'fresh')).value).toBe('fresh');
  });

  it('drops the oldest entry when full', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 2 });
    const produce = counter();
    await cache.remember('a', produce);
    await cache.remember('b', produce);
    await cache.remember('c', produce);
    expect(cache.size).toBe(2);
    expect((await cache.remember('b', produce)).value).toEqual({ n: 2 });
    expect((await cache.remember('c', produce)).value).toEqual({ n: 3 });
    expect((await cache.remember('a', produce)).value).toEqual({ n: 4 });
    expect(cache.size).toBe(2);
  });
});
