import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { PasswordField, TextField } from './form-fields';

/** The fields a new email account is made of, as the sign-up forms name them. */
type NewAccountName = 'email' | 'firstName' | 'lastName' | 'password';

/**
 * Email, first and last name and password of a new account: the Sign Up page and the merchant's
 * Complete Sign Up ask the same four things the same way.
 */
export function NewAccountFields<T extends FieldValues & Record<NewAccountName, string>>({
  form,
}: {
  form: UseFormReturn<T>;
}) {
  const field = (name: NewAccountName) => {
    const path = name as Path<T>;
    return {
      error: form.getFieldState(path, form.formState).error?.message,
      ...form.register(path),
    };
  };
  return (
    <>
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        placeholder="Your Email"
        {...field('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          placeholder="Your First Name"
          {...field('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          placeholder="Your Last Name"
          {...field('lastName')}
        />
      </div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="Your Password"
        hint="At least 6 characters."
        {...field('password')}
      />
    </>
  );
}
