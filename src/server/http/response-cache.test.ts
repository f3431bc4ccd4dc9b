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

  it('produces once for requests that miss the same key at the same time', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    const produce = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const waiting = Array.from({ length: 50 }, () => cache.remember('a', produce));
    expect(produce).toHaveBeenCalledTimes(1);
    release('once');
    const answers = await Promise.all(waiting);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]?.value).toBe('once');
    // Other keys are not held up by it.
    expect((await cache.remember('b', async () => 'other')).value).toBe('other');
  });

  it('shares a failure with the requests waiting for it, then tries again', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    const failure = new Error('not found');
    let fail: (error: Error) => void = () => undefined;
    const produce = vi.fn(
      () =>
        new Promise<string>((_, reject) => {
          fail = reject;
        }),
    );
    const first = cache.remember('a', produce);
    const second = cache.remember('a', produce);
    fail(failure);
    await expect(first).rejects.toBe(failure);
    await expect(second).rejects.toBe(failure);
    expect(produce).toHaveBeenCalledTimes(1);
    expect((await cache.remember('a', async () => 'found')).value).toBe('found');
  });

  it('does not share a read that started before a clear() with later requests', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxEntries: 10 });
    let release: (value: string) => void = () => undefined;
    const before = cache.remember(
      'a',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    cache.clear();
    const after = cache.remember('a', async () => 'after the write');
    release('before the write');
    expect((await before).value).toBe('before the write');
    expect((await after).value).toBe('after the write');
    expect((await cache.remember('a', async () => 'unused')).value).toBe('after the write');
  });

  it('lets every request read for itself when ttlMs is 0', async () => {
    const cache = createResponseCache({ ttlMs: 0, maxEntries: 10 });
    const produce = counter();
    const answers = await Promise.all([cache.remember('a', produce), cache.remember('a', produce)]);
    expect(answers.map((a) => a.value)).toEqual([{ n: 1 }, { n: 2 }]);
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
