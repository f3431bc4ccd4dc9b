import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { SectionTitle } from '../../../components/ui/page';
import { ChangePasswordForm } from '../components/change-password-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

/**
 * /dashboard/security: the password change for accounts that sign in with an email and a
 * password, and "Sign out everywhere" for every account.
 */
export function AccountSecurityPage() {
  const user = useDashboardUser();
  return (
    <div className="max-w-md">
      <SectionTitle>Account Security</SectionTitle>
      {user.provider === 'Email' && (
        <>
          <h2 className="mb-2 text-2xl font-semibold text-ink">Reset Password</h2>
          <p className="mb-6 text-sm text-muted">
            Enter your current password, then choose a new one of at least 6 characters.
          </p>
          <ChangePasswordForm />
        </>
      )}
      <SignOutEverywhere />
    </div>
  );
}
