import { ProfileSchema } from '#shared/user/user.schemas';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { SectionTitle } from '../../../components/ui/page';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { useUpdateProfile } from '../api/user.queries';
import { RoleBadge } from '../components/role-badge';
import { Breakable } from '../../../components/ui/breakable';

/** /dashboard: the signed-in user's name and phone number. */
export function AccountDetailsPage() {
  const user = useDashboardUser();
  const updateProfile = useUpdateProfile();
  const form = useZodForm(ProfileSchema, {
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
    },
  });
  const { errors } = form.formState;
  const isSocial = user.provider !== 'Email';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await updateProfile.mutateAsync(values);
      toast.success(result.message);
      form.reset({
        firstName: result.user.firstName,
        lastName: result.user.lastName,
        phoneNumber: result.user.phoneNumber,
      });
    } catch (error) {
      applyServerIssues(error, form.setError, ['firstName', 'lastName', 'phoneNumber']);
      handleError(error);
    }
  });

  return (
    <div className="max-w-2xl">
      <SectionTitle>Account Details</SectionTitle>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 bg-cream px-5 py-4">
        <div className="min-w-0">
          <p className="text-[11px] font-medium uppercase tracking-[0.16em] text-muted">
            {isSocial ? 'Account' : 'Email'}
          </p>
          <p className="mt-1 break-words text-base text-ink">
            {isSocial ? `Logged in With ${user.provider}` : <Breakable text={user.email ?? ''} />}
          </p>
        </div>
        <RoleBadge role={user.role} />
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            placeholder="Your First Name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            placeholder="Your Last Name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="e.g. +234 803 555 0142"
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <div className="pt-2">
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Save changes
          </Button>
        </div>
      </form>
    </div>
  );
}
