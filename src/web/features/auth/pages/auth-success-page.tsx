import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { PageLoader } from '../../../components/ui/spinner';
import { session } from '../../../lib/session';

/**
 * The provider sign-in lands here with the token in the query string (?token=Bearer%20...):
 * it is stored, the user is signed in and goes on to /dashboard.
 */
export function AuthSuccessPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('token');
  const isValid = Boolean(token && /^Bearer\s+\S+$/.test(token));

  useEffect(() => {
    if (!token || !isValid) return;
    session.signIn(token);
    // Keep the token out of the history entry (the router's own state is kept as it is).
    window.history.replaceState(window.history.state, '', '/auth/success');
    navigate('/dashboard', { replace: true });
  }, [token, isValid, navigate]);

  if (!isValid) return <Navigate to="/login" replace />;
  return <PageLoader label="Signing you in" />;
}
