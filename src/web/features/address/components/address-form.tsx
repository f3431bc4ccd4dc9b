import type { ReactNode } from 'react';

import type { AddressAddBody, AddressDto } from '#shared/address/address.schemas';

import {
  AddressFields,
  type AddressFormApi,
  type AddressFormValues,
} from '../../../components/ui/address-fields';
import { CheckboxField } from '../../../components/ui/form-fields';

export {
  ADDRESS_FIELDS,
  useAddressForm,
  type AddressFormApi,
  type AddressFormSchema,
  type AddressFormValues,
} from '../../../components/ui/address-fields';

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
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <AddressFields form={form} />
      <CheckboxField label="As the Default" {...form.register('isDefault')} />
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">{actions}</div>
    </form>
  );
}
