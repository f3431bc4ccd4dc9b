import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

import type {
  AddressAddBody,
  AddressAddBodySchema,
  AddressDto,
} from '#shared/address/address.schemas';
import { COUNTRIES } from '#shared/address/countries';

import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields';

/** What the form holds; the add and edit schemas read it into the same body. */
export type AddressFormValues = z.input<typeof AddressAddBodySchema>;

export type AddressFormSchema = z.ZodType<AddressAddBody, AddressFormValues>;

export type AddressFormApi = UseFormReturn<AddressFormValues, unknown, AddressAddBody>;

/** The fields of a saved address, for the form. */
export function toAddressFormValues(address: AddressDto): AddressFormValues {
  return {
    address: address.address,
    city: address.city,
    state: address.state,
    country: address.country,
    zipCode: address.zipCode,
    isDefault: address.isDefault,
  };
}

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

/** Address, City, State, Country, Zipcode and 'As the Default'; the screen adds its buttons. */
export function AddressForm({
  form,
  onSubmit,
  actions,
}: {
  form: AddressFormApi;
  onSubmit: (values: AddressAddBody) => Promise<void>;
  actions: ReactNode;
}) {
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
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
          placeholder="Please Enter Your Zipcode"
          error={errors.zipCode?.message}
          {...form.register('zipCode')}
        />
      </div>
      <CheckboxField label="As the Default" {...form.register('isDefault')} />
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">{actions}</div>
    </form>
  );
}
