import { AUTH_MESSAGES } from '../auth/auth.messages';

/** Every text the support chat's server sends (connect_error and the chatError event). */
export const CHAT_MESSAGES = {
  /** The spec's alert for an empty or whitespace-only message. */
  typeMessage: 'Please type message.',
  signInRequired: 'Please login to use the support chat.',
  sessionExpired: AUTH_MESSAGES.sessionExpired,
  merchantDisabled: AUTH_MESSAGES.merchantDisabled,
  tooLong: (max: number) => `Message may not be greater than ${max} characters.`,
  recipientUnknown: 'This chat user could not be found.',
  recipientForbidden: 'You can only message the support team.',
  recipientSelf: 'You cannot message yourself.',
  tooFast: 'You are sending messages too fast. Please wait a moment and try again.',
  badRequest: 'This chat request is not valid.',
  failed: 'Something went wrong in the support chat. Please try again.',
  unavailable: 'The support chat is unavailable right now. Please try again later.',
} as const;
