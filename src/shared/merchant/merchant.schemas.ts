import { z } from 'zod';

import { APPROVAL_STATUSES, LIMITS, PROVIDERS } from '../common/constants';
import { emailField, passwordField, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { phoneNumberField } from '../common/phone';
import { MERCHANT_MESSAGES } from './merchant.messages';

export const MerchantApplicationBodySchema = z.object({
  name: requiredText(MSG.nameRequired, LIMITS.nameMax, 'Name'),
  email: emailField,
  phoneNumber: phoneNumberField,
  brandName: requiredText(MERCHANT_MESSAGES.brandRequired, LIMITS.nameMax, 'Brand'),
  business: requiredText(MERCHANT_MESSAGES.businessMin, LIMITS.descriptionMax, 'Business').min(
    LIMITS.businessMin,
    MERCHANT_MESSAGES.businessMin,
  ),
});
export type MerchantApplicationBody = z.infer<typeof MerchantApplicationBodySchema>;

export const MERCHANT_EVENT_ACTIONS = [
  'applied',
  'approved',
  'invited',
  'rejected',
  'signed-up',
  'disabled',
  'enabled',
  'brand-deleted',
  'deleted',
] as const;
export type MerchantEventAction = (typeof MERCHANT_EVENT_ACTIONS)[number];

/** One step of a merchant's lifecycle, as its card shows it. */
export const MerchantEventDtoSchema = z.object({
  action: z.enum(MERCHANT_EVENT_ACTIONS),
  /** Who did it: an admin's name, or null for the applicant / merchant acting on their own. */
  by: z.string().nullable(),
  created: z.string(),
  /** What the step changed, in words (e.g. 'brand Kente House switched off'); may be empty. */
  note: z.string(),
});
export type MerchantEventDto = z.infer<typeof MerchantEventDtoSchema>;

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
  /** The brand an approval made, once there is one. */
  brand: z
    .object({ _id: z.string(), name: z.string(), slug: z.string(), isActive: z.boolean() })
    .nullable(),
  /** True once an account stands for the merchant (signed up, or a member turned merchant). */
  hasAccount: z.boolean(),
  /** The lifecycle, oldest first. */
  history: z.array(MerchantEventDtoSchema),
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

/** PUT /api/merchant/{id}/active: `{ merchant: { isActive } }`. */
export const MerchantActiveBodySchema = z.object({
  merchant: z.object({ isActive: z.boolean({ error: MSG.activeInvalid }) }),
});
export type MerchantActiveBody = z.infer<typeof MerchantActiveBodySchema>;

/** Approve, re-approve, reject, enable, disable: the message and the merchant as it is now. */
export const MerchantActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  merchant: MerchantDtoSchema,
});
export type MerchantActionResponse = z.infer<typeof MerchantActionResponseSchema>;

export const MerchantDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/**
 * POST /api/merchant/signup/{token}: the invited merchant's account (decision 0028). For a new
 * account (or one whose address was never confirmed) the names and a new password; for an
 * account with a confirmed address its password, or nothing when signed in to it (a social
 * account). The original client always sends all four fields.
 */
export const MerchantSignupBodySchema = z.object({
  email: emailField,
  password: passwordField.optional(),
  firstName: requiredText(MSG.firstNameRequired, LIMITS.nameMax, 'First Name').optional(),
  lastName: requiredText(MSG.lastNameRequired, LIMITS.nameMax, 'Last Name').optional(),
});
export type MerchantSignupBody = z.infer<typeof MerchantSignupBodySchema>;

/**
 * What the invitation link leads to, checked when it is used: no account with its address yet
 * (`none`), an account whose address was never confirmed (`unconfirmed`: the link proves the
 * mailbox, the password typed becomes the account's), or a confirmed account that must prove
 * itself: with its password (`password`) or, for a social account, by being signed in to it
 * (`social`, with its provider).
 */
export const MERCHANT_SIGNUP_ACCOUNTS = ['none', 'unconfirmed', 'password', 'social'] as const;
export type MerchantSignupAccount = (typeof MERCHANT_SIGNUP_ACCOUNTS)[number];

/** GET /api/merchant/signup/{token}: what the sign-up page asks for. */
export const MerchantSignupPreviewSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  account: z.enum(MERCHANT_SIGNUP_ACCOUNTS),
  provider: z.enum(PROVIDERS).nullable(),
});
export type MerchantSignupPreview = z.infer<typeof MerchantSignupPreviewSchema>;

export const MerchantSignupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MerchantSignupResponse = z.infer<typeof MerchantSignupResponseSchema>;

export const MerchantSignupParamsSchema = z.object({ token: z.string().min(1).max(200) });
