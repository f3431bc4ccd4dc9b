/** The reviews' cache keys, apart from their hooks: the product page's reviews use them too. */
export const reviewKeys = {
  all: ['review'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (page: number, filters = '') => [...reviewKeys.lists(), page, filters] as const,
  /** A product's approved reviews, as its page shows them. */
  product: (slug: string) => [...reviewKeys.all, 'product', slug] as const,
};
