import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  ChangePasswordBody,
  ForgotBody,
  LoginBody,
  RegisterBody,
  ResetWithTokenBody,
} from '#shared/auth/auth.schemas';
import { LoginResponseSchema, SignInCodeResponseSchema, SOCIAL_TEXTS } from '#shared/auth/social';
import {
  AuthResponseSchema,
  ChangePasswordResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
} from '#shared/user/user.schemas';
import { MSG } from '#shared/common/messages';

import { api } from '../../../lib/api-client';
import { session, useIsSignedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';

export const authKeys = {
  me: ['user', 'me'] as const,
};

/** The signed-in user's profile; fetched whenever a token is stored. */
export function useMe() {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => api.get('/user/me', MeResponseSchema, signal).then((r) => r.user),
    enabled: isSignedIn,
    staleTime: 60_000,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post('/auth/login', body, LoginResponseSchema),
    onSuccess: (data) => {
      session.signIn(data.token);
      queryClient.setQueryData(authKeys.me, data.user);
      toast.success(MSG.welcomeBack(data.user.firstName));
      // The sign-in that sent the person here with a social provider to link (decision 0014).
      if (data.linkedProvider) toast.success(SOCIAL_TEXTS.linked(data.linkedProvider));
      // Not linked: the provider proves no mailbox and this account has not confirmed its own.
      if (data.linkNeedsVerifiedEmail) toast.error(data.linkNeedsVerifiedEmail);
    },
  });
}

/**
 * /login/link/:token: the one-time link mailed past the ceiling on failed sign-ins (decision
 * 0029) becomes this browser's token.
 */
export function useSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post('/auth/login/link', { token }, AuthResponseSchema),
    onSuccess: (data) => {
      session.signIn(data.token);
      queryClient.setQueryData(authKeys.me, data.user);
      toast.success(MSG.welcomeBack(data.user.firstName));
    },
  });
}

/**
 * /auth/success: the one-time code of a social sign-in becomes this browser's token (the
 * server checks it with the HttpOnly cookie of the browser that signed in).
 */
export function useSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/auth/success', { code }, SignInCodeResponseSchema),
    onSuccess: (data) => {
      session.signIn(data.token);
      queryClient.setQueryData(authKeys.me, data.user);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post('/auth/register', body, AuthResponseSchema),
    onSuccess: (data) => {
      session.signIn(data.token);
      queryClient.setQueryData(authKeys.me, data.user);
      toast.success(MSG.signedUp);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotBody) => api.post('/auth/forgot', body, MessageResponseSchema),
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (body: ResetWithTokenBody) =>
      api.post(`/auth/reset/${encodeURIComponent(token)}`, body, MessageResponseSchema),
  });
}

/**
 * Sign out everywhere: the server retires every token of the account (this browser's too) and
 * closes its chat sockets; this browser then signs out and shows the login page with the answer.
 */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.post('/auth/logout-all', undefined, MessageResponseSchema),
  });
}

/** Changing the password revokes older tokens; the answer carries this session's new one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post('/auth/reset', body, ChangePasswordResponseSchema),
    onSuccess: (data) => session.signIn(data.token),
  });
}

/** The mailed link that confirms the address (decision 0028); the profile then says so. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post('/auth/verify-email', { token }, MessageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}

/** Mails the signed-in account a new confirmation link. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post('/auth/verify-email/resend', undefined, MessageResponseSchema),
  });
}
