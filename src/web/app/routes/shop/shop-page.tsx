import { lazy, useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';

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
import { useProductFacets } from '../../../features/shop/api/facets.queries';
import { FacetPanel } from '../../../features/shop/components/facet-panel';
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

/** The price range and rating (they need JavaScript): drawn after the products, from their own chunk. */
const FilterPanel = lazy(() =>
  import('../../../features/shop/components/filter-panel').then((m) => ({
    default: m.FilterPanel,
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
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isPhonePanelOpen, setIsPhonePanelOpen] = useState(false);
  const filters = readShopFilters(searchParams);
  const heading = useHeading(brandSlug, categorySlug);

  const params = shopListParams(searchParams, { brandSlug, categorySlug });
  const list = useProductList(params);
  const facets = useProductFacets(params);
  useHandleQueryError(list.error);
  const data = list.data;

  /** Any change of filter or sort goes back to page 1; a page change keeps the rest. */
  const update = (patch: Partial<ShopFilters>) => {
    const next: ShopFilters = { ...filters, page: 1, ...patch };
    const isPageChange = Object.keys(patch).length === 1 && 'page' in patch;
    // A facet's choice is a step the back button undoes; a slider's drag replaces its entry.
    const isFacetChange = ['sizes', 'brands', 'categories', 'prices'].some((key) => key in patch);
    void setSearchParams(writeShopFilters(next, searchParams), {
      replace: !isPageChange && !isFacetChange && !('order' in patch),
      preventScrollReset: true,
    });
    if (isPageChange) document.getElementById('shop-results')?.scrollIntoView?.();
  };

  const resultText =
    data && data.count > 0 ? showingText(data.currentPage, params.limit, data.count) : '';
  const filterCount = activeFilterCount(filters);
  const panel = (extras: ReactNode) => (
    <div className="space-y-9">
      <FacetPanel
        facets={facets.data}
        filters={filters}
        action={pathname}
        query={searchParams}
        hidden={brandSlug ? 'brand' : categorySlug ? 'category' : undefined}
        onChange={update}
      />
      {extras}
    </div>
  );

  return (
    <div className="container-page pt-10 pb-4 sm:pt-14">
      <title>{`${heading.title} | ${STORE_NAME}`}</title>
      <ShopHeader {...heading} />
      <div className="mt-8 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-12">
        <aside aria-label="Filters" className="hidden lg:block">
          {panel(
            <WhenNear margin="0px" placeholder={<FilterPanelSkeleton />}>
              <FilterPanel filters={filters} onChange={update} />
            </WhenNear>,
          )}
        </aside>
        <section id="shop-results" aria-label="Products" className="scroll-mt-32 min-w-0">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-x-6 gap-y-4">
            <p
              className="order-last w-full text-sm text-muted sm:order-none sm:w-auto"
              aria-live="polite"
            >
              {resultText}
            </p>
            <SortSelect order={filters.order} onChange={(order) => update({ order })} />
            {/* Phones: the same filters in a panel that opens without JavaScript. */}
            <details
              className="w-full border-y border-line lg:hidden"
              open={isPhonePanelOpen}
              onToggle={(event) => setIsPhonePanelOpen(event.currentTarget.open)}
            >
              <summary className="flex h-12 cursor-pointer list-none items-center justify-between text-xs font-medium tracking-[0.14em] text-ink uppercase [&::-webkit-details-marker]:hidden">
                <span>Filters{filterCount > 0 ? ` (${filterCount})` : ''}</span>
                <span aria-hidden="true" className="text-base">
                  {isPhonePanelOpen ? '−' : '+'}
                </span>
              </summary>
              <div className="pt-2 pb-6">
                {panel(
                  isPhonePanelOpen ? (
                    <WhenNear margin="0px" placeholder={<FilterPanelSkeleton />}>
                      <FilterPanel filters={filters} onChange={update} />
                    </WhenNear>
                  ) : null,
                )}
              </div>
            </details>
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
    </div>
  );
}
