import { useParams } from 'react-router';

import { MORE_PATHS, STOREFRONT_PATHS } from '#shared/site/site-paths';

import { MailedLinkCard } from '../../../components/ui/mailed-link-card';
import { useVerifyEmail } from '../api/auth.queries';

/**
 * The page the confirmation mail links to (`/verify-email/<token>`): it sends the token once,
 * signed in or not (the link may be opened on another device), and says how it went.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  return (
    <MailedLinkCard
      title="Confirm your email"
      token={token}
      mutation={useVerifyEmail()}
      pendingText="Confirming your email address…"
      next={(isSuccess) =>
        isSuccess
          ? { to: STOREFRONT_PATHS.shop.path, label: 'Continue shopping' }
          : { to: MORE_PATHS.login.path, label: 'Sign in' }
      }
    />
  );
}
