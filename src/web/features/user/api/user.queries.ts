import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { LIMITS } from '#shared/common/constants';
import {
  UpdateProfileResponseSchema,
  UserListResponseSchema,
  UserSearchResponseSchema,
  type Profile,
} from '#shared/user/user.schemas';

import { api } from '../../../lib/api-client';
import { authKeys } from '../../auth/api/auth.queries';

export const userKeys = {
  /** The signed-in user's own profile, shared with the auth feature. */
  me: authKeys.me,
  /** The admin's users directory. */
  all: ['users'] as const,
  list: (page: number, filters = '') => [...userKeys.all, 'list', page, filters] as const,
  search: (term: string) => [...userKeys.all, 'search', term] as const,
};

/** PUT /api/user: the answer's user replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) => api.put('/user', { profile }, UpdateProfileResponseSchema),
    onSuccess: (data) => {
      queryClient.setQueryData(userKeys.me, data.user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** One page of all users (admin), 20 a page; `filters`: role and status (decision 0044). */
export function useUsers(page: number, filters = '') {
  return useQuery({
    queryKey: userKeys.list(page, filters),
    queryFn: ({ signal }) =>
      api.get(
        `/user?${filters ? `${filters}&` : ''}page=${page}&limit=${LIMITS.dashboardPageSize}`,
        UserListResponseSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Users whose name or email matches; only looked up from 2 characters. */
export function useUserSearch(term: string) {
  return useQuery({
    queryKey: userKeys.search(term),
    queryFn: ({ signal }) =>
      api
        .get(`/user/search?search=${encodeURIComponent(term)}`, UserSearchResponseSchema, signal)
        .then((r) => r.users),
    enabled: term.length >= LIMITS.dashboardSearchMin,
  });
}
