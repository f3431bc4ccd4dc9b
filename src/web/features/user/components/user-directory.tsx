import { ROLES } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';

import { countOf, DirectoryItems, DirectorySearch } from '../../../components/admin/directory';
import { ExportCsv, withFilters } from '../../../components/admin/export-csv';
import { FilterBar, type FilterField } from '../../../components/admin/table-filters';
import { SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { useDashboardSearch } from '../../../lib/use-dashboard-search';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useUsers, useUserSearch } from '../api/user.queries';
import { UserCard } from './user-card';

const FILTERS = ['role', 'status'] as const;
const FIELDS: ReadonlyArray<FilterField<(typeof FILTERS)[number]>> = [
  {
    name: 'role',
    label: 'Role',
    type: 'select',
    anyLabel: 'Any role',
    options: ROLES.map((role) => ({ value: role, label: role.replace('ROLE ', '') })),
  },
  {
    name: 'status',
    label: 'Email',
    type: 'select',
    anyLabel: 'Verified or not',
    options: [
      { value: 'verified', label: 'Verified' },
      { value: 'unverified', label: 'Not verified' },
    ],
  },
];

/**
 * All users, 20 a page, filtered by role and verified email by the URL (decision 0044), with a
 * search on name or email. The search acts from 2 characters after
 * a 1000 ms pause; fewer characters clear it and bring the pages back.
 */
export function UserDirectory() {
  const filters = useUrlFilters(FILTERS);
  const searchBox = useDashboardSearch();
  const { term, isSearching } = searchBox;

  const list = useUsers(filters.page, filters.filterQuery);
  const search = useUserSearch(term);
  useHandleQueryError(list.error);
  useHandleQueryError(search.error);

  const users = isSearching ? search.data : list.data?.users;
  const isLoading = isSearching ? search.isPending : list.isPending;

  return (
    <div>
      <SectionTitle
        action={
          <ExportCsv
            choices={[
              { label: 'Export CSV', path: withFilters('/user/export', filters.filterQuery) },
            ]}
          />
        }
      >
        Users
      </SectionTitle>
      {isSearching ? null : <FilterBar label="Filter users" filters={filters} fields={FIELDS} />}
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
          onPageChange={filters.setPage}
          label="Users pages"
        />
      ) : null}
    </div>
  );
}
