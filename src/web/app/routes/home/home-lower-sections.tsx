import { useDeferredValue } from 'react';

import { useProductList } from '../../../features/product/api/product.queries';
import { ProductCard } from '../../../features/product/components/product-card';
import { BrandStory } from '../../../features/home/components/brand-story';
import { BrandTiles } from '../../../features/home/components/brand-tiles';
import { NewInStrip } from '../../../features/home/components/new-in-strip';
import { ReassuranceBand } from '../../../features/home/components/reassurance-band';

/** The eight newest products, for the 'New in' strip. */
const NEWEST = { order: 0, page: 1, limit: 8 } as const;

/** The card's width in the strip, for the image's srcset. */
const STRIP_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 30vw, 44vw';

/**
 * Everything under the hero: the four brands, what is new, the story and the promises. Loaded
 * as the shopper nears it, so the first load carries the hero only.
 */
export function HomeLowerSections() {
  const newest = useProductList(NEWEST);
  // The cards arrive after the page has started: drawn from a deferred value, in a transition
  // React slices, not in one long task while the shopper scrolls.
  const arrived = useDeferredValue(newest.data);
  const products = arrived?.products ?? [];
  return (
    <>
      <BrandTiles />
      {products.length > 0 ? (
        <NewInStrip>
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} sizes={STRIP_SIZES} headingLevel={3} />
            </li>
          ))}
        </NewInStrip>
      ) : null}
      <BrandStory />
      <ReassuranceBand />
    </>
  );
}
