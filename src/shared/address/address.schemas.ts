import { z } from 'zod';

import { LIMITS } from '../common/constants';
import { requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { ADDRESS_MESSAGES } from './address.messages';
import { COUNTRIES } from './countries';

const countryField = z
  .string({ error: MSG.countryRequired })
  .max(LIMITS.nameMax, { message: MSG.countryUnknown, abort: true })
  .trim()
  .min(1, { message: MSG.countryRequired, abort: true })
  .refine((value) => COUNTRIES.includes(value), MSG.countryUnknown);

const isDefaultField = z.boolean({ error: ADDRESS_MESSAGES.defaultInvalid }).default(false);

const addressFields = {
  address: requiredText(MSG.addressRequired, LIMITS.addressFieldMax, 'Address'),
  city: requiredText(MSG.cityRequired, LIMITS.nameMax, 'City'),
  state: requiredText(MSG.stateRequired, LIMITS.nameMax, 'State'),
  country: countryField,
  isDefault: isDefaultField,
};

/** A new address: the zip code needs at least 5 characters. */
export const AddressAddBodySchema = z.object({
  ...addressFields,
  zipCode: requiredText(MSG.zipCodeRequired, 20, 'Zipcode').min(LIMITS.zipCodeMin, MSG.zipCodeMin),
});
export type AddressAddBody = z.infer<typeof AddressAddBodySchema>;

/** Editing an address: the same required fields, with no minimum on the zip code. */
export const AddressUpdateBodySchema = z.object({
  ...addressFields,
  zipCode: requiredText(MSG.zipCodeRequired, 20, 'Zipcode'),
});
export type AddressUpdateBody = z.infer<typeof AddressUpdateBodySchema>;

export const AddressDtoSchema = z.object({
  _id: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  isDefault: z.boolean(),
  created: z.string(),
});
export type AddressDto = z.infer<typeof AddressDtoSchema>;

export const AddressListResponseSchema = z.object({ addresses: z.array(AddressDtoSchema) });
export const AddressResponseSchema = z.object({ address: AddressDtoSchema });
export const AddressAddResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  address: AddressDtoSchema,
});
