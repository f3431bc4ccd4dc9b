import { activeFilterCount, PRICE_RANGE, type ShopFilters } from '../lib/shop-filters';
import { PriceRangeFilter } from './price-range-filter';
import { RatingFilter } from './rating-filter';
import { SizeFilter } from './size-filter';

interface FilterPanelProps {
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
}

/** Price, rating and a size in stock; a change goes back to page 1. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  return (
    <div className="space-y-9">
      <PriceRangeFilter
        min={filters.min ?? PRICE_RANGE.min}
        max={filters.max ?? PRICE_RANGE.max}
        onChange={(range) =>
          onChange({
            // Only a moved handle becomes a filter; the full range is no filter at all.
            min: range.min === PRICE_RANGE.min ? undefined : range.min,
            max: range.max === PRICE_RANGE.max ? undefined : range.max,
          })
        }
      />
      <RatingFilter rating={filters.rating} onChange={(rating) => onChange({ rating })} />
      <SizeFilter size={filters.size} onChange={(size) => onChange({ size })} />
      {activeFilterCount(filters) > 0 ? (
        <button
          type="button"
          className="text-xs font-medium tracking-[0.14em] text-ink uppercase underline underline-offset-4 hover:text-indigo"
          onClick={() => onChange({ min: undefined, max: undefined, rating: 0, size: undefined })}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
