import { formatCents } from '../common/money';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "December 1, 2026 at 09:00 UTC": when a scheduled code starts, in the store's time (UTC). */
export function discountMoment(at: Date): string {
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()} at ${time} UTC`;
}

/**
 * What a shopper reads when a code is refused in the bag or at the checkout, and what the
 * dashboard's discount screens answer. Defined once: the server answers these, the web shows them.
 */
export const DISCOUNT_MESSAGES = {
  // The shopper's refusals.
  codeRequired: 'Please enter a discount code.',
  unknown: "We don't recognise this discount code. Please check it and try again.",
  inactive: 'This discount code is no longer active.',
  expired: 'This discount code has expired.',
  notStarted: (startsAt: Date) =>
    `This discount code can be used from ${discountMoment(startsAt)}.`,
  minimumNotMet: (minimumCents: number, moreCents: number, brandName: string | null) =>
    `This code needs ${formatCents(minimumCents)} of ${brandName ? `${brandName} items` : 'items'} in your bag. Add ${formatCents(moreCents)} more to use it.`,
  usedUp: 'Sorry, this discount code has been used up.',
  alreadyUsed: 'You have already used this discount code.',
  notForTheseItems: (brandName: string) =>
    `This code is for ${brandName} items only, and there are none in your bag.`,
  emptyBag: 'Add something to your bag to use a discount code.',
  usedUpAfterPayment: (code: string) =>
    `We received your payment, but the discount code ${code} was used up after your checkout expired. No order has been placed and your payment will be refunded in full.`,
  applied: (code: string) => `The discount code ${code} has been applied.`,
  tooManyTries: (minutes: number) =>
    `Too many discount codes were tried. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,

  // The dashboard's form and answers.
  codeInvalid: 'A code may hold letters, numbers, dashes and underscores only.',
  codeLength: (min: number, max: number) => `A code must be ${min} to ${max} characters long.`,
  codeTaken: 'This code is already in use. Please choose another.',
  typeInvalid: 'Please choose a percentage or a fixed amount.',
  percentageInvalid: 'Percentage must be a whole number from 1 to 100.',
  amountInvalid: (max: number) => `Amount must be more than 0 and at most ${max}.`,
  minimumInvalid: (max: number) => `Minimum subtotal must be from 0 to ${max}.`,
  dateInvalid: 'Please enter a valid date and time.',
  datesOrder: 'The end must be after the start.',
  usesInvalid: (max: number) => `Uses must be a whole number from 1 to ${max}, or left empty.`,
  usesBelowUsed: (used: number) =>
    `Total uses may not be below the ${used} ${used === 1 ? 'use' : 'uses'} already made.`,
  activeInvalid: 'Active must be true or false.',
  statusInvalid: 'Please choose a status from the list.',
  searchTooLong: (max: number) => `Search may not be greater than ${max} characters.`,
  notFound: 'No discount code found.',
  noneYet: 'No discount codes found.',
  added: 'Discount code has been added successfully!',
  updated: 'Discount code has been updated successfully!',
  activated: 'Discount code has been activated.',
  deactivated: 'Discount code has been deactivated.',
  noBrand: 'Your merchant account has no brand yet, so it cannot make discount codes.',
} as const;
