import { useState } from 'react';

import { LIMITS } from '#shared/common/constants';
import {
  PRODUCT_LIST_PAGE_SIZE_MAX,
  type ProductListSort,
} from '#shared/product/product-list.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import { ExportCsv, withFilters } from '../../../components/admin/export-csv';
import { FilterBar, ResultsCount, type FilterField } from '../../../components/admin/table-filters';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/form-fields';
import { PageLoader } from '../../../components/ui/spinner';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { useCategories } from '../../category/api/category.queries';
import { useAdminProductPage, useBrandOptions } from '../api/product-admin.queries';
import { ProductAdminCard } from '../components/product-admin-card';
import { ProductBulkBar } from '../components/product-bulk-bar';

const FILTERS = ['q', 'status', 'stock', 'brand', 'category', 'sort', 'dir'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = Math.min(LIMITS.dashboardPageSize, PRODUCT_LIST_PAGE_SIZE_MAX);

/** The sort choices, each a column and a direction ("" is newest first). */
const SORTS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'created:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'sku:asc', label: 'Sku, A to Z' },
  { value: 'price:asc', label: 'Price, lowest first' },
  { value: 'price:desc', label: 'Price, highest first' },
  { value: 'stock:asc', label: 'Stock, fewest first' },
  { value: 'stock:desc', label: 'Stock, most first' },
];

function countText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * /dashboard/product (admins and merchants with a merchant record): every product for an admin,
 * the own brand's for a merchant, newest first; searched, filtered, sorted and paged by the URL
 * (decision 0044), with a bulk action on the products ticked.
 */
export function ProductListPage() {
  const user = useDashboardUser();
  const isAdmin = user.role === 'ROLE ADMIN';
  const filters = useUrlFilters(FILTERS);
  const products = useAdminProductPage(filters.apiQuery('pageSize', PAGE_SIZE));
  const brands = useBrandOptions(isAdmin);
  const categories = useCategories();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useHandleQueryError(products.error);

  const fields: Array<FilterField<Filter>> = [
    { name: 'q', label: 'Search products', type: 'search', placeholder: 'Name or sku' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      anyLabel: 'Any status',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    },
    {
      name: 'stock',
      label: 'Stock',
      type: 'select',
      anyLabel: 'Any stock',
      options: [
        { value: 'in', label: 'In stock' },
        { value: 'low', label: 'Running low' },
        { value: 'out', label: 'Sold out' },
      ],
    },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      anyLabel: 'Any category',
      options: (categories.data ?? []).map((c) => ({ value: c._id, label: c.name })),
    },
    ...(isAdmin
      ? [
          {
            name: 'brand' as const,
            label: 'Brand',
            type: 'select' as const,
            anyLabel: 'Any brand',
            options: (brands.data ?? []).map((b) => ({ value: b._id, label: b.name })),
          },
        ]
      : []),
  ];

  const rows = products.data?.products ?? [];
  const total = products.data?.total ?? rows.length;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const sortValue = filters.values.sort
    ? `${filters.values.sort}:${filters.values.dir || (filters.values.sort === 'created' ? 'desc' : 'asc')}`
    : '';
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row._id));
  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <div>
      <SectionTitle
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/dashboard/product/low-stock" size="sm" variant="secondary">
              Low stock
            </ButtonLink>
            <ButtonLink to="/dashboard/product/add" size="sm">
              Add
            </ButtonLink>
            <ExportCsv
              choices={[
                { label: 'Export CSV', path: withFilters('/product/export', filters.filterQuery) },
              ]}
            />
          </div>
        }
      >
        Products
      </SectionTitle>
      <FilterBar label="Filter products" filters={filters} fields={fields} />
      <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label="Sort by"
          placeholder="Newest first"
          options={SORTS}
          value={sortValue}
          onChange={(event) => {
            const [sort = '', dir = ''] = event.target.value.split(':') as [
              ProductListSort?,
              string?,
            ];
            filters.set({ sort, dir });
          }}
          containerClassName="sm:w-64"
        />
        {rows.length > 0 ? (
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-ink"
              checked={allOnPage}
              onChange={(event) =>
                toggle(
                  rows.map((row) => row._id),
                  event.target.checked,
                )
              }
            />
            Select all on this page
          </label>
        ) : null}
      </div>
      {selected.size > 0 ? (
        <ProductBulkBar ids={[...selected]} onDone={() => setSelected(new Set())} />
      ) : null}
      <ResultsCount text={products.isPending || products.isError ? null : countText(total)} />
      {products.isPending ? (
        <PageLoader label="Loading products" />
      ) : products.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" size="sm" onClick={() => void products.refetch()}>
              Try again
            </Button>
          }
        >
          The products could not be loaded.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>{PRODUCT_MESSAGES.noProducts}</EmptyState>
      ) : (
        <>
          <ul className="grid gap-5 xl:grid-cols-2">
            {rows.map((product) => (
              <li key={product._id} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-5 size-4 shrink-0 accent-ink"
                  aria-label={`Select ${product.name}`}
                  checked={selected.has(product._id)}
                  onChange={(event) => toggle([product._id], event.target.checked)}
                />
                <div className="min-w-0 flex-1">
                  <ProductAdminCard product={product} showsBrand={isAdmin} />
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            currentPage={Math.min(filters.page, totalPages)}
            totalPages={totalPages}
            onPageChange={filters.setPage}
            label="Product pages"
          />
        </>
      )}
    </div>
  );
}
