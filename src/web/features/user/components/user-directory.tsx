import { useState } from 'react';

import { LIMITS } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';

import { TextField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { PageLoader, Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useUsers, useUserSearch } from '../api/user.queries';
import { UserCard } from './user-card';

function isLongEnough(text: string): boolean {
  return text.length >= LIMITS.dashboardSearchMin;
}

function countText(count: number): string {
  return `${count} ${count === 1 ? 'user' : 'users'}`;
}

/**
 * All users, 20 a page, with a search on name or email. The search acts from 2 characters after
 * a 1000 ms pause; fewer characters clear it and bring the pages back.
 */
export function UserDirectory() {
  const [page, setPage] = useState(1);
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input.trim(), LIMITS.dashboardSearchDebounceMs);
  const term = isLongEnough(input.trim()) && isLongEnough(debounced) ? debounced : '';
  const isSearching = term !== '';

  const list = useUsers(page);
  const search = useUserSearch(term);
  useHandleQueryError(list.error);
  useHandleQueryError(search.error);

  const users = isSearching ? search.data : list.data?.users;
  const isLoading = isSearching ? search.isPending : list.isPending;

  return (
    <div>
      <SectionTitle>Users</SectionTitle>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <TextField
          label="Search users"
          hideLabel
          type="search"
          placeholder="Type user name or email"
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          containerClassName="w-full sm:max-w-sm"
        />
        {users ? (
          <p className="text-xs font-medium uppercase tracking-[0.16em] text-muted" role="status">
            {isSearching
              ? `${countText(users.length)} matching “${term}”`
              : countText(list.data?.count ?? 0)}
          </p>
        ) : null}
      </div>

      {isLoading && isSearching ? (
        <div className="flex justify-center py-14 text-muted">
          <Spinner className="size-6" label="Searching users" />
        </div>
      ) : isLoading ? (
        <PageLoader label="Loading users" />
      ) : users && users.length > 0 ? (
        <ul className="grid gap-5 md:grid-cols-2">
          {users.map((user) => (
            <li key={user._id}>
              <UserCard user={user} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{MSG.noUsers}</EmptyState>
      )}

      {!isSearching && list.data ? (
        <Pagination
          currentPage={list.data.currentPage}
          totalPages={list.data.totalPages}
          onPageChange={setPage}
          label="Users pages"
        />
      ) : null}
    </div>
  );
}
