import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';

import { ERROR_TITLES } from '#shared/common/messages';
import { passwordField } from '#shared/common/fields';
import {
  MerchantSignupBodySchema,
  type MerchantSignupBody,
  type MerchantSignupPreview,
} from '#shared/merchant/merchant.schemas';
import { MORE_PATHS } from '#shared/site/site-paths';

import { AuthCard } from '../../../components/ui/auth-card';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-fields';
import { NewAccountFields } from '../../../components/ui/new-account-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { session } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth/api/auth.queries';
import { useMerchantSignup, useMerchantSignupPreview } from '../api/merchant-signup.queries';

/** A new account (or one whose address was never confirmed): all four fields. */
const NewAccountSchema = MerchantSignupBodySchema.required();
/** The account that has the invited email: its password. */
const ExistingAccountSchema = z.object({ email: z.string(), password: passwordField });

/**
 * Complete Sign Up (storefront spec "Merchant sign-up completion"): the invitation link carries
 * the token in the path and the invited email in the query string (`?email=name@example.com`).
 * The link proves the mailbox; when an account already has the email, it proves the account
 * in the same step (decision 0028).
 */
export function MerchantSignupPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const preview = useMerchantSignupPreview(token);
  const email = preview.data?.email ?? params.get('email') ?? '';

  let body: React.ReactNode;
  if (preview.isError) {
    body = (
      <p role="alert" className="text-center text-sm text-danger">
        {preview.error.message}
      </p>
    );
  } else if (!preview.data) {
    body = (
      <p role="status" className="text-center text-sm text-muted">
        Checking your invitation…
      </p>
    );
  } else if (preview.data.account === 'password') {
    body = <ExistingAccountForm token={token} email={email} />;
  } else if (preview.data.account === 'social') {
    body = <SocialAccountStep token={token} preview={preview.data} />;
  } else {
    body = (
      <NewAccountForm
        token={token}
        email={email}
        isUnconfirmed={preview.data.account === 'unconfirmed'}
      />
    );
  }

  return (
    <AuthCard
      title="Complete Sign Up"
      subtitle="Your application was approved. Set up your account to start selling."
    >
      {body}
    </AuthCard>
  );
}

/** Sends the sign-up; on success, whoever was signed in here signs in afresh as the merchant. */
function useSubmitSignup(token: string) {
  const navigate = useNavigate();
  const signup = useMerchantSignup(token);
  return async (values: MerchantSignupBody) => {
    const { message } = await signup.mutateAsync(values);
    if (session.isSignedIn()) session.signOut();
    toast.success(message);
    navigate(MORE_PATHS.login.path, { replace: true });
  };
}

function NewAccountForm(props: { token: string; email: string; isUnconfirmed: boolean }) {
  const submit = useSubmitSignup(props.token);
  const form = useZodForm(NewAccountSchema, {
    defaultValues: { email: props.email, firstName: '', lastName: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyServerIssues(error, form.setError, ['email', 'firstName', 'lastName', 'password']);
      handleError(error, ERROR_TITLES.merchantSignup);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {props.isUnconfirmed ? (
        <p className="text-sm text-ink-soft">
          An account with this email exists, but its address was never confirmed. If it is yours,
          enter its password. Otherwise choose a new one: it becomes the account&apos;s password,
          and anyone else signed in to it is signed out.
        </p>
      ) : null}
      <NewAccountFields form={form} />
      <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Get Started
      </Button>
    </form>
  );
}

function ExistingAccountForm(props: { token: string; email: string }) {
  const submit = useSubmitSignup(props.token);
  const form = useZodForm(ExistingAccountSchema, {
    defaultValues: { email: props.email, password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyServerIssues(error, form.setError, ['password']);
      handleError(error, ERROR_TITLES.merchantSignup);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-ink-soft">
        You already have an account with this email. Enter its password to make it your merchant
        account.
      </p>
      <TextField label="Email Address" type="email" readOnly {...form.register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Your Password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting}>
        Get Started
      </Button>
    </form>
  );
}

/** A social account proves itself by being signed in to it (it has no password). */
function SocialAccountStep(props: { token: string; preview: MerchantSignupPreview }) {
  const me = useMe();
  const submit = useSubmitSignup(props.token);
  const provider = props.preview.provider ?? 'your provider';
  const isSignedInToIt = me.data?.email === props.preview.email;
  const handleJoin = async () => {
    try {
      await submit({ email: props.preview.email });
    } catch (error) {
      handleError(error, ERROR_TITLES.merchantSignup);
    }
  };
  if (!isSignedInToIt) {
    return (
      <div className="space-y-5 text-sm text-ink-soft">
        <p>
          The account with this email signs in with {provider}. Please sign in with {provider}, then
          open the invitation link again.
        </p>
        <ButtonLink to={MORE_PATHS.login.path} className="w-full">
          Sign in
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-5 text-sm text-ink-soft">
      <p>You are signed in as {props.preview.email}. Make this account your merchant account?</p>
      <Button type="button" className="w-full" onClick={() => void handleJoin()}>
        Get Started
      </Button>
    </div>
  );
}
