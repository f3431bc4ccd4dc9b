import { z } from 'zod';

import { LIMITS, PROVIDERS, ROLES } from '../common/constants';
import { pageQuery, requiredText } from '../common/fields';
import { SORT_DIRS, listChoice, listText } from '../common/list-query';
import { MSG } from '../common/messages';
import { optionalPhoneNumberField } from '../common/phone';
import { USER_MESSAGES } from './user.messages';

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

/** The only fields a user may change on its own profile. Anything else sent is ignored. */
export const ProfileSchema = z.object({
  firstName: requiredText(MSG.firstNameRequired, LIMITS.nameMax, 'First Name'),
  lastName: requiredText(MSG.lastNameRequired, LIMITS.nameMax, 'Last Name'),
  phoneNumber: optionalPhoneNumberField,
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

/** Verified: the owner proved the mailbox (decision 0028). */
export const USER_LIST_STATUSES = ['verified', 'unverified'] as const;

/** What GET /api/user sorts by (decision 0048): joined, the full name, the email, the role. */
export const USER_LIST_SORTS = ['created', 'name', 'email', 'role'] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];

/**
 * GET /api/user's optional filters (decision 0044), next to `page` and `limit`: `q` part of the
 * name or email, a `role`, and `status` (verified or not).
 */
export const UserListQuerySchema = pageQuery.extend({
  q: listText(LIMITS.searchMax, USER_MESSAGES.listSearchMax),
  role: listChoice(ROLES, USER_MESSAGES.listRoleInvalid),
  status: listChoice(USER_LIST_STATUSES, USER_MESSAGES.listStatusInvalid),
  sort: listChoice(USER_LIST_SORTS, USER_MESSAGES.listSortInvalid),
  dir: listChoice(SORT_DIRS, USER_MESSAGES.listDirInvalid),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** GET /api/user/export (decision 0046): the list's filters, without paging. */
export const UserExportQuerySchema = UserListQuerySchema.omit({ page: true, limit: true });
export type UserExportQuery = z.infer<typeof UserExportQuerySchema>;
