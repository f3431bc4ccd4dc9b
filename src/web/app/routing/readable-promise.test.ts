import { describe, expect, it, vi } from 'vitest';

import { loadOnce } from './readable-promise';

describe('loadOnce', () => {
  it('loads once, and marks the answer as React reads it', async () => {
    const load = vi.fn(async () => 'table');
    const get = loadOnce(load);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe('table');
    expect(first).toMatchObject({ status: 'fulfilled', value: 'table' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure, but not while the failure is being shown', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('table');
    const get = loadOnce(load);
    const failed = get();
    await expect(failed).rejects.toThrow('offline');
    expect(get()).toBe(failed);
    await new Promise((resolve) => setTimeout(resolve));
    await expect(get()).resolves.toBe('table');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
