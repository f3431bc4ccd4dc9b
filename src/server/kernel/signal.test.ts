import { describe, expect, it } from 'vitest';

import { createSignal, type SessionsEnded } from './signal';

describe('a signal with a payload', () => {
  it('hands the payload to every listener in order; one that throws stops none of the others', () => {
    const failures: unknown[] = [];
    const signal = createSignal<SessionsEnded>((error) => failures.push(error));
    const heard: string[] = [];
    signal.subscribe(({ userIds }) => heard.push(`first ${userIds.join()}`));
    signal.subscribe(() => {
      throw new Error('listener broke');
    });
    const stop = signal.subscribe(({ reason }) => heard.push(`third ${reason}`));

    expect(() => signal.announce({ userIds: ['a', 'b'], reason: 'signed-out' })).not.toThrow();
    expect(heard).toEqual(['first a,b', 'third signed-out']);
    expect(failures).toEqual([new Error('listener broke')]);

    stop();
    signal.announce({ userIds: ['c'], reason: 'merchant-disabled' });
    expect(heard).toEqual(['first a,b', 'third signed-out', 'first c']);
  });

  it('without a payload, as the catalog-changed signal is used', () => {
    const signal = createSignal();
    let count = 0;
    signal.subscribe(() => (count += 1));
    signal.announce();
    expect(count).toBe(1);
  });
});
