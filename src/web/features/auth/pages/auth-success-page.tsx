import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { OAUTH_NOTICE } from '#shared/auth/social';
import { DASHBOARD_HOME_STATE } from '#shared/site/site-paths';

import { PageLoader } from '../../../components/ui/spinner';
import { useSignInCode } from '../api/auth.queries';

/**
 * The provider sign-in lands here with a one-time code in the query string (?code=...): it is
 * exchanged for the token (decision 0014), the user is signed in and goes on to /dashboard.
 */
export function AuthSuccessPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { mutateAsync: exchange } = useSignInCode();
  const code = new URLSearchParams(search).get('code');
  // The code works once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    // Keep the code out of the history entry (the router's own state is kept as it is).
    window.history.replaceState(window.history.state, '', '/auth/success');
    // The promise, not mutate's callbacks: those are dropped if React re-subscribes meanwhile.
    exchange(code).then(
      () => navigate('/dashboard', { replace: true, state: DASHBOARD_HOME_STATE }),
      () => navigate(`/login?oauth=${OAUTH_NOTICE.failed}`, { replace: true }),
    );
  }, [code, exchange, navigate]);

  if (!code) return <Navigate to="/login" replace />;
  return <PageLoader label="Signing you in" />;
}
