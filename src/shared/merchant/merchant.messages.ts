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
} as const;
