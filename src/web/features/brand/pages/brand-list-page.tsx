import { MSG } from '#shared/common/messages';

import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { useAdminBrands } from '../api/brand-admin.queries';
import { AdminBrandCard } from '../components/admin-brand-card';

/**
 * /dashboard/brand (admins and merchants with a merchant record): 'Brands' (every brand, with
 * Add) for an admin; 'Brand' (the own brand) for a merchant.
 */
export function BrandListPage() {
  const user = useDashboardUser();
  const isAdmin = user.role === 'ROLE ADMIN';
  const brands = useAdminBrands();
  useHandleQueryError(brands.error);
  const title = isAdmin ? 'Brands' : 'Brand';

  return (
    <div>
      <SectionTitle
        action={
          isAdmin ? (
            <ButtonLink to="/dashboard/brand/add" size="sm">
              Add
            </ButtonLink>
          ) : null
        }
      >
        {title}
      </SectionTitle>
      {brands.isPending ? (
        <PageLoader label="Loading brands" />
      ) : brands.isError ? (
        <EmptyState
          action={
            <Button variant="secondary" size="sm" onClick={() => void brands.refetch()}>
              Try again
            </Button>
          }
        >
          The brands could not be loaded.
        </EmptyState>
      ) : brands.data.length === 0 ? (
        <EmptyState>{MSG.noBrands}</EmptyState>
      ) : (
        <ul aria-label={title} className="grid gap-5 md:grid-cols-2">
          {brands.data.map((brand) => (
            <li key={brand._id}>
              <AdminBrandCard brand={brand} viewerMerchantId={user.merchant?._id ?? null} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
