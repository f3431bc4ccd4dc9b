export const WISHLIST_MESSAGES = {
  added: 'Added to your Wishlist successfully!',
  updated: 'Your Wishlist has been updated successfully!',
  isLikedInvalid: 'isLiked must be true or false.',
} as const;
