/** The back-in-stock alert's messages, shared by the server and the web. */
export const STOCK_ALERT_MESSAGES = {
  productRequired: 'Please choose a product.',
  sizeRequired: 'Please select a size.',
  sizeNotOffered: 'This product does not come in that size.',
  notSoldOut: (size: string) => `Size ${size} is in stock: you can add it to your bag now.`,
  /** A member's alert is live at once. */
  subscribed: (size: string) => `We'll email you when size ${size} is back.`,
  /**
   * A guest's: the same answer whether or not the address had an alert already, so it tells
   * nobody which addresses are known.
   */
  confirmSent: (size: string) =>
    `Check your inbox: confirm your email and we'll email you when size ${size} is back.`,
  confirmed: "Thank you: your email is confirmed. We'll email you when your size is back.",
  unsubscribed: 'You will get no more back-in-stock emails from us for this address.',
  linkInvalid: 'This link is invalid or has expired.',
  notFound: 'No alert found.',
  removed: 'The alert has been removed.',
} as const;
