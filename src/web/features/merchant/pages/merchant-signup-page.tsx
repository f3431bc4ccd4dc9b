import { useNavigate, useParams, useSearchParams } from 'react-router';

import { ERROR_TITLES } from '#shared/common/messages';
import { MerchantSignupBodySchema } from '#shared/merchant/merchant.schemas';
import { MORE_PATHS } from '#shared/site/site-paths';

import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { session } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { AuthCard } from '../../../components/ui/auth-card';
import { NewAccountFields } from '../../../components/ui/new-account-fields';
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
        <NewAccountFields form={form} />
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Get Started
        </Button>
      </form>
    </AuthCard>
  );
}
