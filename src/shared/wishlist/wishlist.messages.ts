export const WISHLIST_MESSAGES = {
  added: 'Added to your Wishlist successfully!',
  updated: 'Your Wishlist has been updated successfully!',
} as const;
