import { AUTH_MESSAGES } from '../auth/auth.messages';

/** Every text the support chat's server sends (connect_error and the chatError event). */
export const CHAT_MESSAGES = {
  /** The spec's alert for an empty or whitespace-only message. */
  typeMessage: 'Please type message.',
  signInRequired: 'Please login to use the support chat.',
  sessionExpired: AUTH_MESSAGES.sessionExpired,
  merchantDisabled: AUTH_MESSAGES.merchantDisabled,
  tooLong: (max: number) => `Message may not be greater than ${max} characters.`,
  /** A NUL or another control character (other than tab and line breaks) in the text. */
  controlCharacters: 'Message may not contain control characters.',
  /** A control character (any) in the client's own id of a message. */
  clientIdControlCharacters: 'The message id may not contain control characters.',
  /** Told to the oldest of an account's sockets when one more than the limit opens. */
  tooManyTabs: (max: number) =>
    `The support chat is open in more than ${max} tabs or devices; this one was closed.`,
  recipientUnknown: 'This chat user could not be found.',
  recipientForbidden: 'You can only message the support team.',
  recipientSelf: 'You cannot message yourself.',
  tooFast: 'You are sending messages too fast. Please wait a moment and try again.',
  badRequest: 'This chat request is not valid.',
  failed: 'Something went wrong in the support chat. Please try again.',
  unavailable: 'The support chat is unavailable right now. Please try again later.',
} as const;
