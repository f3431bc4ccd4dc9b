import { ChangePasswordBodySchema } from '#shared/auth/auth.schemas';
import { ERROR_TITLES } from '#shared/common/messages';

import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useChangePassword } from '../api/auth.queries';

/**
 * The reset variant without a token: the current password (`password`) and the new one
 * (`confirmPassword`). Success resets the form and returns to the previous screen.
 */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const goBack = useGoBack('/dashboard');
  const form = useZodForm(ChangePasswordBodySchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await changePassword.mutateAsync(values);
      toast.success(result.message);
      form.reset();
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, ['password', 'confirmPassword']);
      handleError(error, ERROR_TITLES.reset);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label="Old Password"
        autoComplete="current-password"
        placeholder="Old Password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        placeholder="New Password"
        hint="At least 6 characters."
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div className="pt-2">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          Reset Password
        </Button>
      </div>
    </form>
  );
}
