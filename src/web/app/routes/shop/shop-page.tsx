import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { STORE_BRANDS, STORE_NAME } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';

import { EmptyState } from '../../../components/ui/page';
import { WhenNear } from '../../../components/ui/when-near';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useBrands } from '../../../features/brand/api/brand.queries';
import { useProductList } from '../../../features/product/api/product.queries';
import { ProductGrid } from '../../../features/product/components/product-grid';
import { useCategories } from '../../../features/category/api/category.queries';
import { FilterPanelSkeleton } from '../../../features/shop/components/filter-panel-skeleton';
import { ShopHeader } from '../../../features/shop/components/shop-header';
import { ProductGridSkeleton } from '../../../features/shop/components/product-grid-skeleton';
import { SortSelect } from '../../../features/shop/components/sort-select';
import {
  activeFilterCount,
  readShopFilters,
  shopListParams,
  showingText,
  writeShopFilters,
  type ShopFilters,
} from '../../../features/shop/lib/shop-filters';

/** The filters beside the list (desktop): drawn just after the products, from their own chunk. */
const FilterPanel = lazy(() =>
  import('../../../features/shop/components/filter-panel').then((m) => ({
    default: m.FilterPanel,
  })),
);

/** The phone's filter drawer: its code comes with the first tap on Filters. */
const FilterDrawer = lazy(() =>
  import('../../../features/shop/components/filter-drawer').then((m) => ({
    default: m.FilterDrawer,
  })),
);

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** What the page shows above the products: the brand, the category, or the whole shop. */
function useHeading(brandSlug: string | undefined, categorySlug: string | undefined) {
  const brands = useBrands();
  const categories = useCategories(categorySlug !== undefined);
  if (brandSlug) {
    const brand = brands.data?.find((item) => item.slug === brandSlug);
    const known = STORE_BRANDS.find((item) => item.slug === brandSlug);
    return {
      eyebrow: 'Brand',
      title: brand?.name ?? known?.name ?? titleFromSlug(brandSlug),
      description: brand?.description || undefined,
    };
  }
  if (categorySlug) {
    const category = categories.data?.find((item) => item.slug === categorySlug);
    return {
      eyebrow: 'Category',
      title: category?.name ?? titleFromSlug(categorySlug),
      description: category?.description || undefined,
    };
  }
  return {
    eyebrow: 'The collection',
    title: 'Shop',
    description:
      'Agbada, suits, native wear and ready-to-wear, cut by our tailors in Lagos and delivered in 3-5 working days.',
  };
}

/**
 * /shop, /shop/category/{slug} and /shop/brand/{slug}. Filters, sort and page live in the URL
 * query, so a reload or a shared link shows the same list; a new slug loads a new list.
 */
export function ShopPage() {
  const { categorySlug, brandSlug } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [hasOpenedFilters, setHasOpenedFilters] = useState(false);
  const filters = readShopFilters(searchParams);
  const heading = useHeading(brandSlug, categorySlug);

  const params = shopListParams(searchParams, { brandSlug, categorySlug });
  const list = useProductList(params);
  useHandleQueryError(list.error);
  const data = list.data;

  /** Any change of filter or sort goes back to page 1; a page change keeps the rest. */
  const update = (patch: Partial<ShopFilters>) => {
    const next: ShopFilters = { ...filters, page: 1, ...patch };
    const isPageChange = Object.keys(patch).length === 1 && 'page' in patch;
    void setSearchParams(writeShopFilters(next, searchParams), {
      replace: !isPageChange && !('order' in patch),
      preventScrollReset: true,
    });
    if (isPageChange) document.getElementById('shop-results')?.scrollIntoView?.();
  };

  const resultText =
    data && data.count > 0 ? showingText(data.currentPage, params.limit, data.count) : '';
  const filterCount = activeFilterCount(filters);

  return (
    <div className="container-page pt-10 pb-4 sm:pt-14">
      <title>{`${heading.title} | ${STORE_NAME}`}</title>
      <ShopHeader {...heading} />
      <div className="mt-8 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-12">
        <aside aria-label="Filters" className="hidden lg:block">
          <div className="sticky top-24">
            <WhenNear margin="0px" placeholder={<FilterPanelSkeleton />}>
              <FilterPanel filters={filters} onChange={update} />
            </WhenNear>
          </div>
        </aside>
        <section id="shop-results" aria-label="Products" className="scroll-mt-32 min-w-0">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-4">
            <p
              className="order-last w-full text-sm text-muted sm:order-none sm:w-auto"
              aria-live="polite"
            >
              {resultText}
            </p>
            <button
              type="button"
              className="inline-flex h-10 items-center gap-2 border border-ink px-4 text-xs font-medium tracking-[0.14em] text-ink uppercase hover:bg-sand lg:hidden"
              aria-haspopup="dialog"
              onClick={() => {
                setHasOpenedFilters(true);
                setIsFilterOpen(true);
              }}
            >
              Filters{filterCount > 0 ? ` (${filterCount})` : ''}
            </button>
            <SortSelect order={filters.order} onChange={(order) => update({ order })} />
          </div>
          {list.isPending ? (
            <ProductGridSkeleton />
          ) : data && data.products.length > 0 ? (
            <div
              aria-busy={list.isPlaceholderData}
              className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
            >
              <ProductGrid products={data.products} />
            </div>
          ) : data ? (
            <EmptyState>No products found.</EmptyState>
          ) : (
            <EmptyState>{MSG.generic}</EmptyState>
          )}
          {data ? (
            <Pagination
              query={searchParams}
              currentPage={data.currentPage}
              totalPages={data.totalPages}
              onPageChange={(page) => update({ page })}
              label="Product pages"
            />
          ) : null}
        </section>
      </div>
      {hasOpenedFilters ? (
        <Suspense fallback={null}>
          <FilterDrawer
            isOpen={isFilterOpen}
            onClose={() => setIsFilterOpen(false)}
            filters={filters}
            onChange={update}
            resultText={resultText || (data ? 'No products found.' : '')}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
