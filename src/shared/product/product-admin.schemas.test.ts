import { describe, expect, it } from 'vitest';

import { ProductUpdateSchema } from './product-admin.schemas';
import { PRODUCT_MESSAGES } from './product.messages';

const product = {
  sku: 'AGB-001',
  name: 'Indigo Agbada',
  slug: 'indigo-agbada',
  description: 'Hand-dyed indigo agbada.',
  quantity: '3',
  price: '349.50',
  taxable: true,
};

function messagesFor(changes: Record<string, unknown>): string[] {
  const result = ProductUpdateSchema.safeParse({ ...product, ...changes });
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('product numbers typed as text', () => {
  it('reads plain decimals', () => {
    expect(ProductUpdateSchema.parse(product)).toMatchObject({ quantity: 3, price: 349.5 });
    expect(messagesFor({ price: '12.' })).toEqual([]);
    expect(messagesFor({ price: '.5' })).toEqual([PRODUCT_MESSAGES.priceMin]);
    expect(messagesFor({ price: '1.2.3' })).toEqual([PRODUCT_MESSAGES.priceNumeric]);
  });

  // The old /^-?(\d+\.?\d*|\.\d+)$/ took about 14 s on 100 KB of digits ending in a letter.
  it('refuses 100 KB of digits at once', () => {
    const started = performance.now();
    expect(messagesFor({ price: `${'1'.repeat(100_000)}x` })).toEqual([
      PRODUCT_MESSAGES.priceNumeric,
    ]);
    expect(messagesFor({ quantity: '1'.repeat(50_000) })).toEqual([
      PRODUCT_MESSAGES.quantityNumeric,
    ]);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses an oversized sku, slug, brand or sizes before reading them', () => {
    const huge = 'A'.repeat(100_000);
    expect(messagesFor({ sku: huge })).toEqual([PRODUCT_MESSAGES.skuMax]);
    expect(messagesFor({ slug: huge })).toEqual([PRODUCT_MESSAGES.slugMax]);
    expect(messagesFor({ brand: huge })).toEqual([PRODUCT_MESSAGES.brandUnknown]);
    expect(messagesFor({ sizes: 'S,'.repeat(50_000) })).toEqual([PRODUCT_MESSAGES.sizesInvalid]);
  });
});
