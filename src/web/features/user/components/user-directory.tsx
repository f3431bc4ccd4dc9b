import { useState } from 'react';

import { MSG } from '#shared/common/messages';

import { countOf, DirectoryItems, DirectorySearch } from '../../../components/admin/directory';
import { SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { useDashboardSearch } from '../../../lib/use-dashboard-search';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useUsers, useUserSearch } from '../api/user.queries';
import { UserCard } from './user-card';

/**
 * All users, 20 a page, with a search on name or email. The search acts from 2 characters after
 * a 1000 ms pause; fewer characters clear it and bring the pages back.
 */
export function UserDirectory() {
  const [page, setPage] = useState(1);
  const searchBox = useDashboardSearch();
  const { term, isSearching } = searchBox;

  const list = useUsers(page);
  const search = useUserSearch(term);
  useHandleQueryError(list.error);
  useHandleQueryError(search.error);

  const users = isSearching ? search.data : list.data?.users;
  const isLoading = isSearching ? search.isPending : list.isPending;

  return (
    <div>
      <SectionTitle>Users</SectionTitle>
      <DirectorySearch
        search={searchBox}
        label="Search users"
        placeholder="Type user name or email"
        status={
          users
            ? isSearching
              ? `${countOf(users.length, 'user', 'users')} matching “${term}”`
              : countOf(list.data?.count ?? 0, 'user', 'users')
            : null
        }
      />

      <DirectoryItems
        items={users}
        isLoading={isLoading}
        isSearching={isSearching}
        loadingLabel="Loading users"
        searchingLabel="Searching users"
        emptyText={MSG.noUsers}
      >
        {(user) => <UserCard user={user} />}
      </DirectoryItems>

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
