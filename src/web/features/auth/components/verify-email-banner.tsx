import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useMe, useResendVerification } from '../api/auth.queries';

/**
 * For a signed-in person whose email address is not confirmed yet (decision 0028): shopping
 * goes on, but becoming a merchant or linking a social sign-in waits for it, so the banner
 * offers the link again.
 */
export function VerifyEmailBanner() {
  const me = useMe();
  const resend = useResendVerification();
  const user = me.data;
  if (!user?.email || user.emailVerified !== false) return null;

  const handleResend = async () => {
    try {
      const { message } = await resend.mutateAsync();
      toast.success(message);
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <div
      role="region"
      aria-label="Confirm your email address"
      className="border-b border-line bg-sand px-4 py-3 text-center text-sm text-ink"
    >
      <span>Please confirm your email address with the link we mailed you.</span>{' '}
      <button
        type="button"
        onClick={() => void handleResend()}
        disabled={resend.isPending}
        className="font-medium underline underline-offset-2 disabled:opacity-60"
      >
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </button>
    </div>
  );
}
