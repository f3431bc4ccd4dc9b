import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { ProductDto, ProductListResponse } from '#shared/product/product.schemas';

import { makeProduct, makeProductList } from '../../../test/fixtures';
import { mockApi } from '../../../test/render';
import { relatedKeys } from './product-related.queries';
import { productKeys } from './product.keys';
import { toggleWishlist } from './wishlist.queries';

describe('pressing a heart', () => {
  it('fills it in on the product page, the shop list, "You may also like" and "Recently viewed"', async () => {
    const shirt = makeProduct({ name: 'Ankara Shirt', slug: 'ankara-shirt', isLiked: false });
    const other = makeProduct({ name: 'Senator Set', slug: 'senator-set', isLiked: false });
    const queryClient = new QueryClient();
    const listParams = { order: 0, page: 1, limit: 10 } as const;
    queryClient.setQueryData(productKeys.list(listParams), makeProductList([shirt, other]));
    queryClient.setQueryData(productKeys.item(shirt.slug), shirt);
    queryClient.setQueryData(relatedKeys.related('senator-set'), [shirt]);
    queryClient.setQueryData(relatedKeys.viewed([shirt._id, other._id]), [other, shirt]);
    const { calls } = mockApi({
      'POST /api/wishlist': () => ({ body: { success: true, message: 'Added to your wishlist' } }),
    });

    await toggleWishlist(queryClient, { isLiked: true, product: shirt._id });

    expect(calls.map((call) => call.body)).toEqual([{ isLiked: true, product: shirt._id }]);
    const liked = (products: ProductDto[] | undefined) =>
      products?.map((product) => [product.slug, product.isLiked]);
    expect(
      liked(queryClient.getQueryData<ProductListResponse>(productKeys.list(listParams))?.products),
    ).toEqual([
      ['ankara-shirt', true],
      ['senator-set', false],
    ]);
    expect(queryClient.getQueryData<ProductDto>(productKeys.item(shirt.slug))?.isLiked).toBe(true);
    expect(liked(queryClient.getQueryData(relatedKeys.related('senator-set')))).toEqual([
      ['ankara-shirt', true],
    ]);
    expect(liked(queryClient.getQueryData(relatedKeys.viewed([shirt._id, other._id])))).toEqual([
      ['senator-set', false],
      ['ankara-shirt', true],
    ]);
  });
});
