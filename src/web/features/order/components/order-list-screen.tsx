import { useState, type ReactNode } from 'react';

import { LIMITS, ORDER_ITEM_STATUSES, TO_SHIP_FILTER } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';
import type { OrderListSort } from '#shared/order/order-read.schemas';

import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { SortableHeader, type SortColumn } from '../../../components/admin/sortable-header';
import { ExportCsv, withFilters } from '../../../components/admin/export-csv';
import { FilterBar, ResultsCount, type FilterField } from '../../../components/admin/table-filters';
import { TextField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { PageLoader, Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useBrandOptions } from '../../product/api/product-admin.queries';
import { useOrders, useOrderSearch, type Order, type OrderScope } from '../api/order.queries';
import { OrderCard } from './order-card';

function isLongEnough(text: string): boolean {
  return text.length >= LIMITS.dashboardSearchMin;
}

function countText(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`;
}

const FILTERS = ['q', 'status', 'from', 'to', 'brand', 'sort', 'dir'] as const;
type Filter = (typeof FILTERS)[number];

/** The columns the customer orders sort by (decision 0048). */
const SORTS: ReadonlyArray<SortColumn<OrderListSort>> = [
  { sort: 'created', label: 'Date', kind: 'date' },
  { sort: 'number', label: 'Number', kind: 'number' },
  { sort: 'customer', label: 'Customer', kind: 'text' },
  { sort: 'total', label: 'Total', kind: 'number' },
];

/** The orders of a list, one card each. */
function OrderCards({ orders }: { orders: readonly Order[] }) {
  return (
    <ul className="grid gap-4">
      {orders.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

interface OrderListScreenProps {
  scope: OrderScope;
  title: string;
  emptyText: string;
  action?: ReactNode;
  /** The customer orders' table: filters, and the page, in the URL (decision 0044). */
  filterable?: boolean;
}

/**
 * A list of orders, 20 a page, with a search by order number (EKO-10042, or just 10042) or by the
 * complete order id. The search acts from 2
 * characters after a 1000 ms pause, and the pages are hidden while it is on.
 */
export function OrderListScreen(props: OrderListScreenProps) {
  return props.filterable ? <FilteredOrders {...props} /> : <SearchedOrders {...props} />;
}

/** The customer orders: number or customer, status, days and (admins) brand, by the URL. */
function FilteredOrders({ scope, title, emptyText, action }: OrderListScreenProps) {
  const user = useDashboardUser();
  const isAdmin = user.role === 'ROLE ADMIN';
  const filters = useUrlFilters(FILTERS);
  const list = useOrders(scope, filters.page, filters.filterQuery);
  const brands = useBrandOptions(isAdmin);
  useHandleQueryError(list.error);
  const fields: Array<FilterField<Filter>> = [
    {
      name: 'q',
      label: 'Search orders',
      type: 'search',
      placeholder: 'Order number, customer name or email',
    },
    {
      name: 'status',
      label: 'Item status',
      type: 'select',
      anyLabel: 'Any status',
      options: [
        { value: TO_SHIP_FILTER, label: 'To ship' },
        ...ORDER_ITEM_STATUSES.map((status) => ({ value: status, label: status })),
      ],
    },
    { name: 'from', label: 'From', type: 'date' },
    { name: 'to', label: 'To', type: 'date' },
    ...(isAdmin
      ? [
          {
            name: 'brand' as const,
            label: 'Merchant',
            type: 'select' as const,
            anyLabel: 'Any merchant',
            options: (brands.data ?? []).map((b) => ({ value: b._id, label: b.name })),
          },
        ]
      : []),
  ];
  const orders = list.data?.orders;
  return (
    <div>
      <SectionTitle
        action={
          <div className="flex flex-wrap items-start gap-2">
            {action}
            <ExportCsv
              choices={[
                {
                  label: 'Export orders CSV',
                  path: withFilters('/order/export', filters.filterQuery),
                },
                {
                  label: 'Export items CSV',
                  path: withFilters('/order/items/export', filters.filterQuery),
                },
              ]}
            />
          </div>
        }
      >
        {title}
      </SectionTitle>
      <FilterBar label="Filter orders" filters={filters} fields={fields} />
      <SortableHeader label="Sort orders" columns={SORTS} filters={filters} />
      <ResultsCount text={list.data ? countText(list.data.count) : null} />
      {list.isPending ? (
        <PageLoader label="Loading orders" />
      ) : !orders ? (
        <EmptyState>Your orders could not be loaded. Please try again.</EmptyState>
      ) : orders.length > 0 ? (
        <OrderCards orders={orders} />
      ) : (
        <EmptyState>{filters.isFiltered ? MSG.noOrders : emptyText}</EmptyState>
      )}
      {list.data ? (
        <Pagination
          currentPage={list.data.currentPage}
          totalPages={list.data.totalPages}
          onPageChange={filters.setPage}
          label="Order pages"
        />
      ) : null}
    </div>
  );
}

function SearchedOrders({ scope, title, emptyText, action }: OrderListScreenProps) {
  const [page, setPage] = useState(1);
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input.trim(), LIMITS.dashboardSearchDebounceMs);
  const term = isLongEnough(input.trim()) && isLongEnough(debounced) ? debounced : '';
  const isSearching = term !== '';

  const list = useOrders(scope, page);
  const search = useOrderSearch(term);
  useHandleQueryError(list.error);
  useHandleQueryError(search.error);

  const orders = isSearching ? search.data : list.data?.orders;
  const isLoading = isSearching ? search.isPending : list.isPending;

  return (
    <div>
      <SectionTitle action={action}>{title}</SectionTitle>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <TextField
          label="Search orders"
          hideLabel
          type="search"
          placeholder="Type the order number or the complete order ID"
          autoComplete="off"
          spellCheck={false}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          containerClassName="w-full sm:max-w-sm"
        />
        {orders ? (
          <p className="text-xs font-medium uppercase tracking-[0.16em] text-muted" role="status">
            {isSearching ? `${countText(orders.length)} found` : countText(list.data?.count ?? 0)}
          </p>
        ) : null}
      </div>

      {isLoading && isSearching ? (
        <div className="flex justify-center py-14 text-muted">
          <Spinner className="size-6" label="Searching orders" />
        </div>
      ) : isLoading ? (
        <PageLoader label="Loading orders" />
      ) : !orders && (isSearching ? search.isError : list.isError) ? (
        <EmptyState>Your orders could not be loaded. Please try again.</EmptyState>
      ) : orders && orders.length > 0 ? (
        <OrderCards orders={orders} />
      ) : (
        <EmptyState>{isSearching ? MSG.noOrders : emptyText}</EmptyState>
      )}

      {!isSearching && list.data ? (
        <Pagination
          currentPage={list.data.currentPage}
          totalPages={list.data.totalPages}
          onPageChange={setPage}
          label="Order pages"
        />
      ) : null}
    </div>
  );
}
