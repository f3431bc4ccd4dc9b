import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';
import { DASHBOARD_HOME_STATE } from '#shared/site/site-paths';

import { AuthCard } from '../../../components/ui/auth-card';
import { PageLoader } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSignInLink } from '../api/auth.queries';

/**
 * The one-time sign-in link mailed past the ceiling on failed sign-ins lands here (decision
 * 0029): the page posts the token, the answer's bearer token signs this browser in (it never
 * goes in a URL), and the person goes on to /dashboard. A link used or expired says so.
 */
export function SignInLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { mutateAsync: signIn } = useSignInLink();
  const [failure, setFailure] = useState<string | null>(null);
  // The link works once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The promise, not mutate's callbacks: those are dropped if React re-subscribes meanwhile.
    signIn(token).then(
      () => navigate('/dashboard', { replace: true, state: DASHBOARD_HOME_STATE }),
      (error: unknown) =>
        setFailure(
          error instanceof ApiError && error.status < 500
            ? SIGN_IN_LINK_MESSAGES.linkInvalid
            : 'We could not sign you in just now. Please try the link again in a moment.',
        ),
    );
  }, [token, signIn, navigate]);

  if (!failure) return <PageLoader label={SIGN_IN_LINK_MESSAGES.signingIn} />;
  return (
    <AuthCard
      title="Sign-in link"
      subtitle="A one-time link signs you in once, within 15 minutes."
      footer={
        <>
          <Link to="/login" className="font-medium text-ink underline underline-offset-4">
            Login
          </Link>{' '}
          ·{' '}
          <Link to="/forgot-password" className="font-medium text-ink underline underline-offset-4">
            Forgot Password?
          </Link>
        </>
      }
    >
      <p role="alert" className="bg-sand px-4 py-3 text-sm text-ink">
        {failure}
      </p>
    </AuthCard>
  );
}
