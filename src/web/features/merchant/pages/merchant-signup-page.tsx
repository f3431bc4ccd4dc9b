import { useNavigate, useParams, useSearchParams } from 'react-router';

import { ERROR_TITLES } from '#shared/common/messages';
import { MerchantSignupBodySchema } from '#shared/merchant/merchant.schemas';
import { MORE_PATHS } from '#shared/site/site-paths';

import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { session } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { AuthCard } from '../../../components/ui/auth-card';
import { useMerchantSignup } from '../api/merchant-signup.queries';

/**
 * Complete Sign Up (storefront spec "Merchant sign-up completion"): the invitation link carries
 * the token in the path and the invited email in the query string.
 */
export function MerchantSignupPage() {
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const signup = useMerchantSignup(token);
  const form = useZodForm(MerchantSignupBodySchema, {
    defaultValues: { email: params.get('email') ?? '', firstName: '', lastName: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await signup.mutateAsync(values);
      // Whoever was signed in on this browser is not the new merchant: they sign in afresh.
      if (session.isSignedIn()) session.signOut();
      toast.success(message);
      navigate(MORE_PATHS.login.path, { replace: true });
    } catch (error) {
      applyServerIssues(error, form.setError, ['email', 'firstName', 'lastName', 'password']);
      handleError(error, ERROR_TITLES.merchantSignup);
    }
  });

  return (
    <AuthCard
      title="Complete Sign Up"
      subtitle="Your application was approved. Set up your account to start selling."
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
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Get Started
        </Button>
      </form>
    </AuthCard>
  );
}
