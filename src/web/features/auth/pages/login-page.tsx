import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { LoginBodySchema } from '#shared/auth/auth.schemas';
import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';
import { oauthNoticeText } from '#shared/auth/social';
import { ERROR_TITLES } from '#shared/common/messages';
import { DASHBOARD_HOME_STATE } from '#shared/site/site-paths';

import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useLogin } from '../api/auth.queries';
import { AuthCard } from '../../../components/ui/auth-card';
import { SocialLoginLinks } from '../components/social-login-links';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useZodForm(LoginBodySchema, {
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const notice = oauthNoticeText(params.get('oauth'), params.get('provider'));
  // Past the account's ceiling on failed sign-ins (decision 0029): a message to read, not a
  // toast that goes in a second.
  const [isPaused, setIsPaused] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setIsPaused(false);
    try {
      await login.mutateAsync(values);
      navigate('/dashboard', { replace: true, state: DASHBOARD_HOME_STATE });
    } catch (error) {
      if (error instanceof ApiError && error.message === SIGN_IN_LINK_MESSAGES.ceilingReached) {
        setIsPaused(true);
        return;
      }
      applyServerIssues(error, form.setError, ['email', 'password']);
      handleError(error, ERROR_TITLES.login);
    }
  });

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back. Sign in to follow your orders, addresses and wishlist."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-medium text-ink underline underline-offset-4">
            Sign Up
          </Link>
        </>
      }
    >
      {notice ? (
        <p role="status" className="mb-5 bg-sand px-4 py-3 text-sm text-ink-soft">
          {notice}
        </p>
      ) : null}
      {isPaused ? (
        <p role="alert" className="mb-5 bg-sand px-4 py-3 text-sm text-ink">
          {SIGN_IN_LINK_MESSAGES.ceilingReached}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="Your Email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your Password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm text-ink-soft underline underline-offset-4 hover:text-ink"
          >
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
          Login
        </Button>
      </form>
      <div className="mt-6">
        <SocialLoginLinks />
      </div>
    </AuthCard>
  );
}
