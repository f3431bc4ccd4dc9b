/**
 * The texts of the per-account ceiling on failed sign-ins and of the one-time sign-in link that
 * lifts it (decision 0029), for the server's answers and the login pages.
 */
export const SIGN_IN_LINK_MESSAGES = {
  // Past the ceiling, whatever password is typed: the owner is never locked out.
  ceilingReached:
    'Too many failed sign-ins for this account. To keep it safe we have emailed you a one-time sign-in link (it works for 15 minutes). You can also reset your password with Forgot Password.',
  linkInvalid:
    'This sign-in link is not valid, was already used or has expired. Please sign in again or reset your password.',
  signingIn: 'Signing you in…',
  signedIn: 'You are signed in.',
} as const;
