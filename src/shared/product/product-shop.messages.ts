/**
 * The product messages a shopper's product page shows, in a module of their own so that the
 * page's first load carries these few and not every product administration message.
 * PRODUCT_MESSAGES includes them: the server and the screens read them there.
 */
export const PRODUCT_SHOP_MESSAGES = {
  notFound: 'No product found.',
  soldOut: 'Sold out',
  onlyLeft: (left: number) => `Only ${left} left`,
  sizeSoldOut: (size: string) => `Size ${size} is sold out.`,
  sizeSoldOutChosen: (size: string) => `Size ${size} is sold out. Please choose another size.`,
} as const;
