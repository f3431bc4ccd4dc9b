import { z } from 'zod';

import { LIMITS, PROVIDERS, ROLES } from '../common/constants';
import { PHONE_PATTERN, rawMax, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { stripHtml } from '../common/text';

export const UserMerchantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  status: z.string(),
  brand: z.string().nullable(),
});

export const UserDtoSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /**
   * Whether the owner proved the mailbox (decision 0028). Added after the original client's
   * fields, which it does not read; absent from an older server's answer.
   */
  emailVerified: z.boolean().optional(),
  phoneNumber: z.string(),
  provider: z.enum(PROVIDERS),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  merchant: UserMerchantSchema.nullable(),
  created: z.string(),
});
export type UserDto = z.infer<typeof UserDtoSchema>;

export const phoneNumberField = z
  .string({ error: MSG.phoneInvalid })
  .max(rawMax(LIMITS.phoneMax), { message: MSG.phoneInvalid, abort: true })
  .overwrite(stripHtml)
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), MSG.phoneInvalid)
  .nullish()
  .transform((value) => value ?? '');

/** The only fields a user may change on its own profile. Anything else sent is ignored. */
export const ProfileSchema = z.object({
  firstName: requiredText(MSG.firstNameRequired, LIMITS.nameMax, 'First Name'),
  lastName: requiredText(MSG.lastNameRequired, LIMITS.nameMax, 'Last Name'),
  phoneNumber: phoneNumberField,
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileBodySchema = z.object({
  profile: ProfileSchema,
});

export const MeResponseSchema = z.object({ user: UserDtoSchema });

export const UpdateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserDtoSchema,
});

export const UserListResponseSchema = z.object({
  users: z.array(UserDtoSchema),
  totalPages: z.number(),
  currentPage: z.number(),
  count: z.number(),
});
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

export const UserSearchResponseSchema = z.object({ users: z.array(UserDtoSchema) });

export const AuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: UserDtoSchema,
  subscribed: z.boolean().optional(),
});

export const MessageResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string(),
});

/** POST /api/auth/reset: changing the password revokes older tokens; this session's new one. */
export const ChangePasswordResponseSchema = MessageResponseSchema.extend({ token: z.string() });
