import { z } from 'zod';

import { COUNTRIES } from '../address/countries';
import { LIMITS } from '../common/constants';
import { REF_MAX, requiredText } from '../common/fields';
import { SHIPPING_MESSAGES } from './shipping.messages';

/** The most countries a zone may list: every country of the list. */
const MAX_COUNTRIES = COUNTRIES.length;
/** The largest amount an option may charge or be free from, in dollars. */
export const MAX_SHIPPING_AMOUNT = 100_000;

const country = z
  .string({ error: SHIPPING_MESSAGES.countryUnknown })
  .max(LIMITS.nameMax, SHIPPING_MESSAGES.countryUnknown)
  .refine((value) => COUNTRIES.includes(value), SHIPPING_MESSAGES.countryUnknown);

/** A zone: its name and countries; a zone with no countries is the rest of the world. */
export const ShippingZoneBodySchema = z.object({
  name: requiredText(SHIPPING_MESSAGES.zoneNameRequired, LIMITS.nameMax, 'Zone name'),
  countries: z
    .array(country, { error: SHIPPING_MESSAGES.countryUnknown })
    .max(MAX_COUNTRIES, SHIPPING_MESSAGES.countryUnknown)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((name, index) => {
        if (seen.has(name)) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: SHIPPING_MESSAGES.countryTwice(name),
          });
        }
        seen.add(name);
      });
    })
    .default([]),
});
export type ShippingZoneBody = z.infer<typeof ShippingZoneBodySchema>;

const amount = z
  .number({ error: SHIPPING_MESSAGES.amountInvalid })
  .min(0, SHIPPING_MESSAGES.amountInvalid)
  .max(MAX_SHIPPING_AMOUNT, SHIPPING_MESSAGES.amountInvalid);
const days = z
  .number({ error: SHIPPING_MESSAGES.daysInvalid })
  .int(SHIPPING_MESSAGES.daysInvalid)
  .min(0, SHIPPING_MESSAGES.daysInvalid)
  .max(365, SHIPPING_MESSAGES.daysInvalid);

/** An option of a zone; money in dollars on the wire, as everywhere in the store. */
export const ShippingOptionBodySchema = z
  .object({
    name: requiredText(SHIPPING_MESSAGES.optionNameRequired, 60, 'Option name'),
    estimate: requiredText(SHIPPING_MESSAGES.estimateRequired, 60, 'Delivery estimate'),
    minDays: days,
    maxDays: days,
    flatFee: amount.default(0),
    perItemFee: amount.default(0),
    /** Free from this subtotal; null: never free. */
    freeFrom: amount.nullable().default(null),
    position: z
      .number({ error: SHIPPING_MESSAGES.positionInvalid })
      .int(SHIPPING_MESSAGES.positionInvalid)
      .min(0, SHIPPING_MESSAGES.positionInvalid)
      .max(1000, SHIPPING_MESSAGES.positionInvalid)
      .default(0),
    active: z.boolean({ error: SHIPPING_MESSAGES.activeInvalid }).default(true),
  })
  .refine((option) => option.maxDays >= option.minDays, {
    message: SHIPPING_MESSAGES.daysOrder,
    path: ['maxDays'],
  });
export type ShippingOptionBody = z.infer<typeof ShippingOptionBodySchema>;

export const ShippingOptionDtoSchema = z.object({
  _id: z.string(),
  zoneId: z.string(),
  name: z.string(),
  estimate: z.string(),
  minDays: z.number(),
  maxDays: z.number(),
  flatFee: z.number(),
  perItemFee: z.number(),
  freeFrom: z.number().nullable(),
  position: z.number(),
  active: z.boolean(),
});
export type ShippingOptionDto = z.infer<typeof ShippingOptionDtoSchema>;

export const ShippingZoneDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  /** True for the zone with no countries: every country no other zone lists. */
  restOfWorld: z.boolean(),
  options: z.array(ShippingOptionDtoSchema),
});
export type ShippingZoneDto = z.infer<typeof ShippingZoneDtoSchema>;

export const ShippingZoneListResponseSchema = z.object({ zones: z.array(ShippingZoneDtoSchema) });
export type ShippingZoneListResponse = z.infer<typeof ShippingZoneListResponseSchema>;
export const ShippingZoneResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  zone: ShippingZoneDtoSchema,
});
export const ShippingOptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  option: ShippingOptionDtoSchema,
});
export const ShippingMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** GET /api/shipping/options: the country, and the bag to price (its subtotal and item count). */
export const ShippingQuoteQuerySchema = z.object({
  country: z
    .string({ error: SHIPPING_MESSAGES.countryRequired })
    .max(LIMITS.nameMax, SHIPPING_MESSAGES.countryUnknown)
    .trim()
    .min(1, SHIPPING_MESSAGES.countryRequired),
  subtotal: z.coerce
    .number({ error: SHIPPING_MESSAGES.amountInvalid })
    .min(0, SHIPPING_MESSAGES.amountInvalid)
    .max(10_000_000, SHIPPING_MESSAGES.amountInvalid)
    .default(0),
  items: z.coerce
    .number({ error: SHIPPING_MESSAGES.amountInvalid })
    .int(SHIPPING_MESSAGES.amountInvalid)
    .min(0, SHIPPING_MESSAGES.amountInvalid)
    .max(10_000, SHIPPING_MESSAGES.amountInvalid)
    .default(0),
});
export type ShippingQuoteQuery = z.infer<typeof ShippingQuoteQuerySchema>;

/** One option as the shopper chooses it: its price for the bag and when it arrives. */
export const ShippingQuoteDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  estimate: z.string(),
  minDays: z.number(),
  maxDays: z.number(),
  price: z.number(),
});
export type ShippingQuoteDto = z.infer<typeof ShippingQuoteDtoSchema>;

export const ShippingQuoteResponseSchema = z.object({ options: z.array(ShippingQuoteDtoSchema) });
export type ShippingQuoteResponse = z.infer<typeof ShippingQuoteResponseSchema>;

/** The option a checkout asks for: an id of ours (or the store's built-in standard option). */
export const shippingOptionIdField = z
  .string({ error: SHIPPING_MESSAGES.optionNotFound })
  .max(REF_MAX, SHIPPING_MESSAGES.optionNotFound)
  .trim()
  .min(1, SHIPPING_MESSAGES.optionNotFound);
