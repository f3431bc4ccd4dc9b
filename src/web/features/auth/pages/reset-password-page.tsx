import { useNavigate, useParams } from 'react-router';

import { ResetWithTokenBodySchema } from '#shared/auth/auth.schemas';
import { ERROR_TITLES } from '#shared/common/messages';

import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/auth.queries';
import { AuthCard } from '../../../components/ui/auth-card';

/** Reset from the emailed link: the token is the route parameter. Success goes to /login. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword(token);
  const form = useZodForm(ResetWithTokenBodySchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync(values);
      toast.success(result.message);
      navigate('/login');
    } catch (error) {
      applyServerIssues(error, form.setError, ['password', 'confirmPassword']);
      handleError(error, ERROR_TITLES.reset);
    }
  });

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="Password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Confirm Password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
