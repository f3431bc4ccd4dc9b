export const AUTH_MESSAGES = {
  // A token that no longer works (expired, or retired by a password or role change).
  sessionExpired: 'Your session has expired. Please login again.',
  // An Authorization header that says the scheme twice ("Bearer Bearer <jwt>"): a client bug.
  doubledBearer:
    'The Authorization header says "Bearer" twice. Send the token once, as "Bearer <token>".',
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
  // Email verification (decision 0028).
  emailVerified: 'Thank you! Your email address is confirmed.',
  verificationInvalid:
    'This confirmation link is not valid or has expired. Please sign in and ask for a new one.',
  verificationSent: (email: string) =>
    `We sent a confirmation link to ${email}. It works once, for 24 hours.`,
  alreadyVerified: 'Your email address is already confirmed.',
  noEmailToVerify: 'Your account has no email address to confirm.',
  verificationThrottled:
    'We already sent several links to this address in the last hour. Please check your inbox and spam folder, or try again later.',
  // A pending social link whose provider does not vouch for the email (Facebook).
  linkNeedsVerifiedEmail: (provider: string) =>
    `Please confirm your email address first (use the link we mailed you), then use Login with ${provider} again to link it.`,
} as const;
