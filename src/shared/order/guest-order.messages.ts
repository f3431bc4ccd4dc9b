/** A guest's order (decision 0056): one answer for every wrong link, number or email. */
export const GUEST_ORDER_MESSAGES = {
  notFound:
    'We could not find that order. Check the order number and the email you paid with, or use the link in your confirmation email.',
  numberRequired: 'Please enter your order number.',
  placed: 'Your order has been placed. We have emailed you a link to it.',
} as const;
