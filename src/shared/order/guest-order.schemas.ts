import { z } from 'zod';

import { emailField } from '../common/fields';
import { ORDER_NUMBER_INPUT_MAX } from './order-number';
import { GUEST_ORDER_MESSAGES } from './guest-order.messages';

/** How long a guest order link's token may be when typed or pasted (64 hex characters). */
export const GUEST_ORDER_TOKEN_MAX = 64;

/** POST /api/order/guest: the order of a guest's mailed link (token from /order/guest/<token>). */
export const GuestOrderTokenBodySchema = z.object({
  token: z
    .string({ error: GUEST_ORDER_MESSAGES.notFound })
    .max(GUEST_ORDER_TOKEN_MAX + 8, GUEST_ORDER_MESSAGES.notFound)
    .trim(),
});

/** POST /api/order/lookup: a guest's order by its number and the email it was bought with. */
export const OrderLookupBodySchema = z.object({
  number: z
    .string({ error: GUEST_ORDER_MESSAGES.numberRequired })
    .max(ORDER_NUMBER_INPUT_MAX, GUEST_ORDER_MESSAGES.notFound)
    .trim()
    .min(1, GUEST_ORDER_MESSAGES.numberRequired),
  email: emailField,
});
export type OrderLookupBody = z.infer<typeof OrderLookupBodySchema>;
