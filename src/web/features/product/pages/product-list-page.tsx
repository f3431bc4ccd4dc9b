import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { useAdminProducts } from '../api/product-admin.queries';
import { ProductAdminCard } from '../components/product-admin-card';

function countText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * /dashboard/product (admins and merchants with a merchant record): every product for an admin,
 * the own brand's for a merchant, newest first.
 */
export function ProductListPage() {
  const user = useDashboardUser();
  const products = useAdminProducts();
  useHandleQueryError(products.error);

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
          </div>
        }
      >
        Products
      </SectionTitle>
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
      ) : products.data.length === 0 ? (
        <EmptyState>{PRODUCT_MESSAGES.noProducts}</EmptyState>
      ) : (
        <>
          <p
            className="mb-5 text-xs font-medium uppercase tracking-[0.16em] text-muted"
            role="status"
          >
            {countText(products.data.length)}
          </p>
          <ul className="grid gap-5 xl:grid-cols-2">
            {products.data.map((product) => (
              <li key={product._id}>
                <ProductAdminCard product={product} showsBrand={user.role === 'ROLE ADMIN'} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
