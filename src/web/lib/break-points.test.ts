import { describe, expect, it } from 'vitest';

import { breakPieces } from './break-points';

describe('breakPieces', () => {
  it.each([
    ['tunde.bakare@example.test', ['tunde', '.bakare@', 'example', '.test']],
    ['EKO-AGB-2026-INDIGO_XL', ['EKO-', 'AGB-', '2026-', 'INDIGO_', 'XL']],
    ['plain', ['plain']],
    ['', []],
    ['ends-', ['ends-']],
    ['.hidden', ['.hidden']],
  ])('splits %j at sensible points', (text, pieces) => {
    expect(breakPieces(text)).toEqual(pieces);
    expect(breakPieces(text).join('')).toBe(text);
  });
});
