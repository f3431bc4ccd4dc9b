import { z } from 'zod';

import { checkoutCartItems } from '../cart/cart.schemas';
import { LIMITS } from '../common/constants';
import { listChoice, listText } from '../common/list-query';
import { rawMax } from '../common/fields';
import {
  DISCOUNT_LIMITS,
  DISCOUNT_STATES,
  DISCOUNT_TYPES,
  type DiscountState,
} from './discount.constants';
import { DISCOUNT_MESSAGES as M } from './discount.messages';
import { isWellFormedCode, normalizeDiscountCode } from './discount.rules';

const L = DISCOUNT_LIMITS;

/**
 * A code as a shopper types it in the bag or sends it with a checkout: trimmed and put in
 * capitals. Anything that cannot be a code reads as an unknown code (the shopper's words).
 */
export const discountCodeField = z
  .string({ error: M.codeRequired })
  .max(rawMax(L.codeMax), { message: M.unknown, abort: true })
  .transform(normalizeDiscountCode)
  .refine((code) => code.length > 0, { message: M.codeRequired, abort: true })
  .refine(isWellFormedCode, M.unknown);

/**
 * The code a checkout may carry (POST /api/stripe/create-checkout-session): left out, null or
 * empty for none, as the original client sends none.
 */
export const optionalDiscountCodeField = z
  .string({ error: M.unknown })
  .max(rawMax(L.codeMax), { message: M.unknown, abort: true })
  .nullish()
  .transform((value) => (value ? normalizeDiscountCode(value) : '') || undefined)
  .refine((code) => code === undefined || isWellFormedCode(code), M.unknown);

/** A code as the dashboard names a new one: its own messages for length and characters. */
const newCodeField = z
  .string({ error: M.codeLength(L.codeMin, L.codeMax) })
  .max(rawMax(L.codeMax), { message: M.codeLength(L.codeMin, L.codeMax), abort: true })
  .transform(normalizeDiscountCode)
  .refine((code) => code.length >= L.codeMin && code.length <= L.codeMax, {
    message: M.codeLength(L.codeMin, L.codeMax),
    abort: true,
  })
  .refine(isWellFormedCode, M.codeInvalid);

