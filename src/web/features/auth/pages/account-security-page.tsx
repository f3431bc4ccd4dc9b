import { SectionTitle } from '../../../components/ui/page';
import { ChangePasswordForm } from '../components/change-password-form';

/** /dashboard/security: only accounts that sign in with an email and a password have it. */
export function AccountSecurityPage() {
  return (
    <div className="max-w-md">
      <SectionTitle>Account Security</SectionTitle>
      <h2 className="mb-2 text-2xl font-semibold text-ink">Reset Password</h2>
      <p className="mb-6 text-sm text-muted">
        Enter your current password, then choose a new one of at least 6 characters.
      </p>
      <ChangePasswordForm />
    </div>
  );
}
