export const AUTH_MESSAGES = {
  // A token that no longer works (expired, or retired by a password or role change).
  sessionExpired: 'Your session has expired. Please login again.',
  // A merchant whose merchant account an admin disabled, on any route or the chat.
  merchantDisabled:
    'Your merchant account has been disabled. Please contact admin to request access again.',
  emailInUse: 'That email address is already in use.',
  badCredentials: 'Email or password is incorrect.',
  forgot:
    'If an account exists for this email, you will receive a link to reset your password shortly. Please check your email.',
  passwordChanged: 'Password changed successfully. Please login with your new password.',
  passwordUpdated: 'Your password has been changed successfully.',
  tokenExpired: 'Your token has expired. Please attempt to reset your password again.',
  wrongOldPassword: 'Please enter your correct old password.',
  socialAccount: (provider: string) =>
    `This account signs in with ${provider}. Please use Login with ${provider}.`,
  noPassword: (provider: string) =>
    `Your account signs in with ${provider}, so it has no password to change.`,
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  signedOutEverywhere: 'You have been signed out on every device. Please login again.',
  providerFailed: 'We could not sign you in with that provider.',
} as const;
