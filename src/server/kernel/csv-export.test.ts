import { describe, expect, it } from 'vitest';

import { keysetBatches } from './csv-export';

/*
 * The exports' batching (decision 0046): every row once, in order, across batch borders; the
 * next batch is read while the current one is written, and no further ahead; a reader that
 * stops stops the reads. The exports' own files are tested with their features.
 */

const IDS = Array.from({ length: 2_345 }, (_, i) => `id-${String(i).padStart(5, '0')}`);

function table() {
  const reads: Array<string | null> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  async function read(after: string | null, limit: number): Promise<string[]> {
    reads.push(after);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    inFlight -= 1;
    const from = after === null ? 0 : IDS.indexOf(after) + 1;
    return IDS.slice(from, from + limit);
  }
  return { read, reads, mostInFlight: () => mostInFlight };
}

describe('keysetBatches', () => {
  it('yields every row exactly once, in order, across batch borders, one read at a time', async () => {
    for (const size of [1_000, 2_345, 3_000, 7]) {
      const { read, reads, mostInFlight } = table();
      const seen: string[] = [];
      let batches = 0;
      for await (const batch of keysetBatches(read, (id) => id, size)) {
        expect(batch.length).toBeGreaterThan(0);
        seen.push(...batch);
        batches += 1;
      }
      expect(seen).toEqual(IDS);
      expect(batches).toBe(Math.ceil(IDS.length / size));
      expect(mostInFlight()).toBe(1);
      // A full last batch needs one more read to learn there is nothing after it.
      expect(reads).toHaveLength(Math.floor(IDS.length / size) + 1);
    }
  });

  it('reads one batch ahead at most, and no further once the reader stops', async () => {
    const { read, reads } = table();
    const batches = keysetBatches(read, (id) => id, 100);
    const first = await batches.next();
    expect(first.value).toEqual(IDS.slice(0, 100));
    // The second batch is on its way while the first is written; not the third.
    expect(reads).toEqual([null, IDS[99]]);
    await batches.return(undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toEqual([null, IDS[99]]);
    expect((await batches.next()).done).toBe(true);
  });
});
