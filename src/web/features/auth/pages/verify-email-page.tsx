import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';

import { MORE_PATHS, STOREFRONT_PATHS } from '#shared/site/site-paths';

import { AuthCard } from '../../../components/ui/auth-card';
import { useVerifyEmail } from '../api/auth.queries';

/**
 * The page the confirmation mail links to (`/verify-email/<token>`): it sends the token once,
 * signed in or not (the link may be opened on another device), and says how it went.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // Once, even when React runs the effect twice: the link works once.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const text = verify.isSuccess
    ? verify.data.message
    : verify.isError
      ? verify.error.message
      : 'Confirming your email address…';

  return (
    <AuthCard title="Confirm your email">
      <p role="status" className="text-center text-sm text-ink">
        {text}
      </p>
      {verify.isPending ? null : (
        <p className="mt-6 text-center text-sm">
          <Link
            to={verify.isSuccess ? STOREFRONT_PATHS.shop.path : MORE_PATHS.login.path}
            className="underline underline-offset-2"
          >
            {verify.isSuccess ? 'Continue shopping' : 'Sign in'}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
