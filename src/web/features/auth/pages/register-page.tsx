import { Link, useNavigate } from 'react-router';

import { RegisterBodySchema } from '#shared/auth/auth.schemas';
import { ERROR_TITLES } from '#shared/common/messages';

import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { useRegister } from '../api/auth.queries';
import { AuthCard } from '../../../components/ui/auth-card';
import { NewAccountFields } from '../../../components/ui/new-account-fields';
import { SocialLoginLinks } from '../components/social-login-links';

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useZodForm(RegisterBodySchema, {
    defaultValues: { email: '', firstName: '', lastName: '', password: '', isSubscribed: false },
  });

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
        <NewAccountFields form={form} />
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