/** A number from the form, as a number or the text of one; empty is null. */
function numberInput(message: string) {
  return z
    .union([z.number(), z.string().max(20, message)], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** A whole number of uses from 1, or empty for no limit. */
const usesField = numberInput(M.usesInvalid(L.usesMax)).refine(
  (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= L.usesMax),
  M.usesInvalid(L.usesMax),
);

/**
 * A moment as `datetime-local` or an ISO string gives it; without an offset it is read as UTC
 * (the store's time). Empty is null. The pattern has no nested repetition.
 */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;
const momentField = z
  .string({ error: M.dateInvalid })
  .max(40, M.dateInvalid)
  .nullish()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`;
    const at = MOMENT.test(text) ? new Date(zoned) : new Date(Number.NaN);
    // A store's codes run in this millennium (and the database stores no year 0).
    const year = at.getUTCFullYear();
    if (Number.isNaN(at.getTime()) || year < 2000 || year > 2999) {
      ctx.addIssue({ code: 'custom', message: M.dateInvalid });
      return z.NEVER;
    }
    return at;
  });

/**
 * POST /api/discount/add and PUT /api/discount/{id}: the code, how much it takes off (a
 * percentage from 1 to 100, or a fixed amount in dollars), the minimum subtotal of the items it
 * applies to, when it runs (UTC), how often it may be used, and whether it is on.
 */
export const DiscountCodeBodySchema = z
  .object({
    code: newCodeField,
    type: z.enum(DISCOUNT_TYPES, { error: M.typeInvalid }),
    value: numberInput(M.percentageInvalid),
    minSubtotal: numberInput(M.minimumInvalid(L.amountMax)).refine(
      (value) => value === null || (value >= 0 && value <= L.amountMax),
      M.minimumInvalid(L.amountMax),
    ),
    startsAt: momentField,
    endsAt: momentField,
    maxUses: usesField,
    maxUsesPerCustomer: usesField,
    isActive: z.boolean({ error: M.activeInvalid }).default(true),
  })
  .superRefine((body, ctx) => {
    const value = body.value;
    if (body.type === 'percentage') {
      if (value === null || !Number.isInteger(value) || value < 1 || value > 100) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentageInvalid });
      }
    } else if (value === null || !(Math.round(value * 100) >= 1) || value > L.amountMax) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.amountInvalid(L.amountMax) });
    }
    if (body.startsAt && body.endsAt && body.endsAt <= body.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.datesOrder });
    }
  });
export type DiscountCodeBody = z.output<typeof DiscountCodeBodySchema>;
export type DiscountCodeInput = z.input<typeof DiscountCodeBodySchema>;

/** PUT /api/discount/{id}/active */
export const DiscountActiveBodySchema = z.object({
  isActive: z.boolean({ error: M.activeInvalid }),
});

/** GET /api/discount: search by code, filter by state, a page of 20 (decision 0044's fields). */
export const DiscountListQuerySchema = z.object({
  q: listText(LIMITS.searchMax, M.searchTooLong(LIMITS.searchMax)),
  status: listChoice(DISCOUNT_STATES, M.statusInvalid),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type DiscountListQuery = z.output<typeof DiscountListQuerySchema>;

export const DiscountCodeDtoSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** The percentage, or the fixed amount in dollars. */
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerCustomer: z.number().nullable(),
  /** Uses taken: paid orders and checkouts still open. */
  uses: z.number(),
  isActive: z.boolean(),
  state: z.enum(DISCOUNT_STATES),
  /** The brand whose items it applies to; null for the whole store. */
  brand: z.object({ _id: z.string(), name: z.string() }).nullable(),
  created: z.string(),
});
export type DiscountCodeDto = z.infer<typeof DiscountCodeDtoSchema>;

export const DiscountListResponseSchema = z.object({
  discounts: z.array(DiscountCodeDtoSchema),
  totalPages: z.number(),
  currentPage: z.number(),
  count: z.number(),
});
export type DiscountListResponse = z.infer<typeof DiscountListResponseSchema>;

export const DiscountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  discount: DiscountCodeDtoSchema,
});
export type DiscountResponse = z.infer<typeof DiscountResponseSchema>;

export const DiscountDetailResponseSchema = z.object({ discount: DiscountCodeDtoSchema });

/**
 * POST /api/discount/apply: the code and the bag's lines (product, size, quantity). Prices are
 * never sent: the server prices the bag and the discount itself.
 */
export const DiscountApplyBodySchema = z.object({
  code: discountCodeField,
  cartItems: checkoutCartItems,
});
export type DiscountApplyBody = z.output<typeof DiscountApplyBodySchema>;

/** The bag re-priced with the code: money in dollars, as everywhere on the wire. */
export const DiscountApplyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  code: z.string(),
  /** The items before the discount. */
  subtotal: z.number(),
  discount: z.number(),
  /** The items after the discount (shipping is added at the checkout). */
  total: z.number(),
  /** Whose items it applies to: null for the whole store. */
  brand: z.string().nullable(),
  lines: z.array(
    z.object({ product: z.string(), size: z.string(), discount: z.number(), total: z.number() }),
  ),
});
export type DiscountApplyResponse = z.infer<typeof DiscountApplyResponseSchema>;

/** A code's state on a day: what the dashboard's filter and badge read. */
export function discountStateOf(
  code: { isActive: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): DiscountState {
  if (!code.isActive) return 'inactive';
  if (code.endsAt && now >= code.endsAt) return 'expired';
  if (code.startsAt && now < code.startsAt) return 'scheduled';
  return 'active';
}
