import { useEffect, useMemo } from 'react';

import { RECENTLY_VIEWED_SHOWN } from '#shared/product/product-related';

import { useViewedProducts } from '../api/product-related.queries';
import { recentlyViewed, useRecentlyViewed } from '../api/recently-viewed';
import { ProductShelf } from './product-shelf';

/**
 * "Recently viewed": the other products this browser opened, newest first, read from its own
 * list once the page is drawn (the server never has it). While they load, empty cards hold
 * their place; a product gone or hidden is left out and forgotten.
 */
export function RecentlyViewed({ productId }: { productId: string }) {
  // null until the page is drawn: the server's drawing and the first one here have none.
  const list = useRecentlyViewed(productId);
  const asked = useMemo(
    () => (list ? list.filter((id) => id !== productId) : null),
    [list, productId],
  );

  useEffect(() => {
    recentlyViewed.record(productId);
  }, [productId]);

  const viewed = useViewedProducts(asked);
  // A previous answer (shown while the next loads) may hold this very product: only what was asked.
  const found = useMemo(
    () => viewed.data?.filter((product) => asked?.includes(product._id)),
    [viewed.data, asked],
  );
  useEffect(() => {
    if (asked && found && !viewed.isPlaceholderData)
      recentlyViewed.forgetGone(
        asked,
        found.map((product) => product._id),
      );
  }, [asked, found, viewed.isPlaceholderData]);

  if (!asked || asked.length === 0 || viewed.isError) return null;
  if (found && found.length === 0) return null;
  return (
    <ProductShelf
      id="recently-viewed-title"
      title="Recently viewed"
      products={found ? found.slice(0, RECENTLY_VIEWED_SHOWN) : null}
      placeholders={Math.min(asked.length, RECENTLY_VIEWED_SHOWN)}
    />
  );
}
