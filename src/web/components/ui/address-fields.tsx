import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

import type { AddressAddBody, AddressAddBodySchema } from '#shared/address/address.schemas';
import { COUNTRIES } from '#shared/address/countries';

import { SelectField, TextField } from './form-fields';

/** What the form holds; the add and edit schemas read it into the same body. */
export type AddressFormValues = z.input<typeof AddressAddBodySchema>;

export type AddressFormSchema = z.ZodType<AddressAddBody, AddressFormValues>;

export type AddressFormApi = UseFormReturn<AddressFormValues, unknown, AddressAddBody>;

export const ADDRESS_FIELDS = ['address', 'city', 'state', 'country', 'zipCode'] as const;

const EMPTY: AddressFormValues = {
  address: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  isDefault: false,
};

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

/**
 * The form state for an address: the add screen passes AddressAddBodySchema (zip code of at
 * least 5 characters), the edit screen AddressUpdateBodySchema and the loaded `values`.
 */
export function useAddressForm(
  schema: AddressFormSchema,
  values?: AddressFormValues,
): AddressFormApi {
  return useForm<AddressFormValues, unknown, AddressAddBody>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    values,
  });
}

/**
 * Address, City, State, Country and Zipcode, with their errors: the address book's form, and
 * the checkout's "a new address".
 */
export function AddressFields({ form }: { form: AddressFormApi }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Address"
        autoComplete="street-address"
        placeholder="Address: Street, House No / Apartment No"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="address-level2"
          placeholder="City"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          placeholder="State"
          error={errors.state?.message}
          {...form.register('state')}
        />
        <SelectField
          label="Country"
          autoComplete="country-name"
          placeholder="Select a country"
          options={COUNTRY_OPTIONS}
          error={errors.country?.message}
          {...form.register('country')}
        />
        <TextField
          label="Zipcode"
          autoComplete="postal-code"
          placeholder="Your Zipcode"
          error={errors.zipCode?.message}
          {...form.register('zipCode')}
        />
      </div>
    </>
  );
}
