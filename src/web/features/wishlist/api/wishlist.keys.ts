/** The wishlist's cache keys, apart from its hooks so that other features' calls can use them. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: () => [...wishlistKeys.all, 'list'] as const,
};
