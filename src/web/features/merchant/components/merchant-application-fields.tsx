import type { UseFormReturn } from 'react-hook-form';

import type { MerchantApplicationBody } from '#shared/merchant/merchant.schemas';

import { TextareaField, TextField } from '../../../components/ui/form-fields';

/** The fields of an application, as the form's error keys name them. */
export const MERCHANT_APPLICATION_FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'brandName',
  'business',
] as const;

export const EMPTY_APPLICATION: MerchantApplicationBody = {
  name: '',
  email: '',
  phoneNumber: '',
  brandName: '',
  business: '',
};

/**
 * Name, Email Address, Phone Number, Brand and Business: the /sell page's form and the admin's
 * Add Merchant form. The admin's form shows no error text under the phone number (dashboard spec
 * section 2); the field is still marked invalid for screen readers and by its border.
 */
export function MerchantApplicationFields({
  form,
  showPhoneError = true,
}: {
  form: UseFormReturn<MerchantApplicationBody>;
  showPhoneError?: boolean;
}) {
  const { errors } = form.formState;
  const phoneError = errors.phoneNumber?.message;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          placeholder="Your Full Name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="Your Email Address"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {showPhoneError ? (
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            placeholder="e.g. +234 803 555 0142"
            error={phoneError}
            {...form.register('phoneNumber')}
          />
        ) : (
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            placeholder="e.g. +234 803 555 0142"
            aria-invalid={phoneError ? true : undefined}
            className="aria-invalid:border-danger"
            {...form.register('phoneNumber')}
          />
        )}
        <TextField
          label="Brand"
          autoComplete="organization"
          placeholder="Your Business Brand"
          error={errors.brandName?.message}
          {...form.register('brandName')}
        />
      </div>
      <TextareaField
        label="Business"
        rows={5}
        placeholder="Please Describe Your Business"
        error={errors.business?.message}
        {...form.register('business')}
      />
    </>
  );
}
