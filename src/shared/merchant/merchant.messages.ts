export const MERCHANT_MESSAGES = {
  brandRequired: 'Brand is required.',
  businessMin: 'Business must be at least 10 characters.',
  // The original's answer, word for word: the applicant is called back on that number.
  received: (phoneNumber: string) =>
    `We received your request! we will reach you on your phone number ${phoneNumber}!`,
  applicationOpen: 'An application with this email address is already waiting for approval.',
  brandTaken: 'That brand name is already taken. Please choose another one.',
  // Two applications sent at the same moment: the database refuses the second one.
  applicationConflict:
    'An application with this email address or brand name is already waiting for approval.',
  notFound: 'No merchant found.',
  // The Merchants screen's empty text (dashboard spec section 2).
  noMerchants: 'No merchants found.',
  // Administration answers.
  approvedInvited: (email: string) =>
    `Merchant has been approved! An invitation to complete sign up was sent to ${email}.`,
  approvedAgain: 'Merchant has been approved! Its account can manage the brand again.',
  rejected: 'Merchant has been rejected.',
  deleted: 'Merchant has been deleted successfully!',
  disabled: 'Merchant has been disabled.',
  enabled: 'Merchant has been enabled.',
  noEmail: (phoneNumber: string) => `Merchant doesn't have email. Call at ${phoneNumber}`,
  alreadyApproved: 'This merchant is already approved.',
  alreadyRejected: 'This merchant is already rejected.',
  notWaiting: 'Only a merchant waiting for approval can be rejected.',
  notApproved: 'Only an approved merchant can be enabled or disabled.',
  emailIsAdmin: 'This email belongs to an admin account, which cannot become a merchant.',
  emailIsOtherMerchant: 'This email already belongs to another merchant.',
  brandNameInUse: 'A brand with this name already exists. Please ask the merchant for another one.',
  // Sign-up from the invitation.
  signedUp:
    'You have signed up successfully! Please sign in with the email and password. Thank you!',
  signedUpExisting:
    'Your merchant account is ready! Please sign in with the email and password of your account. Thank you!',
  invitationInvalid:
    'This invitation link is not valid. Please use the link from your latest invitation email.',
  invitationUsed:
    'This invitation has already been used. Please sign in with your email and password.',
  invitationExpired:
    'This invitation link has expired. Please contact us and we will send you a new one.',
  invitationOtherEmail: 'This invitation was sent to another email address.',
  // An account has the invited address (decision 0028).
  signedUpTakenOver:
    'Your merchant account is ready! Please sign in with your email and the password you just chose. Thank you!',
  existingPasswordRequired:
    'An account with this email already exists. Please enter its password to make it your merchant account.',
  existingPasswordWrong:
    'That is not the password of the account with this email. Please try again, or use Forgot Password first.',
  signInWithProvider: (provider: string) =>
    `The account with this email signs in with ${provider}. Please sign in with ${provider}, then open the invitation link again.`,
} as const;
