import { Link } from 'react-router';

import type { LowStockEntry } from '#shared/product/product-admin.schemas';

import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useLowStock } from '../api/product-admin.queries';
import { Breakable } from '../../../components/ui/breakable';

/** "Size M" for a size kept per size; "Every size" for a shared stock. */
export function stockLabel(entry: Pick<LowStockEntry, 'size'>): string {
  return entry.size ? `Size ${entry.size}` : 'Every size (shared stock)';
}

/**
 * /dashboard/product/low-stock (admins and merchants with a merchant record; decision 0039):
 * every size of a product kept per size, and every shared stock, at or below the low-stock
 * mark, fewest first, each with a link to its product's edit screen.
 */
export function LowStockPage() {
  const user = useDashboardUser();
  const lowStock = useLowStock();
  useHandleQueryError(lowStock.error);
  const showsBrand = user.role === 'ROLE ADMIN';

  return (
    <div>
      <SectionTitle
        action={
          <ButtonLink to="/dashboard/product" size="sm" variant="secondary">
            All products
          </ButtonLink>
        }
      >
        Low Stock
      </SectionTitle>
      {lowStock.isPending ? (
        <PageLoader label="Loading low stock" />
      ) : lowStock.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" size="sm" onClick={() => void lowStock.refetch()}>
              Try again
            </Button>
          }
        >
          The low stock could not be loaded.
        </EmptyState>
      ) : lowStock.data.items.length === 0 ? (
        <EmptyState>{`No size has ${lowStock.data.threshold} or fewer left.`}</EmptyState>
      ) : (
        <>
          <p className="mb-5 text-sm text-muted">
            {`Sizes and shared stocks with ${lowStock.data.threshold} or fewer left, fewest first.`}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead className="text-xs uppercase tracking-[0.12em] text-ink-soft">
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Product
                  </th>
                  {showsBrand ? (
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Brand
                    </th>
                  ) : null}
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Size
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    In stock
                  </th>
                </tr>
              </thead>
              <tbody>
                {lowStock.data.items.map((entry) => (
                  <tr
                    key={`${entry._id}-${entry.size ?? 'shared'}`}
                    className="border-b border-line"
                  >
                    <td className="py-3 pr-3">
                      <Link
                        to={`/dashboard/product/edit/${entry._id}`}
                        className="font-medium text-ink underline-offset-4 hover:underline"
                      >
                        {entry.name}
                      </Link>
                      <span className="block text-xs text-muted">
                        <Breakable text={entry.sku} />
                        {entry.isActive ? '' : ' · inactive'}
                      </span>
                    </td>
                    {showsBrand ? (
                      <td className="py-3 pr-3 text-ink-soft">{entry.brand?.name ?? '—'}</td>
                    ) : null}
                    <td className="py-3 pr-3">{stockLabel(entry)}</td>
                    <td
                      className={
                        entry.quantity === 0
                          ? 'py-3 text-right font-medium text-danger tabular-nums'
                          : 'py-3 text-right tabular-nums'
                      }
                    >
                      {entry.quantity === 0 ? 'Sold out' : entry.quantity}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
