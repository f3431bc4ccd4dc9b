export const NEWSLETTER_MESSAGES = {
  subscribed: 'You have successfully subscribed to the newsletter',
  unsubscribed: 'You have been unsubscribed from our newsletter. We are sorry to see you go.',
} as const;
