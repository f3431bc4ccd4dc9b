import { z } from 'zod';

import { APPROVAL_STATUSES, LIMITS } from '../common/constants';
import { emailField, rawMax, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { MERCHANT_MESSAGES } from './merchant.messages';

const DIGITS = '0123456789';
const SEPARATORS = '-. ';

/**
 * A 10-digit US-style number: `(415) 555-0100`, `415.555.0100`, `4155550100`. Read left to right
 * in one pass rather than with a regex, so no input can make it backtrack.
 */
export function isUsPhoneNumber(value: string): boolean {
  let at = 0;
  const skip = (chars: string) => {
    if (at < value.length && chars.includes(value.charAt(at))) at += 1;
  };
  const digits = (count: number) => {
    for (let n = 0; n < count; n += 1) {
      if (at >= value.length || !DIGITS.includes(value.charAt(at))) return false;
      at += 1;
    }
    return true;
  };
  skip('(');
  if (!digits(3)) return false;
  skip(')');
  skip(SEPARATORS);
  if (!digits(3)) return false;
  skip(SEPARATORS);
  if (!digits(4)) return false;
  return at === value.length;
}

export const MerchantApplicationBodySchema = z.object({
  name: requiredText(MSG.nameRequired, LIMITS.nameMax, 'Name'),
  email: emailField,
  phoneNumber: z
    .string({ error: MSG.phoneInvalid })
    .max(rawMax(LIMITS.phoneMax), { message: MSG.phoneInvalid, abort: true })
    .trim()
    .refine(isUsPhoneNumber, MSG.phoneInvalid),
  brandName: requiredText(MERCHANT_MESSAGES.brandRequired, LIMITS.nameMax, 'Brand'),
  business: requiredText(MERCHANT_MESSAGES.businessMin, LIMITS.descriptionMax, 'Business').min(
    LIMITS.businessMin,
    MERCHANT_MESSAGES.businessMin,
  ),
});
export type MerchantApplicationBody = z.infer<typeof MerchantApplicationBodySchema>;

export const MerchantDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  brandName: z.string(),
  business: z.string(),
  created: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  isActive: z.boolean(),
});
export type MerchantDto = z.infer<typeof MerchantDtoSchema>;

export const MerchantApplicationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  merchant: MerchantDtoSchema,
});
export type MerchantApplicationResponse = z.infer<typeof MerchantApplicationResponseSchema>;

export const MerchantListResponseSchema = z.object({
  merchants: z.array(MerchantDtoSchema),
  totalPages: z.number(),
  currentPage: z.number(),
  count: z.number(),
});
export type MerchantListResponse = z.infer<typeof MerchantListResponseSchema>;

export const MerchantSearchResponseSchema = z.object({ merchants: z.array(MerchantDtoSchema) });
