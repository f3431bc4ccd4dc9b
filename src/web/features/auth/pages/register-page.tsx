import { Link, useNavigate } from 'react-router';

import { RegisterBodySchema } from '#shared/auth/auth.schemas';
import { ERROR_TITLES } from '#shared/common/messages';

import { Button } from '../../../components/ui/button';
import { CheckboxField, PasswordField, TextField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { useRegister } from '../api/auth.queries';
import { AuthCard } from '../../../components/ui/auth-card';
import { SocialLoginLinks } from '../components/social-login-links';

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useZodForm(RegisterBodySchema, {
    defaultValues: { email: '', firstName: '', lastName: '', password: '', isSubscribed: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      applyServerIssues(error, form.setError, ['email', 'firstName', 'lastName', 'password']);
      handleError(error, ERROR_TITLES.signup);
    }
  });

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create an account to save addresses, keep a wishlist and check out faster."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-ink underline underline-offset-4">
            Login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="Please Enter Your Email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            placeholder="Please Enter Your First Name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            placeholder="Please Enter Your Last Name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="Please Enter Your Password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <CheckboxField
          label="Subscribe to our newsletter for new collections and offers"
          {...form.register('isSubscribed')}
        />
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Sign Up
        </Button>
      </form>
      <div className="mt-6">
        <SocialLoginLinks />
      </div>
    </AuthCard>
  );
}
