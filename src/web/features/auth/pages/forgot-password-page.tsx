import { Link, useNavigate } from 'react-router';

import { ForgotBodySchema } from '#shared/auth/auth.schemas';
import { ERROR_TITLES } from '#shared/common/messages';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/auth.queries';
import { AuthCard } from '../../../components/ui/auth-card';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useZodForm(ForgotBodySchema, {
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await forgot.mutateAsync(values);
      toast.success(result.message);
      navigate('/login');
    } catch (error) {
      applyServerIssues(error, form.setError, ['email']);
      handleError(error, ERROR_TITLES.forgot);
    }
  });

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-medium text-ink underline underline-offset-4">
          Back to login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="Your Email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Send Email
        </Button>
      </form>
    </AuthCard>
  );
}
