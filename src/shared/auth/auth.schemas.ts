import { z } from 'zod';

import { confirmPasswordField, emailField, passwordField, requiredText } from '../common/fields';
import { LIMITS } from '../common/constants';
import { MSG } from '../common/messages';

export const LoginBodySchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const RegisterBodySchema = z.object({
  email: emailField,
  firstName: requiredText(MSG.firstNameRequired, LIMITS.nameMax, 'First Name'),
  lastName: requiredText(MSG.lastNameRequired, LIMITS.nameMax, 'Last Name'),
  password: passwordField,
  isSubscribed: z.boolean().optional().default(false),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const ForgotBodySchema = z.object({
  email: emailField,
});
export type ForgotBody = z.infer<typeof ForgotBodySchema>;

/** Reset through an emailed link: a new password typed twice. */
export const ResetWithTokenBodySchema = z
  .object({
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: MSG.confirmPasswordMatch,
    path: ['confirmPassword'],
  });
export type ResetWithTokenBody = z.infer<typeof ResetWithTokenBodySchema>;

/**
 * Change password while signed in (Account Security): `password` is the current password and
 * `confirmPassword` the new one, as the original client sends them.
 */
export const ChangePasswordBodySchema = z.object({
  password: passwordField,
  confirmPassword: confirmPasswordField,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const ResetTokenParamsSchema = z.object({
  token: z.string().min(1).max(200),
});

/** POST /api/auth/verify-email: the token of the mailed confirmation link. */
export const VerifyEmailBodySchema = z.object({
  token: z.string().min(1).max(200),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;
