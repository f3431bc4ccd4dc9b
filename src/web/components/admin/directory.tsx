import type { ReactNode } from 'react';

import { LIMITS } from '#shared/common/constants';

import type { DashboardSearch } from '../../lib/use-dashboard-search';
import { TextField } from '../ui/form-fields';
import { EmptyState } from '../ui/page';
import { PageLoader, Spinner } from '../ui/spinner';

/** "1 user", "20 merchants": how many a list or a search holds. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A dashboard list's search box and, beside it, how many it shows (a polite status). */
export function DirectorySearch({
  search,
  label,
  placeholder,
  status,
}: {
  search: DashboardSearch;
  label: string;
  placeholder: string;
  /** Null while nothing is loaded. */
  status: string | null;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <TextField
        label={label}
        hideLabel
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        maxLength={LIMITS.searchMax}
        value={search.input}
        onChange={(event) => search.setInput(event.target.value)}
        containerClassName="w-full sm:max-w-sm"
      />
      {status === null ? null : (
        <p className="text-xs font-medium uppercase tracking-[0.16em] text-muted" role="status">
          {status}
        </p>
      )}
    </div>
  );
}

/** The cards of a dashboard list or search, its loading states and its empty text. */
export function DirectoryItems<T extends { _id: string }>({
  items,
  isLoading,
  isSearching,
  loadingLabel,
  searchingLabel,
  emptyText,
  listLabel,
  className = 'grid gap-5 md:grid-cols-2',
  children,
}: {
  items: readonly T[] | undefined;
  isLoading: boolean;
  isSearching: boolean;
  loadingLabel: string;
  searchingLabel: string;
  emptyText: string;
  listLabel?: string;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  if (isLoading && isSearching) {
    return (
      <div className="flex justify-center py-14 text-muted">
        <Spinner className="size-6" label={searchingLabel} />
      </div>
    );
  }
  if (isLoading) return <PageLoader label={loadingLabel} />;
  if (!items || items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul aria-label={listLabel} className={className}>
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </ul>
  );
}
