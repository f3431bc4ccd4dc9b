import { describe, expect, it } from 'vitest';

import { SLUG_MAX, slugify, slugSuffix, uniqueSlug } from './slug';

describe('slugify', () => {
  it('lower-cases and joins the words with single dashes', () => {
    expect(slugify('Indigo Adire Agbada Set')).toBe('indigo-adire-agbada-set');
    expect(slugify('Wedding & Occasion')).toBe('wedding-occasion');
    expect(slugify('  Ready-to-Wear  ')).toBe('ready-to-wear');
    expect(slugify('Buba -- and __ Sokoto!')).toBe('buba-and-sokoto');
  });

  it('drops accents and tone marks instead of the letters', () => {
    expect(slugify('Àṣọ Òkè Fìlà')).toBe('aso-oke-fila');
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('answers an empty slug for a name without letters or digits', () => {
    expect(slugify('¡¿ — !')).toBe('');
  });

  it('cuts a long name at a word boundary', () => {
    const long = 'very '.repeat(30) + 'long name';
    const slug = slugify(long);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^very(-very)+$/);
    expect(slugify('abcdefghij', 5)).toBe('abcde');
  });
});

describe('uniqueSlug', () => {
  it('keeps the plain slug when it is free', async () => {
    expect(await uniqueSlug('Charcoal Two-Piece Suit', () => false)).toBe(
      'charcoal-two-piece-suit',
    );
  });

  it('adds a short suffix on a collision', async () => {
    const taken = new Set(['charcoal-two-piece-suit']);
    const slug = await uniqueSlug('Charcoal Two-Piece Suit', (s) => taken.has(s));
    expect(slug).toMatch(/^charcoal-two-piece-suit-[a-z2-9]{4}$/);
  });

  it('tries again when the suffixed slug is taken too, and accepts async checks', async () => {
    let calls = 0;
    const slug = await uniqueSlug('Fila Cap', async () => {
      calls += 1;
      return calls < 3;
    });
    expect(calls).toBe(3);
    expect(slug).toMatch(/^fila-cap-[a-z2-9]{4}$/);
  });

  it('uses the fallback for a name without letters', async () => {
    expect(await uniqueSlug('!!!', () => false, { fallback: 'product' })).toBe('product');
  });

  it('gives up after the allowed attempts', async () => {
    await expect(uniqueSlug('Cap', () => true, { attempts: 2 })).rejects.toThrow('No free slug');
  });
});

describe('slugSuffix', () => {
  it('is four characters without look-alikes', () => {
    expect(slugSuffix(() => 0)).toBe('aaaa');
    expect(slugSuffix(() => 0.999)).toBe('9999');
    expect(slugSuffix()).toMatch(/^[a-km-np-z2-9]{4}$/);
  });
});
