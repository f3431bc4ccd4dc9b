import { useEffect, useEffectEvent, useState } from 'react';

import { LIMITS, ROLES } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';
import type { UserListSort } from '#shared/user/user.schemas';

import { countOf, DirectoryItems, DirectorySearch } from '../../../components/admin/directory';
import { SortableHeader, type SortColumn } from '../../../components/admin/sortable-header';
import { ExportCsv, withFilters } from '../../../components/admin/export-csv';
import { FilterBar, type FilterField } from '../../../components/admin/table-filters';
import { SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { useDashboardSearch } from '../../../lib/use-dashboard-search';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useUsers, useUserSearch } from '../api/user.queries';
import { UserCard } from './user-card';

const FILTERS = ['role', 'status', 'sort', 'dir', 'q'] as const;
/** The columns the users sort by (decision 0048). */
const SORTS: ReadonlyArray<SortColumn<UserListSort>> = [
  { sort: 'created', label: 'Joined', kind: 'date' },
  { sort: 'name', label: 'Name', kind: 'text' },
  { sort: 'email', label: 'Email', kind: 'text' },
  { sort: 'role', label: 'Role', kind: 'text' },
];
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
 * All users, 20 a page, filtered by role and verified email and sorted by the URL (decisions
 * 0044, 0048), with a search on name or email. The search acts from 2 characters after a
 * 1000 ms pause; fewer characters clear it and bring the pages back. The search it acts on is
 * the URL's `q`, so a reload, Back or a shared link shows the same search.
 */
export function UserDirectory() {
  const filters = useUrlFilters(FILTERS);
  const urlTerm = filters.values.q.trim().slice(0, LIMITS.searchMax);
  const searchBox = useDashboardSearch(urlTerm);
  // Back, Forward or Clear change the URL: the box then shows the search that is on.
  const [shown, setShown] = useState(urlTerm);
  if (shown !== urlTerm) {
    setShown(urlTerm);
    searchBox.setInput(urlTerm);
  }
  // What was typed, once it settled, becomes the URL's search.
  const typed = searchBox.term;
  const toUrl = useEffectEvent((settled: string) => {
    if (settled !== urlTerm) filters.set({ q: settled });
  });
  // Only a settled change of what was typed moves the URL, never a change of the URL.
  useEffect(() => toUrl(typed), [typed]);
  const term = urlTerm.length >= LIMITS.dashboardSearchMin ? urlTerm : '';
  const isSearching = term !== '';

  // The pages are the list's filters and sort; the search is the spec's own request.
  const listQuery = new URLSearchParams(filters.filterQuery);
  listQuery.delete('q');
  const list = useUsers(filters.page, listQuery.toString());
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
      {isSearching ? null : <SortableHeader label="Sort users" columns={SORTS} filters={filters} />}
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
