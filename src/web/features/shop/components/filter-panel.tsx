import { PRICE_RANGE, type ShopFilters } from '../lib/shop-filters';
import { PriceRangeFilter } from './price-range-filter';
import { RatingFilter } from './rating-filter';

interface FilterPanelProps {
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
}

/** The price range and the rating, below the facets (they need JavaScript); a change goes back to page 1. */
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
    </div>
  );
}
