import { sortDirOf, type SortDir } from '#shared/common/list-query';

import type { UrlFilters } from '../../lib/use-url-filters';
import { SelectField } from '../ui/form-fields';

export interface SortColumn<Sort extends string> {
  /** The API's `sort` value. */
  sort: Sort;
  label: string;
  /** How its two directions read in the phone's select. */
  kind: 'date' | 'text' | 'number';
}

const DIR_WORDS: Record<SortColumn<string>['kind'], Record<SortDir, string>> = {
  date: { asc: 'oldest first', desc: 'newest first' },
  text: { asc: 'A to Z', desc: 'Z to A' },
  number: { asc: 'lowest first', desc: 'highest first' },
};

/**
 * A dashboard list's sort (decision 0048), kept in the URL's `sort` and `dir`: column headers
 * that are buttons (a click sorts by the column, a second click turns the order round), the
 * sorted one carrying `aria-sort`. The lists are cards, so the headers head the cards; on a
 * phone, where a row of headers does not fit, a select offers the same choices. Without a sort
 * in the URL the list is newest first, so `created` shows as sorted, descending.
 */
export function SortableHeader<Sort extends string>({
  label,
  columns,
  filters,
}: {
  /** What is sorted, e.g. "Sort orders": the header row's caption and the select's group. */
  label: string;
  columns: ReadonlyArray<SortColumn<Sort>>;
  filters: Pick<UrlFilters<'sort' | 'dir'>, 'values' | 'set'>;
}) {
  const current = filters.values.sort || 'created';
  const dir = sortDirOf(filters.values.sort || undefined, readDir(filters.values.dir));

  function sortBy(sort: string) {
    const next = sort === current ? (dir === 'asc' ? 'desc' : 'asc') : sortDirOf(sort, undefined);
    filters.set({ sort, dir: next });
  }

  return (
    <div className="mb-4">
      <table className="hidden w-full table-fixed border border-line bg-white sm:table">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const isSorted = column.sort === current;
              return (
                <th
                  key={column.sort}
                  scope="col"
                  aria-sort={isSorted ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="p-0 text-left font-medium"
                >
                  <button
                    type="button"
                    onClick={() => sortBy(column.sort)}
                    className={`flex w-full items-center gap-1.5 px-4 py-3 text-[11px] uppercase tracking-[0.16em] outline-offset-[-2px] hover:text-ink ${
                      isSorted ? 'text-ink' : 'text-muted'
                    }`}
                  >
                    {column.label}
                    <span aria-hidden="true" className="text-xs">
                      {isSorted ? (dir === 'asc' ? '↑' : '↓') : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
      </table>
      <SelectField
        label="Sort by"
        containerClassName="sm:hidden"
        value={`${current}:${dir}`}
        options={columns.flatMap((column) =>
          (['asc', 'desc'] as const).map((way) => ({
            value: `${column.sort}:${way}`,
            label: `${column.label}, ${DIR_WORDS[column.kind][way]}`,
          })),
        )}
        onChange={(event) => {
          const [sort = '', way = ''] = event.target.value.split(':');
          filters.set({ sort, dir: way });
        }}
      />
    </div>
  );
}

function readDir(value: string): SortDir | undefined {
  return value === 'asc' || value === 'desc' ? value : undefined;
}
