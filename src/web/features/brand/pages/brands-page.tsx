import { STOREFRONT_TITLES } from '#shared/site/storefront-paths';

import { EmptyState, PageTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useBrands } from '../api/brand.queries';
import { BrandCard } from '../components/brand-card';

/** /brands: the active brands, each leading to its products. */
export function BrandsPage() {
  const brands = useBrands();
  useHandleQueryError(brands.error);

  return (
    <div className="container-page py-14 sm:py-20">
      <title>{STOREFRONT_TITLES.brands}</title>
      <meta
        name="description"
        content="The lines of Eko Thread: agbada, suits, native wear and ready-to-wear for men."
      />
      <PageTitle eyebrow="The house">Brands</PageTitle>
      {brands.isPending ? (
        <PageLoader label="Loading brands" />
      ) : brands.data && brands.data.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {brands.data.map((brand) => (
            <li key={brand._id}>
              <BrandCard brand={brand} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>No brands found.</EmptyState>
      )}
    </div>
  );
}
