import { z } from 'zod';

import { optionalText, refField } from '../common/fields';
import { RETURN_KINDS, RETURN_NOTE_MAX, RETURN_REASONS, RETURN_STATUSES } from './return.constants';
import { RETURN_MESSAGES } from './return.messages';

/** POST /api/return: the shopper asks to return some units of a delivered item. */
export const ReturnRequestBodySchema = z.object({
  itemId: refField(RETURN_MESSAGES.itemIdRequired),
  quantity: z
    .number({ error: RETURN_MESSAGES.quantityInvalid })
    .int(RETURN_MESSAGES.quantityInvalid)
    .min(1, RETURN_MESSAGES.quantityInvalid)
    .max(10_000, RETURN_MESSAGES.quantityInvalid),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reasonInvalid }),
  note: optionalText(RETURN_NOTE_MAX, 'The note'),
});
export type ReturnRequestBody = z.input<typeof ReturnRequestBodySchema>;

/** PUT /api/return/{id}/refuse: why, for the shopper. */
export const RefuseBodySchema = z.object({
  note: optionalText(RETURN_NOTE_MAX, 'The note').refine((note) => note.length > 0, {
    message: RETURN_MESSAGES.refusalNoteRequired,
  }),
});
export type RefuseBody = z.input<typeof RefuseBodySchema>;

export const ReturnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
});

/** A return (or a cancelled item's refund) as every reader sees it. */
export const ReturnDtoSchema = z.object({
  _id: z.string(),
  kind: z.enum(RETURN_KINDS),
  orderId: z.string(),
  /** The order's number, as people read it ("EKO-10042"). */
  orderNumber: z.string(),
  itemId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  size: z.string(),
  quantity: z.number(),
  reason: z.string(),
  note: z.string(),
  status: z.enum(RETURN_STATUSES),
  refusalNote: z.string(),
  /** What is (or was) refunded, in dollars: the price paid for these units. */
  amount: z.number(),
  created: z.string(),
  decided: z.string().nullable(),
  received: z.string().nullable(),
  refunded: z.string().nullable(),
});
export type ReturnDto = z.infer<typeof ReturnDtoSchema>;

export const ReturnAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  return: ReturnDtoSchema,
});
export type ReturnAnswer = z.infer<typeof ReturnAnswerSchema>;

export const ReturnListSchema = z.object({ returns: z.array(ReturnDtoSchema) });
export type ReturnList = z.infer<typeof ReturnListSchema>;

/** GET /api/return/order/{orderId}: per item, what the shopper may still return, and returns. */
export const OrderReturnsSchema = z.object({
  items: z.array(
    z.object({
      itemId: z.string(),
      /** How many units may still be asked for now (0 when none, or the window is closed). */
      returnable: z.number(),
      /** The end of the return window (ISO), null when the item is not delivered. */
      returnableUntil: z.string().nullable(),
      /** Whether an admin may refund it as a cancelled item that never shipped (admins only). */
      refundable: z.boolean(),
    }),
  ),
  returns: z.array(ReturnDtoSchema),
});
export type OrderReturns = z.infer<typeof OrderReturnsSchema>;
